import { z } from 'zod';
import { UPLOAD_MESSAGES } from '../../../core/rules/certification';
import { ok, refuse, tooMany } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { hit } from '../../lib/rate-limit';
import { type RequestSchema, validate } from '../../lib/validation';
import { saveUpload, toUploaded } from './attachment.service';

/** The multipart form's `file`: a file part, nothing else. */
const uploadForm = z.object({
  file: z
    .unknown()
    .optional()
    .transform((v, ctx): Blob => {
      if (v instanceof Blob) return v;
      ctx.issues.push({ code: 'custom', input: v, message: UPLOAD_MESSAGES.missing });
      return z.NEVER;
    }),
}) satisfies RequestSchema<'attachment/uploadOne'>;

export const handlers: Handlers = {
  'attachment/uploadOne': async ({ db, me, c, app }) => {
    const { userId } = me();
    const rule = app.limits.uploadPerUser;
    if ((await hit(db, `upload:user:${userId}`, rule)) > rule.limit) tooMany();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) refuse(UPLOAD_MESSAGES.missing);
    const form = await c.req.formData().catch(() => refuse(UPLOAD_MESSAGES.missing));
    const { file } = validate(uploadForm, { file: form.get('file') ?? undefined });
    const row = await saveUpload(db, app.storage, userId, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      name: file instanceof File ? file.name : '',
    });
    return ok(toUploaded(row, app.paySecret), '上传成功');
  },
};
