import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { zones } from '../db/schema';

export interface ZoneRow {
  code: string;
  parentCode: string | null;
  level: number;
  name: string;
}

/**
 * A code's level and parent follow from its length: 2 digits a province, 4 a city, 6 a district,
 * 9 a street, each starting with its parent's code.
 */
const LEVELS: Record<number, { level: number; parentLength: number | null }> = {
  2: { level: 1, parentLength: null },
  4: { level: 2, parentLength: 2 },
  6: { level: 3, parentLength: 4 },
  9: { level: 4, parentLength: 6 },
};

/**
 * The generated table (`npm run zones:generate`), beside this file in the source tree and
 * beside the bundle in dist/server (scripts/start.mjs copies it), as the migrations are.
 */
const TABLE_URL = new URL('./zones.tsv', import.meta.url);

/** The national divisions as zone rows, parents before children. */
export function zoneRows(text = readFileSync(TABLE_URL, 'utf8')): ZoneRow[] {
  const rows: ZoneRow[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const code = line.slice(0, tab);
    const shape = LEVELS[code.length];
    if (tab < 0 || !shape) throw new Error(`zones.tsv: bad line ${JSON.stringify(line)}`);
    rows.push({
      code,
      parentCode: shape.parentLength === null ? null : code.slice(0, shape.parentLength),
      level: shape.level,
      name: line.slice(tab + 1),
    });
  }
  return rows;
}

/** Rows per statement. Each batch travels as ONE json parameter: binding 4 parameters per row
 * through the query builder took ~4.5 s for the 44,703 rows on PGlite; this takes a fraction. */
const BATCH = 15000;

/** Reference data: seeded in production too (addresses need it). Re-running adds nothing. */
export async function seedZones(tx: DbOrTx): Promise<number> {
  const rows = zoneRows();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(
      rows
        .slice(i, i + BATCH)
        .map((r) => ({ code: r.code, parent_code: r.parentCode, level: r.level, name: r.name })),
    );
    await tx.execute(sql`
      INSERT INTO ${zones} (code, parent_code, level, name)
      SELECT code, parent_code, level, name
      FROM json_to_recordset(${batch}::json) AS z(code varchar, parent_code varchar, level smallint, name varchar)
      ON CONFLICT (code) DO NOTHING`);
  }
  return rows.length;
}
