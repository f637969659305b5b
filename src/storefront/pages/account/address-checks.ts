import { isPhone } from '../../../core';
import type { ZoneValue } from '../../components/zone-picker';
import { a } from './address-strings';

export interface AddressForm extends ZoneValue {
  consignee: string;
  mobile: string;
  detail: string;
  is_default: boolean;
}

export type AddressErrors = Partial<Record<'consignee' | 'mobile' | 'region' | 'detail', string>>;

const len = (s: string) => [...s.trim()].length;
/** The server's rule for names (letters of any script, · . - ' and spaces between). */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}·•.'\- ]*$/u;

/** The same rules the server applies, so most mistakes are shown before a round trip. */
export function checkAddress(f: AddressForm): AddressErrors {
  const e: AddressErrors = {};
  const name = f.consignee.trim();
  if (len(name) < 2 || len(name) > 20) e.consignee = a.errConsignee;
  else if (!NAME.test(name)) e.consignee = a.errConsigneeChars;
  if (!isPhone(f.mobile.trim())) e.mobile = a.errMobile;
  if (!f.province_code || !f.city_code || !f.area_code) e.region = a.errRegion;
  if (len(f.detail) < 5 || len(f.detail) > 120) e.detail = a.errDetail;
  return e;
}

/** 北京市 海淀区 学院路街道: a municipality's city level repeats its name and is left out. */
export const regionText = (x: Pick<ZoneValue, 'province' | 'city' | 'area' | 'street'>): string =>
  [x.province, x.city === x.province ? '' : x.city, x.area === x.city ? '' : x.area, x.street]
    .filter(Boolean)
    .join(' ');
