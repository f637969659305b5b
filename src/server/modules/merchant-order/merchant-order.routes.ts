import { z } from 'zod';
import { NOTE_MAX, REPORT_FACT_LIMITS } from '../../../core/rules/fulfilment';
import { ORDER_STATUSES } from '../../../core/rules/order-states';
import { ok } from '../../lib/envelope';
import type { HandlerContext, Handlers } from '../../lib/handler';
import {
  idField,
  optionalEnumField,
  optionalIdField,
  type RequestSchema,
  textField,
  validate,
} from '../../lib/validation';
import { deliver, issueReport, receiveSample, startTest } from '../fulfilment/fulfilment.service';
import { reportNoField } from '../fulfilment/fulfilment-fields';
import { labOrder, labOrderDetail, listLabOrders } from './merchant-order.service';

const listQuery = z.object({
  status: optionalEnumField('订单状态', ORDER_STATUSES),
  keyword: textField('订单号', 40, false),
}) satisfies RequestSchema<'merchant_order/get'>;
const byId = z.object({ id: idField('订单ID') }) satisfies RequestSchema<'merchant_order/info'>;
const receiveBody = z.object({
  id: idField('订单ID'),
  note: textField('样品状况', NOTE_MAX),
}) satisfies RequestSchema<'merchant_order/receiveSample'>;
const reportBody = z.object({
  id: idField('订单ID'),
  report_no: reportNoField(),
  file_id: idField('报告文件'),
  sample_name: textField('样品名称', REPORT_FACT_LIMITS.sampleName, false),
  standard: textField('检测依据', REPORT_FACT_LIMITS.standard, false),
  conclusion: textField('检测结论', REPORT_FACT_LIMITS.conclusion, false),
}) satisfies RequestSchema<'merchant_order/issueReport'>;
const deliverBody = z.object({
  id: idField('订单ID'),
  note: textField('交付说明', NOTE_MAX),
  file_id: optionalIdField('交付文件'),
}) satisfies RequestSchema<'merchant_order/deliver'>;

/** The order as it is after a step, for the lab's page to show at once. */
const after = async ({ db, me, app }: HandlerContext, id: number, message: string) =>
  ok({ info: await labOrderDetail(db, me(), id, app.paySecret) }, message);

/** The lab's side of its orders: only its own shop's (labOrder), steps by the state table. */
export const handlers: Handlers = {
  'merchant_order/get': async ({ db, me, input, paging }) => {
    const q = validate(listQuery, input);
    return ok(await listLabOrders(db, me(), q, paging), '获取成功');
  },
  'merchant_order/info': async (ctx) => {
    const { id } = validate(byId, ctx.input);
    return after(ctx, id, '获取成功');
  },
  'merchant_order/receiveSample': async (ctx) => {
    const b = validate(receiveBody, ctx.input);
    const order = await labOrder(ctx.db, ctx.me(), b.id);
    await receiveSample(ctx.db, order.id, b.note);
    return after(ctx, order.id, '已确认收样');
  },
  'merchant_order/startTest': async (ctx) => {
    const { id } = validate(byId, ctx.input);
    const order = await labOrder(ctx.db, ctx.me(), id);
    await startTest(ctx.db, order.id);
    return after(ctx, order.id, '已开始检测');
  },
  'merchant_order/issueReport': async (ctx) => {
    const b = validate(reportBody, ctx.input);
    const order = await labOrder(ctx.db, ctx.me(), b.id);
    await issueReport(ctx.db, ctx.app.storage, ctx.me().userId, order.id, b.report_no, b.file_id, {
      sampleName: b.sample_name,
      standard: b.standard,
      conclusion: b.conclusion,
    });
    return after(ctx, order.id, '检测报告已出具');
  },
  'merchant_order/deliver': async (ctx) => {
    const b = validate(deliverBody, ctx.input);
    const order = await labOrder(ctx.db, ctx.me(), b.id);
    await deliver(ctx.db, ctx.me().userId, order.id, b.note, b.file_id);
    return after(ctx, order.id, '已确认交付');
  },
};
