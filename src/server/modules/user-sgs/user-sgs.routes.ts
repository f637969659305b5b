import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { type RequestSchema, validate } from '../../lib/validation';
import { certificationFields } from './company-fields';
import { loadCertification, moveOrRefuse, submitCertification, toCertification } from './user-sgs.service';

const applyBody = z.object(certificationFields) satisfies RequestSchema<'user_sgs/update'>;
// modifyData sends only what changes: it is merged over the current data, then checked whole
const modifyBody = applyBody satisfies RequestSchema<'user_sgs/modifyData'>;

const present = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const handlers: Handlers = {
  'user_sgs/info': async ({ db, me, app }) => {
    const row = await loadCertification(db, me().userId);
    return ok({ info: await toCertification(db, app.paySecret, row) }, '获取成功');
  },
  'user_sgs/update': async ({ db, me, input, app }) => {
    const { userId } = me();
    const fields = validate(applyBody, input);
    const row = await loadCertification(db, userId);
    const saved = await submitCertification(db, userId, row, 'apply', fields);
    return ok({ info: await toCertification(db, app.paySecret, saved) }, '认证资料已提交，请等待审核');
  },
  'user_sgs/modifyData': async ({ db, me, input, app }) => {
    const { userId } = me();
    const row = await loadCertification(db, userId);
    moveOrRefuse(row, 'modify'); // say why nothing can change before judging the fields
    const current = row && {
      org_name: row.orgName,
      credit_code: row.creditCode,
      legal_person: row.legalPerson,
      contact_name: row.contactName,
      contact_mobile: row.contactMobile,
      address: row.address,
      licence_id: row.licenceId,
    };
    const fields = validate(modifyBody, { ...current, ...present(input) });
    const saved = await submitCertification(db, userId, row, 'modify', fields);
    return ok({ info: await toCertification(db, app.paySecret, saved) }, '认证资料已修改，请等待审核');
  },
};
