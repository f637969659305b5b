import { z } from 'zod';
import type { HandlerContext } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema } from '../../lib/validation';
import { smsCodeField } from '../captcha/captcha.fields';
import type { SignInput, SignMeta } from './contract-sign';

/** The SHA-256 the signing page computed over the PDF bytes it showed: 64 hex digits. */
const sha256Field = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
      if (/^[0-9a-f]{64}$/.test(s)) return s;
      ctx.issues.push({ code: 'custom', input: v, message: '请先打开并阅读合同文件后再签署' });
      return z.NEVER;
    });

/** electronic_contract/sign and merchant_contract/sign: the same fields for both parties. */
const signShape = z.object({
  id: idField('合同ID'),
  code: smsCodeField(),
  sha256: sha256Field(),
  seal_id: optionalIdField('签章ID'),
}) satisfies RequestSchema<'electronic_contract/sign' | 'merchant_contract/sign'>;

export const signBody = signShape.transform(
  (b): SignInput => ({ id: b.id, code: b.code, sha256: b.sha256, sealId: b.seal_id ?? null }),
);

/** Where a signature came from: the caller's address and browser, as the signature page lists them. */
export const signMeta = (ctx: HandlerContext): SignMeta => ({
  ip: ctx.ip,
  userAgent: (ctx.c.req.header('user-agent') ?? '').replace(/[^\x20-\x7e\u00a0-\uffff]/g, ' '),
});
