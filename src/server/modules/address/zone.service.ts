import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Zone } from '../../../core/api/contract/models-buying';
import type { DbOrTx } from '../../db';
import { zones } from '../../db/schema';
import { refuse } from '../../lib/envelope';

export type ZoneLevel = 1 | 2 | 3 | 4;

/** The children of a zone (provinces when parent is null), in code order as the picker shows them. */
export async function listZones(db: DbOrTx, level: ZoneLevel, parentCode: string | null): Promise<Zone[]> {
  return db
    .select({ code: zones.code, name: zones.name })
    .from(zones)
    .where(
      parentCode === null
        ? eq(zones.level, 1)
        : and(eq(zones.level, level), eq(zones.parentCode, parentCode)),
    )
    .orderBy(asc(zones.code));
}

export interface ZoneCodes {
  province_code: string;
  city_code: string;
  area_code: string;
  /** '' when no street was chosen (the street is optional). */
  street_code: string;
}

export interface ZoneNames {
  province: string;
  city: string;
  area: string;
  street: string;
}

/** The four levels, province down, with the words messages name them by. */
export const ZONE_LEVELS = [
  { key: 'province_code', level: 1, label: '省份', parent: '' },
  { key: 'city_code', level: 2, label: '城市', parent: '省份' },
  { key: 'area_code', level: 3, label: '区县', parent: '城市' },
  { key: 'street_code', level: 4, label: '街道', parent: '区县' },
] as const;

/**
 * Checks that the codes exist and chain province → city → district (→ street), and answers
 * their names from the zones table: whatever names the client sent are never stored.
 */
export async function resolveZones(db: DbOrTx, codes: ZoneCodes): Promise<ZoneNames> {
  const wanted = ZONE_LEVELS.map((l) => codes[l.key]).filter(Boolean);
  const rows = wanted.length ? await db.select().from(zones).where(inArray(zones.code, wanted)) : [];
  const names: string[] = [];
  let parent: string | null = null;
  for (const l of ZONE_LEVELS) {
    const code = codes[l.key];
    if (!code) {
      if (l.level === 4) break;
      return refuse(`请选择${l.label}`);
    }
    const row = rows.find((r) => r.code === code && r.level === l.level);
    if (!row) return refuse(`所选${l.label}不存在`);
    if (parent !== null && row.parentCode !== parent) return refuse(`所选${l.label}不属于该${l.parent}`);
    names.push(row.name);
    parent = row.code;
  }
  const [province = '', city = '', area = '', street = ''] = names;
  return { province, city, area, street };
}
