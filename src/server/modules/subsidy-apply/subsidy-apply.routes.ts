import { z } from 'zod';
import { SUBSIDY_APPLY_LIMITS } from '../../../core/rules/subsidy-apply';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, toPositiveInt, validate } from '../../lib/validation';
import { boundedText } from '../user-sgs/company-fields';
import { addApplication, editApplication, listApplications } from './subsidy-apply.service';

/** The uploads, one per document the programme asks for (the service checks the count). */
const attachmentIds = z
  .unknown()
  .optional()
  .transform((v, ctx): number[] => {
    const ids = Array.isArray(v) ? v.map(toPositiveInt) : [];
    if (ids.length && ids.length <= 10 && ids.every((n) => n !== null)) return ids as number[];
    ctx.issues.push({
      code: 'custom',
      input: v,
      message: Array.isArray(v) && v.length ? '无效的申请材料' : '请上传申请材料',
    });
    return z.NEVER;
  });

const fields = {
  company_name: boundedText('申请企业', SUBSIDY_APPLY_LIMITS.company_name),
  contact: boundedText('联系人', SUBSIDY_APPLY_LIMITS.contact),
  mobile: field.mobile(),
  remark: field.text('备注', SUBSIDY_APPLY_LIMITS.remark[1], false),
  attachment_ids: attachmentIds,
};

const addBody = z.object({
  subsidy_id: field.id('补贴政策'),
  order_id: field.id('订单'),
  ...fields,
}) satisfies RequestSchema<'subsidy_user_apply/add'>;
const editBody = z.object({
  id: field.id('补贴申请ID'),
  ...fields,
}) satisfies RequestSchema<'subsidy_user_apply/edit'>;

export const handlers: Handlers = {
  'subsidy_user_apply/get': async ({ db, me, paging, app }) => {
    const found = await listApplications(db, app.paySecret, me().userId, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },
  'subsidy_user_apply/add': async ({ db, me, input }) => {
    const { subsidy_id, order_id, ...rest } = validate(addBody, input);
    const id = await addApplication(db, me().userId, subsidy_id, order_id, rest);
    return ok({ id }, '补贴申请已提交，请等待审核');
  },
  'subsidy_user_apply/edit': async ({ db, me, input }) => {
    const { id, ...rest } = validate(editBody, input);
    await editApplication(db, me().userId, id, rest);
    return ok(null, '补贴申请已修改，请等待审核');
  },
};
