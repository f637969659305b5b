import type { Context } from 'hono';
import { z } from 'zod';
import { UPLOAD_MESSAGES } from '../../../core/rules/certification';
import { refuse } from '../../lib/envelope';
import { type RequestSchema, validate } from '../../lib/validation';

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
}) satisfies RequestSchema<'attachment/uploadOne'> & RequestSchema<'operator_upload/image'>;

/** The uploaded file of a multipart request, as bytes and its name; refuses a request without one. */
export async function uploadedFile(c: Context): Promise<{ bytes: Uint8Array; name: string }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) refuse(UPLOAD_MESSAGES.missing);
  const form = await c.req.formData().catch(() => refuse(UPLOAD_MESSAGES.missing));
  const { file } = validate(uploadForm, { file: form.get('file') ?? undefined });
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file instanceof File ? file.name : '' };
}
