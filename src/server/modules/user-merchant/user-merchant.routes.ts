import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema, validate } from '../../lib/validation';
import { companyFields } from '../user-sgs/company-fields';
import { deleteCompany, listCompanies, saveCompany, setDefaultCompany } from './user-merchant.service';

const editBody = z.object({
  id: optionalIdField('商户ID'),
  ...companyFields,
}) satisfies RequestSchema<'user_merchant/edit'>;
const byId = z.object({ id: idField('商户ID') }) satisfies RequestSchema<
  'user_merchant/setDefault' | 'user_merchant/delete'
>;

export const handlers: Handlers = {
  'user_merchant/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listCompanies(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'user_merchant/edit': async ({ db, me, input }) => {
    const { id, ...fields } = validate(editBody, input);
    return ok(await saveCompany(db, me().userId, id, fields), id ? '商户已修改' : '商户已添加');
  },
  'user_merchant/setDefault': async ({ db, me, input }) => {
    await setDefaultCompany(db, me().userId, validate(byId, input).id);
    return ok(null, '已设为默认商户');
  },
  'user_merchant/delete': async ({ db, me, input }) => {
    await deleteCompany(db, me().userId, validate(byId, input).id);
    return ok(null, '商户已删除');
  },
};
