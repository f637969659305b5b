import { z } from 'zod';
import { WITHDRAW_MAX, WITHDRAW_MIN } from '../../../core/rules/expert';
import { isIdCard, normalizeIdCard } from '../../../core/validators/id-card';
import { missing, toPositiveInt } from '../../lib/validation';

/** 身份证号码 (GB 11643): 18 characters whose last is the check character; stored normalised. */
export const idCardField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? normalizeIdCard(v) : '';
      if (isIdCard(s)) return s;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: !s ? '请输入身份证号码' : '身份证号码不正确，请核对18位号码',
      });
      return z.NEVER;
    });

/** A list of ids (JSON array or `1,2,3`), `min`..`max` of them, repeats dropped. */
export const idListField = (label: string, [min, max]: readonly [number, number]) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      const parts = Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : [];
      const ids = parts.map(toPositiveInt);
      if (parts.length < min) ctx.issues.push({ code: 'custom', input: v, message: `请选择${label}` });
      else if (parts.length > max)
        ctx.issues.push({ code: 'custom', input: v, message: `${label}最多${max}个` });
      else if (ids.some((n) => n === null))
        ctx.issues.push({ code: 'custom', input: v, message: `无效的${label}` });
      else return [...new Set(ids as number[])];
      return z.NEVER;
    });

/** Yuan with at most two decimals, within [min, max]; answered in fen. */
export const yuanField = (label: string, min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (missing(v) || !s) {
        ctx.issues.push({ code: 'custom', input: v, message: `请输入${label}` });
        return z.NEVER;
      }
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) {
        ctx.issues.push({ code: 'custom', input: v, message: `${label}应为数字，最多两位小数` });
        return z.NEVER;
      }
      const fen = Math.round(Number(s) * 100);
      if (fen < min * 100 || fen > max * 100) {
        ctx.issues.push({ code: 'custom', input: v, message: `${label}应在 ${min} 至 ${max} 元之间` });
        return z.NEVER;
      }
      return fen;
    });

export const withdrawAmountField = () => yuanField('提现金额', WITHDRAW_MIN, WITHDRAW_MAX);

/** The page's own number for one withdrawal attempt (a UUID or similar). */
export const requestNoField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v === 'string' && /^[A-Za-z0-9-]{8,40}$/.test(v)) return v;
      ctx.issues.push({ code: 'custom', input: v, message: missing(v) ? '缺少请求编号' : '无效的请求编号' });
      return z.NEVER;
    });

/** YYYY-MM-DD, a real date not in the future. */
export const pastDateField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim() : '';
      const d = new Date(`${s}T00:00:00+08:00`);
      const real = /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().length > 0;
      if (real && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s && d.getTime() <= Date.now())
        return s;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: missing(v) ? `请选择${label}` : `无效的${label}`,
      });
      return z.NEVER;
    });
