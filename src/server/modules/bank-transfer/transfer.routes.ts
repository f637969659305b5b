import { z } from 'zod';
import { TRANSFER_STATES } from '../../../core/api/contract/models-transfer';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { actorOf } from '../operator/operator.routes';
import { collectionAccountView, setCollectionAccount } from './collection-account';
import { listPayouts, markPayoutPaid } from './payout-queue.service';
import { listRefunds, markRefunded } from './refund-queue.service';
import { declareTransfer, transferInfo } from './transfer.service';
import { accountNoField, serialField, yuanField } from './transfer-fields';
import { confirmTransfer, listTransfers, rejectTransfer } from './transfer-finance.service';

const byOrder = z.object({ id: field.id('订单ID') }) satisfies RequestSchema<'pay/transferInfo'>;
const declareBody = z.object({
  id: field.id('订单ID'),
  stage_id: field.id('款项ID'),
  slip_id: field.optionalId('回单文件'),
}) satisfies RequestSchema<'pay/transferDeclare'>;
const accountBody = z.object({
  account_name: field.text('收款户名', 100),
  bank_name: field.text('开户银行', 100),
  account_no: accountNoField(),
}) satisfies RequestSchema<'operator_pay/setAccount'>;
const queueQuery = z.object({
  state: field.enum('状态', [...TRANSFER_STATES, 'all'] as const, 'declared'),
  keyword: field.text('关键词', 50, false),
}) satisfies RequestSchema<'operator_pay/get'>;
const confirmBody = z.object({
  id: field.id('转账记录ID'),
  amount: yuanField(),
  bank_serial: serialField(),
}) satisfies RequestSchema<'operator_pay/confirmTransfer'>;
const rejectBody = z.object({
  id: field.id('转账记录ID'),
  reason: field.text('驳回原因', 200),
}) satisfies RequestSchema<'operator_pay/rejectTransfer'>;
const payoutQuery = z.object({
  state: field.enum('状态', ['processing', 'done', 'all'] as const, 'processing'),
}) satisfies RequestSchema<'operator_payout/get'>;
const markBody = z.object({
  id: field.id('提现记录ID'),
  bank_serial: serialField(),
}) satisfies RequestSchema<'operator_payout/markPaid'>;

const refundQuery = z.object({
  state: field.enum('状态', ['pending', 'done', 'all'] as const, 'pending'),
}) satisfies RequestSchema<'operator_refund/get'>;
const refundBody = z.object({
  id: field.id('退款记录ID'),
  bank_serial: serialField(),
}) satisfies RequestSchema<'operator_refund/markRefunded'>;

export const handlers: Handlers = {
  'pay/transferInfo': async ({ db, me, input, app }) => {
    const { id } = validate(byOrder, input);
    return ok(await transferInfo(db, app.paySecret, me().userId, id), '获取成功');
  },
  'pay/transferDeclare': async ({ db, me, input, app }) => {
    const b = validate(declareBody, input);
    const { info, again } = await declareTransfer(db, app.paySecret, me().userId, {
      orderId: b.id,
      stageId: b.stage_id,
      slipId: b.slip_id,
    });
    return ok(
      info,
      again ? '回单已更新，请等待财务确认' : '已提交汇款信息，财务确认到账后订单将自动进入下一步',
    );
  },
  'operator_pay/account': async ({ db }) => ok({ info: await collectionAccountView(db) }),
  'operator_pay/setAccount': async (ctx) => {
    const b = validate(accountBody, ctx.input);
    const info = await ctx.db.transaction((tx) => setCollectionAccount(tx, actorOf(ctx), b));
    return ok({ info }, '收款账户已保存');
  },
  'operator_pay/get': async ({ db, input, paging, app }) => {
    const f = validate(queueQuery, input);
    const { list: rows, total } = await listTransfers(db, app.paySecret, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_pay/confirmTransfer': async (ctx) => {
    const b = validate(confirmBody, ctx.input);
    const info = await confirmTransfer(ctx.db, ctx.app.paySecret, actorOf(ctx), {
      id: b.id,
      receivedFen: b.amount,
      bankSerial: b.bank_serial,
    });
    return ok({ info }, '已确认到账');
  },
  'operator_pay/rejectTransfer': async (ctx) => {
    const b = validate(rejectBody, ctx.input);
    return ok(
      { info: await rejectTransfer(ctx.db, ctx.app.paySecret, actorOf(ctx), b) },
      '已驳回，买家将收到通知',
    );
  },
  'operator_payout/get': async ({ db, input, paging }) => {
    const f = validate(payoutQuery, input);
    const { list: rows, total } = await listPayouts(db, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_payout/markPaid': async (ctx) => {
    const b = validate(markBody, ctx.input);
    return ok(
      { info: await markPayoutPaid(ctx.db, actorOf(ctx), { id: b.id, bankSerial: b.bank_serial }) },
      '已标记为已打款',
    );
  },
  'operator_refund/get': async ({ db, input, paging }) => {
    const f = validate(refundQuery, input);
    const { list: rows, total } = await listRefunds(db, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_refund/markRefunded': async (ctx) => {
    const b = validate(refundBody, ctx.input);
    return ok(
      { info: await markRefunded(ctx.db, actorOf(ctx), { id: b.id, bankSerial: b.bank_serial }) },
      '已标记为已退款',
    );
  },
};
