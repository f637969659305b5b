import { PAYOUT_LIMITS, type PayoutKind } from '../../../core/rules/payout-states';
import { isBankAccount, isDebitCard, isPersonName, isPhone, phoneDigits } from '../../../core/validators';
import { isIdCard } from '../../../core/validators/id-card';
import { isCreditCode } from '../../../core/validators/tax-number';
import { fill } from '../../strings';
import type { Upload } from '../upload-field';
import { po } from './payout-strings';

export type TextField =
  | 'org_name'
  | 'credit_code'
  | 'legal_person'
  | 'legal_id_no'
  | 'contact_mobile'
  | 'real_name'
  | 'id_no'
  | 'mobile'
  | 'bank_account';
export type PickField = 'bank_code' | 'province_code' | 'city_code';
export type FileField = 'licence_id' | 'id_front_id' | 'id_back_id';
export type Values = Record<TextField | PickField, string>;
export type Files = Partial<Record<FileField, Upload | null>>;
export type Errors = Partial<Record<TextField | PickField | FileField, string>>;

type Check = 'name' | 'id' | 'credit' | 'mobile' | 'corporate' | 'debit' | 'org';
export interface FieldDef {
  name: TextField;
  label: string;
  check: Check;
  hint?: string;
  max: number;
  numeric?: boolean;
}

/** The text fields each kind asks, in the order the form shows them (the server's words). */
export const TEXT_FIELDS: Record<PayoutKind, readonly FieldDef[]> = {
  company: [
    { name: 'org_name', label: po.orgName, check: 'org', hint: po.orgNameHint, max: 100 },
    { name: 'credit_code', label: po.creditCode, check: 'credit', hint: po.creditCodeHint, max: 18 },
    { name: 'legal_person', label: po.legalPerson, check: 'name', max: 30 },
    { name: 'legal_id_no', label: po.legalIdNo, check: 'id', max: 18 },
    { name: 'contact_mobile', label: po.contactMobile, check: 'mobile', max: 11, numeric: true },
  ],
  micro: [
    { name: 'real_name', label: po.realName, check: 'name', max: 30 },
    { name: 'id_no', label: po.idNo, check: 'id', max: 18 },
    { name: 'mobile', label: po.mobile, check: 'mobile', hint: po.mobileHint, max: 11, numeric: true },
  ],
};

export const ACCOUNT_FIELD: Record<PayoutKind, FieldDef> = {
  company: { name: 'bank_account', label: po.corporateAccount, check: 'corporate', max: 36, numeric: true },
  micro: {
    name: 'bank_account',
    label: po.debitCard,
    check: 'debit',
    hint: po.debitCardHint,
    max: 23,
    numeric: true,
  },
};

export const FILE_FIELDS: Record<PayoutKind, ReadonlyArray<{ name: FileField; label: string }>> = {
  company: [{ name: 'licence_id', label: po.licence }],
  micro: [
    { name: 'id_front_id', label: po.idFront },
    { name: 'id_back_id', label: po.idBack },
  ],
};

function problem(f: FieldDef, raw: string): string {
  const v = raw.trim();
  if (!v) return fill(po.required, { field: f.label });
  const n = [...v].length;
  switch (f.check) {
    case 'org':
      return n < PAYOUT_LIMITS.org_name[0] ? fill(po.tooShort, { field: f.label, min: 2 }) : '';
    case 'name':
      return isPersonName(v) && n >= 2 && n <= 30 ? '' : fill(po.badName, { field: f.label });
    case 'id':
      return isIdCard(v) ? '' : fill(po.badId, { field: f.label });
    case 'credit':
      return isCreditCode(v.toUpperCase()) ? '' : po.badCreditCode;
    case 'mobile':
      return isPhone(phoneDigits(v)) ? '' : po.badMobile;
    case 'corporate':
      return isBankAccount(v) ? '' : po.badCorporate;
    case 'debit':
      return isDebitCard(v) ? '' : po.badDebit;
  }
}

/** The first problem of each field the kind asks; empty when the application may be sent. */
export function checkPayout(kind: PayoutKind, v: Values, files: Files): Errors {
  const errors: Errors = {};
  for (const f of [...TEXT_FIELDS[kind], ACCOUNT_FIELD[kind]]) {
    const p = problem(f, v[f.name]);
    if (p) errors[f.name] = p;
  }
  if (!v.bank_code) errors.bank_code = fill(po.choose, { field: po.bank });
  if (!v.province_code) errors.province_code = fill(po.choose, { field: po.province });
  if (!v.city_code) errors.city_code = fill(po.choose, { field: po.city });
  for (const f of FILE_FIELDS[kind])
    if (!files[f.name]) errors[f.name] = fill(po.needUpload, { field: f.label });
  return errors;
}

/** The order in which the first error takes the focus. */
export const fieldOrder = (kind: PayoutKind): string[] => [
  ...TEXT_FIELDS[kind].map((f) => f.name),
  'bank_code',
  'bank_account',
  'province_code',
  'city_code',
  ...FILE_FIELDS[kind].map((f) => f.name),
];
