import { z } from 'zod';
import { textField } from '../../lib/validation';

export const BAD_AMOUNT = '请输入到账金额（元，最多两位小数）';
export const BAD_SERIAL = '请输入正确的银行流水号（4–64 位字母、数字或 -）';
export const BAD_ACCOUNT_NO = '收款账号应为 8–32 位数字';

/** An amount in yuan as 财务 types it from the statement (12000, "12000.00", "12,000.5"): fen. */
export const yuanField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/,/g, '') : '';
      if (/^\d{1,9}(\.\d{1,2})?$/.test(s)) {
        const [int, dec = ''] = s.split('.');
        const fen = Number(int) * 100 + Number(dec.padEnd(2, '0'));
        if (fen > 0) return fen;
      }
      ctx.issues.push({ code: 'custom', input: v, message: BAD_AMOUNT });
      return z.NEVER;
    });

/** The bank's serial number (流水号) of a transfer received or paid. */
export const serialField = () =>
  textField('银行流水号', 64).refine((s) => /^[0-9A-Za-z-]{4,64}$/.test(s), BAD_SERIAL);

/** A bank account number: digits, spaces as written on a card or a licence are dropped. */
export const accountNoField = () =>
  textField('收款账号', 40)
    .transform((s) => s.replace(/\s+/g, ''))
    .refine((s) => /^\d{8,32}$/.test(s), BAD_ACCOUNT_NO);
