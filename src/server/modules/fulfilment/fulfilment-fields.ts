import { z } from 'zod';
import { courierError, reportNoError, waybillError } from '../../../core/rules/fulfilment';
import { hasForbiddenChars } from '../../lib/validation';

/** A text checked by one of the core fulfilment rules (its message, or none). */
const ruled = (check: (s: string) => string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      const message = hasForbiddenChars(s) ? '包含非法字符' : check(s);
      if (!message) return s;
      ctx.issues.push({ code: 'custom', input: v, message });
      return z.NEVER;
    });

export const courierField = () => ruled(courierError);
export const waybillField = () => ruled((s) => waybillError(s.toUpperCase()));
export const reportNoField = () => ruled(reportNoError);
