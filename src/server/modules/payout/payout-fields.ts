import { z } from 'zod';
import { PAYEE_BANK_LIMITS } from '../../../core/rules/payee-bank';
import { PAYOUT_LIMITS } from '../../../core/rules/payout-states';
import { isBankAccount, isDebitCard, isPersonName } from '../../../core/validators';
import { isIdCard, normalizeIdCard } from '../../../core/validators/id-card';
import { mobileField, textField, toPositiveInt } from '../../lib/validation';
import { boundedText, creditCodeField } from '../user-sgs/company-fields';

/**
 * The fields of the account applications, each refused with its own Chinese reason. Card and
 * identity numbers come back from here normalised and are masked by the service before storing;
 * a refusal never repeats them.
 */
const stringOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const refused = (ctx: z.RefinementCtx, v: unknown, message: string) => {
  ctx.issues.push({ code: 'custom', input: v, message });
  return z.NEVER;
};

/** A value checked by `ok` after normalising, `请输入…` when absent, `…不正确` otherwise. */
const checked = (label: string, normalize: (s: string) => string, ok: (s: string) => boolean, bad?: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = normalize(stringOf(v));
      if (!s) return refused(ctx, v, `请输入${label}`);
      return ok(s) ? s : refused(ctx, v, bad ?? `${label}不正确，请核对`);
    });

const personName = (label: string) =>
  checked(
    label,
    (s) => s.trim(),
    (s) =>
      isPersonName(s) &&
      [...s].length >= PAYOUT_LIMITS.person_name[0] &&
      [...s].length <= PAYOUT_LIMITS.person_name[1],
    `${label}应为2-30个字的真实姓名`,
  );
const idNumber = (label: string) => checked(label, normalizeIdCard, (s) => isIdCard(s));
const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

const upload = (missing: string, bad: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => toPositiveInt(v) ?? refused(ctx, v, v ? bad : missing));

const code = (label: string, re: RegExp) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = stringOf(v).trim();
      if (v === undefined || v === null || v === '') return refused(ctx, v, `请选择${label}`);
      return re.test(s) ? s : refused(ctx, v, `所选${label}不存在`);
    });

const settlement = {
  bank_code: code('开户银行', /^\d{3}$/),
  province_code: code('开户省份', /^\d{2,12}$/),
  city_code: code('开户城市', /^\d{2,12}$/),
};

export const companyFields = {
  ...settlement,
  org_name: boundedText('企业名称', PAYOUT_LIMITS.org_name),
  credit_code: creditCodeField(),
  legal_person: personName('法定代表人姓名'),
  legal_id_no: idNumber('法定代表人身份证号'),
  contact_mobile: mobileField(),
  licence_id: upload('请上传营业执照', '无效的营业执照'),
  // corporate (对公) account numbers do not all follow Luhn: 8–30 digits is all that is asked
  bank_account: checked('对公银行账号', digitsOnly, isBankAccount, '对公银行账号应为8-30位数字'),
};

export const microFields = {
  ...settlement,
  real_name: personName('真实姓名'),
  id_no: idNumber('身份证号'),
  mobile: mobileField(),
  id_front_id: upload('请上传身份证人像面', '无效的身份证人像面照片'),
  id_back_id: upload('请上传身份证国徽面', '无效的身份证国徽面照片'),
  // a personal UnionPay debit card: 16–19 digits with the Luhn check digit right
  bank_account: checked('银行卡号', digitsOnly, isDebitCard, '银行卡号不正确，请核对16-19位借记卡号'),
};

export const zoneQuery = {
  parent_code: z
    .unknown()
    .optional()
    .transform((v) => stringOf(v).trim()),
};
export const bankQuery = { keyword: textField('关键词', 20, false) };

/** A bank account for payouts by 财务 (expert_bank_account/save): any bank's 8–30 digit number. */
export const bankAccountFields = {
  holder_name: boundedText('户名', PAYEE_BANK_LIMITS.holder_name),
  bank_name: boundedText('开户行', PAYEE_BANK_LIMITS.bank_name),
  account_no: checked('银行账号', digitsOnly, isBankAccount, '银行账号应为8-30位数字'),
};
