import { ok, tooMany } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { hit } from '../../lib/rate-limit';
import { saveUpload, toUploaded } from './attachment.service';
import { uploadedFile } from './upload-form';

export const handlers: Handlers = {
  'attachment/uploadOne': async ({ db, me, c, app }) => {
    const { userId } = me();
    const rule = app.limits.uploadPerUser;
    if ((await hit(db, `upload:user:${userId}`, rule)) > rule.limit) tooMany();
    const row = await saveUpload(db, app.storage, userId, await uploadedFile(c));
    return ok(toUploaded(row, app.paySecret), '上传成功');
  },
};
