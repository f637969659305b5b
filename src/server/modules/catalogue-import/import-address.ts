import type { Zone } from '../../../core/api/contract/models-buying';
import type { SampleAddressInput } from '../../../core/api/contract/models-fulfil';
import type { DbOrTx } from '../../db';
import { listZones, ZONE_LEVELS, type ZoneLevel } from '../address/zone.service';

export const SAMPLE_ADDRESS_CELL = {
  format:
    '收样地址应写作 联系人|电话|省 市 区县|详细地址，如 周敏|0512-62583306|江苏省 苏州市 虎丘区|科灵路 78 号',
  region: '所在地区应写作 省 市 区县（可再加街道），以空格分隔，如 江苏省 苏州市 虎丘区',
  missing: '检验检测、计量校准服务需要收样地址：请在本列填写，或先在店铺设置中填写收样地址',
  notSampled: (type: string) => `${type}服务不寄样品，收样地址请留空`,
} as const;

/**
 * Zone names → codes, province down, as a file names them: each level's list is read once per
 * file. A name matches exactly, or as the start of exactly one name (江苏 → 江苏省).
 */
export function zoneCodesByName(db: DbOrTx): (names: string[]) => Promise<string[] | string> {
  const lists = new Map<string, Promise<Zone[]>>();
  const children = (level: ZoneLevel, parent: string | null): Promise<Zone[]> => {
    const key = `${level}:${parent ?? ''}`;
    const list = lists.get(key) ?? listZones(db, level, parent);
    lists.set(key, list);
    return list;
  };
  const find = (list: Zone[], name: string): Zone | undefined => {
    const starts = list.filter((z) => z.name.startsWith(name));
    return list.find((z) => z.name === name) ?? (starts.length === 1 ? starts[0] : undefined);
  };
  /**
   * A municipality's district under a sibling city-level zone: 重庆市's counties sit under one
   * named 县, so `重庆市 重庆市 城口县` finds 城口县 there.
   */
  const inMunicipality = async (province: string, city: string, name: string) => {
    const named = async (level: ZoneLevel, parent: string | null, code: string) =>
      (await children(level, parent)).find((z) => z.code === code)?.name;
    if ((await named(1, null, province)) !== (await named(2, province, city))) return undefined;
    for (const sibling of await children(2, province)) {
      const hit = find(await children(3, sibling.code), name);
      if (hit) return { city: sibling.code, area: hit.code };
    }
    return undefined;
  };
  return async (names) => {
    const codes: string[] = [];
    for (const [i, name] of names.entries()) {
      const list = await children((i + 1) as ZoneLevel, codes[i - 1] ?? null);
      const hit = find(list, name);
      if (hit) {
        codes.push(hit.code);
        continue;
      }
      const moved = i === 2 ? await inMunicipality(codes[0]!, codes[1]!, name) : undefined;
      if (!moved)
        return i === 0
          ? `省份「${name}」不存在`
          : `${ZONE_LEVELS[i]?.label}「${name}」不在「${names[i - 1]}」内`;
      codes[1] = moved.city;
      codes.push(moved.area);
    }
    return codes;
  };
}

/**
 * A 收样地址 cell, `联系人|电话|省 市 区县[ 街道]|详细地址`, as the service editor sends it (zone
 * codes; contact, phone and detail are checked by the editor's own schema); null when empty,
 * else what is wrong with it.
 */
export async function sampleAddressCell(
  cell: string,
  codesOf: (names: string[]) => Promise<string[] | string>,
): Promise<SampleAddressInput | string | null> {
  if (!cell.trim()) return null;
  const parts = cell.split(/[|｜]/).map((s) => s.trim());
  if (parts.length !== 4 || parts.some((p) => !p)) return SAMPLE_ADDRESS_CELL.format;
  const [contact = '', phone = '', region = '', detail = ''] = parts;
  const names = region.split(/[\s\u3000/／]+/).filter(Boolean);
  if (names.length < 3 || names.length > 4) return SAMPLE_ADDRESS_CELL.region;
  const codes = await codesOf(names);
  if (typeof codes === 'string') return codes;
  const [province_code = '', city_code = '', area_code = '', street_code = ''] = codes;
  return { contact, phone, province_code, city_code, area_code, street_code, detail };
}
