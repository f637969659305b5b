/** Test data of the zone pickers (imported by tests only, never bundled). */
import type { ZoneValue } from './zone-picker';

/** 上海市 · 浦东新区 · 陆家嘴街道, picked down to the street. */
export const LUJIAZUI: ZoneValue = {
  province_code: '31',
  province: '上海市',
  city_code: '3101',
  city: '上海市',
  area_code: '310115',
  area: '浦东新区',
  street_code: '310115005',
  street: '陆家嘴街道',
};
