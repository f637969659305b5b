import { z } from 'zod';
import { CERT_LIMITS } from '../../../core/rules/certification';
import { isCreditCode, normalizeTaxNumber } from '../../../core/validators/tax-number';
import { mobileField, textField, toPositiveInt } from '../../lib/validation';

/** Text with a lower bound as well (the shared textField has only the upper one). */
export const boundedText = (label: string, [min, max]: readonly [number, number]) =>
  textField(label, max).refine((s) => [...s].length >= min, { message: `${label}至少${min}个字` });

/** 统一社会信用代码 (GB 32100-2015), its check character included; stored normalised. */
export const creditCodeField = (invalid = '统一社会信用代码不正确，请核对18位代码') =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? normalizeTaxNumber(v) : '';
      if (isCreditCode(s)) return s;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: !s ? '请输入统一社会信用代码' : invalid,
      });
      return z.NEVER;
    });

/** A company as the buyer's company list (user_merchant) keeps it. */
export const companyFields = {
  org_name: boundedText('企业名称', CERT_LIMITS.org_name),
  credit_code: creditCodeField(),
  contact_name: boundedText('联系人', CERT_LIMITS.contact_name),
  contact_mobile: mobileField(),
};

/** What enterprise certification (user_sgs) asks: the company, its representative, the licence. */
export const certificationFields = {
  ...companyFields,
  legal_person: boundedText('法定代表人', CERT_LIMITS.legal_person),
  address: boundedText('企业地址', CERT_LIMITS.address),
  licence_id: z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = toPositiveInt(v);
      if (n !== null) return n;
      ctx.issues.push({ code: 'custom', input: v, message: v ? '无效的营业执照' : '请上传营业执照' });
      return z.NEVER;
    }),
};
