/**
 * Where a buyer sends the sample of a sample-based order (收样地址): the lab's, set in 店铺设置,
 * or a service's own. The merchant centre's forms and the server check the same rules here.
 */
import { charCount, isCompanyPhone, isPersonName, isPhone } from '../validators';
import type { Limit } from './field-limits';

export const SAMPLE_ADDRESS_LIMITS = {
  contact: [2, 20],
  detail: [5, 120],
  phone: [7, 20],
} as const satisfies Record<string, Limit>;

/** What the server refuses a sample-based listing with when neither the shop nor the service has one. */
export const NO_SAMPLE_ADDRESS = '请先在店铺设置中填写收样地址';

/**
 * A contact phone as typed: full-width digits and hyphens of a Chinese input method become
 * ASCII, spaces go; a mobile loses its hyphens (138-0000-0001), a landline keeps its area code's.
 */
export function normalizeContactPhone(typed: string): string {
  const s = typed
    .normalize('NFKC')
    .replace(/[\s\u3000]/g, '')
    .replace(/[‐‑–—－]/g, '-');
  const digits = s.replace(/-/g, '');
  return isPhone(digits) ? digits : s;
}

/** A mobile, a landline (0512-62583306) or a 400 number, after normalizeContactPhone. */
export const isContactPhone = (normalized: string): boolean => isCompanyPhone(normalized);

export interface SampleAddressDraft {
  contact: string;
  phone: string;
  province_code: string;
  city_code: string;
  area_code: string;
  detail: string;
}

export type SampleAddressErrors = Partial<Record<'contact' | 'phone' | 'region' | 'detail', string>>;

export const SAMPLE_ADDRESS_WORDS = {
  errContact: '收样联系人为 2–20 个字',
  errContactChars: '收样联系人只能包含文字',
  errPhone: '联系电话格式不正确，如 13800000000 或 0512-62583306',
  errRegion: '请选择完整的省、市、区县',
  errDetail: '详细地址为 5–120 个字',
} as const;

const fits = (s: string, [min, max]: Limit) => charCount(s.trim()) >= min && charCount(s.trim()) <= max;

/** The form's checks: the server applies the same and answers the same words. */
export function checkSampleAddress(d: SampleAddressDraft): SampleAddressErrors {
  const w = SAMPLE_ADDRESS_WORDS;
  const e: SampleAddressErrors = {};
  const contact = d.contact.trim();
  if (!fits(contact, SAMPLE_ADDRESS_LIMITS.contact)) e.contact = w.errContact;
  else if (!isPersonName(contact)) e.contact = w.errContactChars;
  if (!isContactPhone(normalizeContactPhone(d.phone))) e.phone = w.errPhone;
  if (!d.province_code || !d.city_code || !d.area_code) e.region = w.errRegion;
  if (!fits(d.detail, SAMPLE_ADDRESS_LIMITS.detail)) e.detail = w.errDetail;
  return e;
}

/** The parts of a stored address a line needs. */
export interface SampleAddressLine {
  contact: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  street: string;
  detail: string;
}

/** 江苏省苏州市苏州工业园区星湖街 218 号: a municipality's city level repeats its name and is left out. */
export const sampleAddressPlace = (a: SampleAddressLine): string =>
  [a.province, a.city === a.province ? '' : a.city, a.area, a.street, a.detail].filter(Boolean).join('');

/** What 复制 puts on the clipboard: 收件人 电话 地址, one line, as a courier's form takes it. */
export const sampleAddressLine = (a: SampleAddressLine): string =>
  `${a.contact} ${a.phone} ${sampleAddressPlace(a)}`;
