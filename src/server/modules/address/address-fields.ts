import { z } from 'zod';
import { ADDRESS_LIMITS } from '../../../core/rules/field-limits';
import { charCount, isPersonName, isPhone, phoneDigits } from '../../../core/validators';
import { MESSAGES } from '../../lib/envelope';
import { textField } from '../../lib/validation';

type Field<T> = z.ZodType<T, unknown>;

/** Runs a field only when the key was sent: edit keeps what it was not given. */
export const maybe = <T>(field: Field<T>) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T | undefined => {
      if (v === undefined) return undefined;
      const r = field.safeParse(v);
      if (r.success) return r.data;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: r.error.issues[0]?.message ?? MESSAGES.badParams,
      });
      return z.NEVER;
    });

/** A text of min–max characters (code points) on top of textField's checks. */
export const sizedText = (
  label: string,
  min: number,
  max: number,
  pattern?: (s: string) => boolean,
  patternMessage?: string,
) =>
  textField(label, max).transform((s, ctx): string => {
    if (charCount(s) < min) {
      ctx.issues.push({ code: 'custom', input: s, message: `${label}至少${min}个字` });
      return z.NEVER;
    }
    if (pattern && !pattern(s)) {
      ctx.issues.push({ code: 'custom', input: s, message: patternMessage ?? `${label}格式不正确` });
      return z.NEVER;
    }
    return s;
  });

export const consigneeField = () =>
  sizedText('收货人姓名', ...ADDRESS_LIMITS.consignee, isPersonName, '收货人姓名只能包含文字');

export const addressMobileField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' || typeof v === 'number' ? phoneDigits(String(v)) : '';
      if (isPhone(s)) return s;
      ctx.issues.push({ code: 'custom', input: v, message: s ? '请输入正确的手机号' : '请输入手机号' });
      return z.NEVER;
    });

export const detailField = () => sizedText('详细地址', ...ADDRESS_LIMITS.detail);

/** Zone codes are digit strings: 2 for provinces, 4 cities, 6 districts, 9 streets. */
export const zoneCodeField = (label: string, required = true) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (v === undefined || v === null || v === '') {
        if (!required) return '';
        ctx.issues.push({ code: 'custom', input: v, message: `请选择${label}` });
        return z.NEVER;
      }
      const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      if (/^\d{2,12}$/.test(s)) return s;
      ctx.issues.push({ code: 'custom', input: v, message: `无效的${label}` });
      return z.NEVER;
    });
