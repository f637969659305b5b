import { z } from 'zod';
import {
  EXPERT_CERT_LIMITS,
  EXPERT_INVOICE_TYPES,
  EXPERT_RECORD_TYPES,
  type ExpertInvoiceType,
  type ExpertRecordType,
} from '../../../core/rules/expert';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { boundedText } from '../user-sgs/company-fields';
import { center, listClientOrders, listClients } from './expert-client.service';
import {
  idCardField,
  idListField,
  pastDateField,
  requestNoField,
  withdrawAmountField,
  yuanField,
} from './expert-fields';
import { listRecords, statics } from './expert-funds.service';
import { addInvoice, deleteInvoice, editInvoice, listInvoices } from './expert-invoice.service';
import { toRecord } from './expert-ledger';
import { loadProfile, submitExpertCert, toCertification } from './expert-sgs.service';
import { simulatePayouts, withdraw } from './expert-withdraw';

const L = EXPERT_CERT_LIMITS;
const certBody = z.object({
  real_name: boundedText('真实姓名', L.real_name),
  id_no: idCardField(),
  title: boundedText('职称', L.title),
  field_ids: idListField('专业领域', L.fields),
  organization: boundedText('工作单位', L.organization),
  certificate_ids: idListField('资质证书', L.certificates),
}) satisfies RequestSchema<'expert_sgs/update'>;

const recordQuery = z.object({
  type: field.optionalEnum<ExpertRecordType>('记录类型', EXPERT_RECORD_TYPES),
  month: field.optionalMonth(),
});
const getQuery = recordQuery satisfies RequestSchema<'expert_amount_record/get'>;
const staticsQuery = recordQuery satisfies RequestSchema<'expert_amount_record/statics'>;
const withdrawBody = z.object({
  amount: withdrawAmountField(),
  request_no: requestNoField(),
  invoice_id: field.optionalId('发票'),
}) satisfies RequestSchema<'expert_amount_record/withdraw'>;

const ordersQuery = z.object({
  client_id: field.optionalId('客户'),
}) satisfies RequestSchema<'expert_client/orders'>;

const invoiceFields = {
  type: field.enum<ExpertInvoiceType>('发票类型', Object.keys(EXPERT_INVOICE_TYPES) as ExpertInvoiceType[]),
  invoice_no: z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      if (/^(\d{8}|\d{20})$/.test(s)) return s;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: s ? '发票号码应为8位或20位数字' : '请输入发票号码',
      });
      return z.NEVER;
    }),
  amount: yuanField('发票金额', 1, 1_000_000),
  issued_on: pastDateField('开票日期'),
  attachment_id: field.id('发票文件'),
  remark: field.text('备注', 200, false),
};
const invoiceBody = z.object(invoiceFields) satisfies RequestSchema<'expert_invoice/add'>;
const invoiceEditBody = z.object({
  id: field.id('发票'),
  ...invoiceFields,
}) satisfies RequestSchema<'expert_invoice/edit'>;
const byId = z.object({ id: field.id('发票') }) satisfies RequestSchema<'expert_invoice/delete'>;
const invoiceQuery = z.object({ unused: field.flag() }) satisfies RequestSchema<'expert_invoice/get'>;

const asFields = (b: z.output<typeof invoiceBody>) => ({ ...b, amountFen: b.amount });

export const handlers: Handlers = {
  'expert_sgs/info': async ({ db, me, app }) => {
    const row = await loadProfile(db, me().userId);
    return ok({ info: await toCertification(db, app.paySecret, row) }, '获取成功');
  },
  'expert_sgs/update': async ({ db, me, input, app }) => {
    const fields = validate(certBody, input);
    const row = await loadProfile(db, me().userId);
    const saved = await submitExpertCert(db, row, fields);
    return ok({ info: await toCertification(db, app.paySecret, saved) }, '认证资料已提交，请等待审核');
  },
  'expert_amount_record/get': async ({ db, me, input, paging, app }) => {
    const f = validate(getQuery, input);
    // the simulated provider pays on its own; without one, 财务 marks each withdrawal paid
    if (app.payout) await simulatePayouts(db, me().userId);
    const { list: rows, total } = await listRecords(db, me().userId, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'expert_amount_record/statics': async ({ db, me, input }) => {
    const f = validate(staticsQuery, input);
    return ok(await statics(db, me().userId, f), '获取成功');
  },
  'expert_amount_record/withdraw': async ({ db, me, input, app }) => {
    const b = validate(withdrawBody, input);
    const row = await withdraw(
      db,
      me().userId,
      { amountFen: b.amount, requestNo: b.request_no, invoiceId: b.invoice_id },
      app.payout,
    );
    return ok(toRecord(row), '提现申请已提交，预计1-3个工作日到账');
  },
  'expert_client/get': async ({ db, me, paging }) => {
    const { list: rows, total } = await listClients(db, me().userId, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'expert_client/orders': async ({ db, me, input, paging }) => {
    const { client_id } = validate(ordersQuery, input);
    const { list: rows, total } = await listClientOrders(db, me().userId, client_id, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'expert/center': async ({ db, me, app }) => ok(await center(db, me().userId, app.payout), '获取成功'),
  'expert_invoice/get': async ({ db, me, input, paging, app }) => {
    const { unused } = validate(invoiceQuery, input);
    const { list: rows, total } = await listInvoices(db, app.paySecret, me().userId, !!unused, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'expert_invoice/add': async ({ db, me, input, app }) => {
    const b = validate(invoiceBody, input);
    return ok(await addInvoice(db, app.paySecret, me().userId, asFields(b)), '发票已添加');
  },
  'expert_invoice/edit': async ({ db, me, input, app }) => {
    const b = validate(invoiceEditBody, input);
    return ok(await editInvoice(db, app.paySecret, me().userId, b.id, asFields(b)), '发票已修改');
  },
  'expert_invoice/delete': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await deleteInvoice(db, me().userId, id);
    return ok(null, '发票已删除');
  },
};
