import { z } from 'zod';

/** Shop nav items 1–6, as a list; duplicates are folded, anything else refused. */
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
