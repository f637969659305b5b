import { z } from 'zod';
import type { RequestOf } from '../../../core/api/contract/api';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import { list, ok, refuse } from '../../lib/envelope';
import { fileLink } from '../../lib/file-links';
import type { Handlers } from '../../lib/handler';
import { flagField, idField, optionalIdField, type RequestSchema, validate } from '../../lib/validation';
import { addTitle, deleteTitle, editTitle, listTitles, setDefaultTitle } from './invoice.service';
import { checkTitle, projectNameField, type TitleInput } from './invoice-fields';
import { loadInvoiceDocument } from './invoice-pdf';
import { addProject, deleteProject, listProjects, listTaxes } from './invoice-project.service';

/** A schema of some fields of I's request: checkTitle checks the title's own (TitleInput). */
type PartOf<I extends EndpointId, K extends keyof RequestOf<I>> = z.ZodType<Pick<RequestOf<I>, K>, unknown>;

type ByTitle = 'user_invoice/edit' | 'user_invoice/delete' | 'user_invoice/setDefault';
const titleId = z.object({ id: idField('发票抬头ID') }) satisfies PartOf<ByTitle, 'id'>;
const invoiceId = z.object({ id: idField('发票ID') }) satisfies RequestSchema<'order_invoice/download'>;
const projectId = z.object({ id: idField('开票内容ID') }) satisfies RequestSchema<'invoice_project/delete'>;
const projectBody = z.object({
  name: projectNameField(),
  tax_id: optionalIdField('税目'),
}) satisfies RequestSchema<'invoice_project/add'>;
const defaultFlag = z.object({ is_default: flagField() }) satisfies PartOf<'user_invoice/add', 'is_default'>;

const title = (input: Record<string, unknown>): TitleInput => {
  const r = checkTitle(input);
  return 'problem' in r ? refuse(r.problem) : r.value;
};

export const handlers: Handlers = {
  'user_invoice/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listTitles(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'user_invoice/add': async ({ db, me, input }) => {
    const makeDefault = validate(defaultFlag, input).is_default === true;
    return ok(await addTitle(db, me().userId, title(input), makeDefault), '发票抬头已添加');
  },
  'user_invoice/edit': async ({ db, me, input }) => {
    const { id } = validate(titleId, input);
    return ok(await editTitle(db, me().userId, id, title(input)), '发票抬头已保存');
  },
  'user_invoice/delete': async ({ db, me, input }) => {
    await deleteTitle(db, me().userId, validate(titleId, input).id);
    return ok(null, '发票抬头已删除');
  },
  'user_invoice/setDefault': async ({ db, me, input }) => {
    await setDefaultTitle(db, me().userId, validate(titleId, input).id);
    return ok(null, '已设为默认抬头');
  },
  'order_invoice/download': async ({ db, me, input, app }) => {
    const { id } = validate(invoiceId, input);
    const doc = await loadInvoiceDocument(db, { id }, me().userId);
    if (!doc) refuse('发票不存在或尚未开具');
    return ok({ url: fileLink(app.paySecret, 'invoice', id) }, '获取成功');
  },
  'invoice_tax/get': async ({ db }) => {
    const taxes = await listTaxes(db);
    return list(taxes, taxes.length, 1, taxes.length);
  },
  'invoice_project/get': async ({ db, me }) => {
    const projects = await listProjects(db, me().userId);
    return list(projects, projects.length, 1, projects.length);
  },
  'invoice_project/add': async ({ db, me, input }) => {
    const { name, tax_id } = validate(projectBody, input);
    return ok(await addProject(db, me().userId, name, tax_id), '开票内容已添加');
  },
  'invoice_project/delete': async ({ db, me, input }) => {
    // the built-in projects carry negative ids: say why they cannot go rather than 无效的…ID
    if (Number(input.id) < 0) refuse('默认开票内容不能删除');
    await deleteProject(db, me().userId, validate(projectId, input).id);
    return ok(null, '开票内容已删除');
  },
};
