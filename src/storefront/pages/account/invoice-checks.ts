import { INVOICE_TITLE_LIMITS, type InvoiceTitle, type Limit } from '../../../core';
import { charCount, isBankAccount, isCompanyPhone, isEmail } from '../../../core/validators';
import { isPersonalTitle, taxNumberProblem } from '../../../core/validators/tax-number';
import { fill } from '../../strings';
import { v } from './invoice-strings';

export type TitleForm = Omit<InvoiceTitle, 'id' | 'is_default'>;
export type TitleField = Exclude<keyof TitleForm, 'type'>;
export type TitleErrors = Partial<Record<TitleField, string>>;

export const EMPTY_TITLE: TitleForm = {
  type: 1,
  title: '',
  tax_no: '',
  bank_name: '',
  bank_account: '',
  reg_address: '',
  reg_phone: '',
  email: '',
};

/** What a 专票 needs besides the email; a 普票 needs the title (and a tax number for companies). */
export const SPECIAL_FIELDS: readonly TitleField[] = [
  'bank_name',
  'bank_account',
  'reg_address',
  'reg_phone',
];

export const LABELS: Record<TitleField, string> = {
  title: v.titleName,
  tax_no: v.taxNo,
  bank_name: v.bankName,
  bank_account: v.bankAccount,
  reg_address: v.regAddress,
  reg_phone: v.regPhone,
  email: v.email,
};

const len = (s: string) => charCount(s.trim());
const sized = (field: TitleField, s: string, [min, max]: Limit): string =>
  len(s) < min
    ? fill(v.tooShort, { field: LABELS[field], n: min })
    : len(s) > max
      ? fill(v.tooLong, { field: LABELS[field], n: max })
      : '';

/** The server's rules (server/modules/invoice/invoice-fields.ts), checked before sending. */
export function checkTitleForm(f: TitleForm): TitleErrors {
  const e: TitleErrors = {};
  const need = (field: TitleField) => fill(v.required, { field: LABELS[field] });
  const personal = isPersonalTitle(f.title);
  if (!f.title.trim()) e.title = need('title');
  else
    e.title =
      sized('title', f.title, INVOICE_TITLE_LIMITS.title) ||
      (f.type === 2 && personal ? v.specialPersonal : '');
  if (f.tax_no.trim() || f.type === 2 || !personal) e.tax_no = taxNumberProblem(f.tax_no);
  for (const field of SPECIAL_FIELDS) {
    const s = f[field].trim();
    if (!s) {
      if (f.type === 2) e[field] = need(field);
      continue;
    }
    if (field === 'bank_name' || field === 'reg_address')
      e[field] = sized(field, s, INVOICE_TITLE_LIMITS[field]);
    if (field === 'bank_account' && !isBankAccount(s)) e[field] = v.badAccount;
    if (field === 'reg_phone' && !isCompanyPhone(s)) e[field] = v.badPhone;
  }
  const email = f.email.trim();
  if (email && !(isEmail(email) && len(email) <= INVOICE_TITLE_LIMITS.email[1])) e.email = v.badEmail;
  for (const k of Object.keys(e) as TitleField[]) if (!e[k]) delete e[k];
  return e;
}
