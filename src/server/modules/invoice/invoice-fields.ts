import { z } from 'zod';
import type { InvoiceTitlePayload } from '../../../core/api/contract/api/addresses';
import { INVOICE_PROJECT_LIMIT, INVOICE_TITLE_LIMITS, type Limit } from '../../../core/rules/field-limits';
import {
  bankAccountDigits,
  charCount,
  isBankAccount,
  isCompanyPhone,
  isEmail,
} from '../../../core/validators';
import { isPersonalTitle, normalizeTaxNumber, taxNumberProblem } from '../../../core/validators/tax-number';
import { hasForbiddenChars } from '../../lib/validation';

/** A validated invoice title, ready to store: every field of the request, '' when not given. */
export type TitleInput = Required<InvoiceTitlePayload>;

const str = (v: unknown): string | null =>
  v === undefined || v === null
    ? ''
    : typeof v === 'string' || typeof v === 'number'
      ? String(v).trim()
      : null;

/** Each field's rule: '' is "not given"; the answer is the stored form or a message. */
type Rule = (s: string) => { value: string } | { problem: string };
const text =
  (label: string, [min, max]: Limit): Rule =>
  (s) =>
    charCount(s) < min
      ? { problem: `${label}至少${min}个字` }
      : charCount(s) > max
        ? { problem: `${label}不能超过${max}个字` }
        : { value: s };

const RULES: Record<Exclude<keyof TitleInput, 'type'>, { label: string; rule: Rule }> = {
  title: { label: '发票抬头', rule: text('发票抬头', INVOICE_TITLE_LIMITS.title) },
  tax_no: {
    label: '纳税人识别号',
    rule: (s) => {
      const problem = taxNumberProblem(s);
      return problem ? { problem } : { value: normalizeTaxNumber(s) };
    },
  },
  bank_name: { label: '开户银行', rule: text('开户银行', INVOICE_TITLE_LIMITS.bank_name) },
  bank_account: {
    label: '银行账号',
    rule: (s) =>
      isBankAccount(s) ? { value: bankAccountDigits(s) } : { problem: '银行账号应为 8–30 位数字' },
  },
  reg_address: { label: '注册地址', rule: text('注册地址', INVOICE_TITLE_LIMITS.reg_address) },
  reg_phone: {
    label: '注册电话',
    rule: (typed) => {
      // full-width digits and hyphens from a Chinese input method are the same number
      const s = typed.normalize('NFKC').trim();
      return isCompanyPhone(s) ? { value: s } : { problem: '注册电话格式不正确，如 010-12345678' };
    },
  },
  email: {
    label: '收票邮箱',
    rule: (s) =>
      isEmail(s) && charCount(s) <= INVOICE_TITLE_LIMITS.email[1]
        ? { value: s }
        : { problem: '请输入正确的收票邮箱' },
  },
};

/** Which fields each type needs: 普通发票 a title (and a tax number for companies), 专票 all. */
const SPECIAL_REQUIRED = [
  'title',
  'tax_no',
  'bank_name',
  'bank_account',
  'reg_address',
  'reg_phone',
] as const;

/** Checks a whole title the way the tax rules say; the first problem ends it. */
export function checkTitle(input: Record<string, unknown>): { value: TitleInput } | { problem: string } {
  const typeRaw = str(input.type);
  if (typeRaw !== '1' && typeRaw !== '2') return { problem: typeRaw ? '无效的发票类型' : '请选择发票类型' };
  const type = Number(typeRaw) as 1 | 2;
  const out: Record<string, string> = {};
  for (const [key, { label, rule }] of Object.entries(RULES)) {
    const s = str(input[key]);
    if (s === null) return { problem: `无效的${label}` };
    if (hasForbiddenChars(s)) return { problem: `${label}包含非法字符` };
    const personal = key === 'tax_no' && type === 1 && isPersonalTitle(out.title ?? '');
    const required =
      key === 'title' ||
      (type === 2 && (SPECIAL_REQUIRED as readonly string[]).includes(key)) ||
      (key === 'tax_no' && !personal);
    if (!s) {
      if (required) return { problem: `请输入${label}` };
      out[key] = '';
      continue;
    }
    const r = rule(s);
    if ('problem' in r) return r;
    out[key] = r.value;
  }
  if (type === 2 && isPersonalTitle(out.title ?? '')) return { problem: '增值税专用发票不能开具给个人' };
  return { value: { ...(out as Omit<TitleInput, 'type'>), type } };
}

/** A project name (开票内容): INVOICE_PROJECT_LIMIT characters. */
export const projectNameField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = str(v);
      const r =
        s === null
          ? { problem: '无效的开票内容' }
          : !s
            ? { problem: '请输入开票内容' }
            : text('开票内容', INVOICE_PROJECT_LIMIT)(s);
      if ('value' in r && !hasForbiddenChars(r.value)) return r.value;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: 'problem' in r ? r.problem : '开票内容包含非法字符',
      });
      return z.NEVER;
    });
