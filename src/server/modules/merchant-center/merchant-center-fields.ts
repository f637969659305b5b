import { z } from 'zod';

/** Shop nav items 1–6 (spec §2), as a list; duplicates are folded, anything else refused. */
export const navField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      const list = v === undefined || v === null ? [] : v;
      if (Array.isArray(list) && list.length <= 6) {
        const nums = list.map((x) => (typeof x === 'string' && /^\d$/.test(x) ? Number(x) : x));
        if (nums.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6))
          return [...new Set(nums as number[])];
      }
      ctx.issues.push({ code: 'custom', input: v, message: '无效的店铺导航' });
      return z.NEVER;
    });

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
export const dateField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim() : '';
      const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : null;
      if (d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s) return s;
      ctx.issues.push({ code: 'custom', input: v, message: s ? `${label}格式不正确` : `请选择${label}` });
      return z.NEVER;
    });

/** Rich text from the editor: a bounded string; the sanitizer decides what survives. */
export const richTextField = (label: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (v === undefined || v === null) return '';
      if (typeof v === 'string' && v.length <= max) return v;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: typeof v === 'string' ? `${label}不能超过${max}个字符` : `无效的${label}`,
      });
      return z.NEVER;
    });
