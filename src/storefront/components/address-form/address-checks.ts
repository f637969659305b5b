import { ADDRESS_LIMITS, type Limit } from '../../../core';
import { charCount, isPersonName, isPhone, phoneDigits } from '../../../core/validators';
import type { ZoneValue } from '../zone-picker';
import { af } from './address-form-strings';

/** An address as the form holds it: the zone names come with the codes for display only. */
export interface AddressDraft extends ZoneValue {
  consignee: string;
  mobile: string;
  detail: string;
  is_default: boolean;
}

export type AddressErrors = Partial<Record<'consignee' | 'mobile' | 'region' | 'detail', string>>;

const fits = (s: string, [min, max]: Limit) => charCount(s.trim()) >= min && charCount(s.trim()) <= max;

/** The same rules the server applies, so most mistakes are shown before a round trip. */
export function checkAddress(f: AddressDraft): AddressErrors {
  const e: AddressErrors = {};
  const name = f.consignee.trim();
  if (!fits(name, ADDRESS_LIMITS.consignee)) e.consignee = af.errConsignee;
  else if (!isPersonName(name)) e.consignee = af.errConsigneeChars;
  if (!isPhone(phoneDigits(f.mobile))) e.mobile = af.errMobile;
  if (!f.province_code || !f.city_code || !f.area_code) e.region = af.errRegion;
  if (!fits(f.detail, ADDRESS_LIMITS.detail)) e.detail = af.errDetail;
  return e;
}

/** 北京市 海淀区 学院路街道: a municipality's city level repeats its name and is left out. */
export const regionText = (x: Pick<ZoneValue, 'province' | 'city' | 'area' | 'street'>): string =>
  [x.province, x.city === x.province ? '' : x.city, x.area === x.city ? '' : x.area, x.street]
    .filter(Boolean)
    .join(' ');
