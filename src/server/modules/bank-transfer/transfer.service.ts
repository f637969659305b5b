import { and, eq } from 'drizzle-orm';
import {
  TRANSFER_STATE_LABELS,
  type TransferInfo,
  type TransferState,
} from '../../../core/api/contract/models-transfer';
import { nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { bankTransfers, orderEvents, type orderPayPlans, type orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { rmbWords } from '../../lib/rmb-words';
import { findAttachment, ownAttachment, toUploaded } from '../attachment/attachment.service';
import { dueStage, expireOverdue, loadOwnOrder } from '../order/order.service';
import { linkSignature } from '../pay/signing';
import { loadCollectionAccount } from './collection-account';
import { HOLD_MS } from './transfer-hold';
import { newReference } from './transfer-reference';

export type TransferRow = typeof bankTransfers.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type StageRow = typeof orderPayPlans.$inferSelect;

export const NO_ACCOUNT = '平台收款账户尚未设置，暂不能对公转账，请联系平台客服';
export const STAGE_CHANGED = '该款项已支付或已变更，请刷新页面后重试';
export const NOTICE_PURPOSE = 'file-transfer-notice';
/** A notice link lives 10 minutes; the cashier asks for a fresh one each time it loads. */
const NOTICE_TTL_S = 10 * 60;

export const stateOf = (row: TransferRow): TransferState =>
  row.status === 'open' ? 'none' : (row.status as TransferState);

export function noticeUrl(secret: string, transferId: number): string {
  const exp = String(Math.floor(Date.now() / 1000) + NOTICE_TTL_S);
  return `/files/transfer-notice/${transferId}?exp=${exp}&sig=${linkSignature(secret, NOTICE_PURPOSE, transferId, exp)}`;
}

/**
 * The caller's order and the stage it owes now, or the buyer's refusal: not theirs (as missing),
 * not payable in this state, cancelled at its deadline just now, or nothing due.
 */
async function owedStage(
  db: Db,
  userId: number,
  orderId: number,
): Promise<{ order: OrderRow; stage: StageRow }> {
  let order = await loadOwnOrder(db, userId, orderId);
  if (order.status === 'pending_payment' && order.payDeadline.getTime() <= Date.now()) {
    // cancelled now unless a declared transfer holds it (expireOverdue decides, once)
    if (await expireOverdue(db, userId, orderId)) refuse('订单已超过支付期限，已自动取消');
    order = await loadOwnOrder(db, userId, orderId);
  }
  const status = order.status as OrderStatus;
  if (!nextOrderStatus(status, 'pay')) refuse(`订单${ORDER_STATUS_LABELS[status] ?? ''}，无需支付`);
  const stage = (await dueStage(db, orderId)) ?? refuse('该订单暂无待支付款项');
  return { order, stage };
}

/** The stage's transfer row, issuing its reference the first time it is asked for. */
async function transferOf(db: DbOrTx, order: OrderRow, stage: StageRow): Promise<TransferRow> {
  for (let i = 0; i < 4; i++) {
    const [found] = await db.select().from(bankTransfers).where(eq(bankTransfers.planId, stage.id));
    if (found) return found;
    // a clash on the plan (another request issued it) or on the reference: read or draw again
    await db
      .insert(bankTransfers)
      .values({ orderId: order.id, planId: stage.id, userId: order.userId, reference: newReference() })
      .onConflictDoNothing();
  }
  return refuse('汇款识别码生成失败，请重试');
}

async function infoOf(
  db: DbOrTx,
  secret: string,
  order: OrderRow,
  stage: StageRow,
  row: TransferRow,
): Promise<TransferInfo> {
  const account = (await loadCollectionAccount(db)) ?? refuse(NO_ACCOUNT);
  const slip = row.slipId ? await findAttachment(db, row.slipId) : undefined;
  const state = stateOf(row);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    stage_id: stage.id,
    stage: stage.name,
    amount: fenToYuan(stage.amountFen),
    amount_in_words: rmbWords(stage.amountFen),
    reference: row.reference,
    deadline: order.status === 'pending_payment' ? order.payDeadline.toISOString() : '',
    hold_until:
      state === 'declared' && row.declaredAt
        ? new Date(row.declaredAt.getTime() + HOLD_MS).toISOString()
        : '',
    state,
    state_name: TRANSFER_STATE_LABELS[state],
    reason: state === 'rejected' ? row.reason : '',
    declared_at: row.declaredAt?.toISOString() ?? '',
    slip: slip ? toUploaded(slip, secret) : null,
    account,
    notice_url: noticeUrl(secret, row.id),
  };
}

/** pay/transferInfo: the account, the exact amount and the stage's own reference. */
export async function transferInfo(
  db: Db,
  secret: string,
  userId: number,
  orderId: number,
): Promise<TransferInfo> {
  const { order, stage } = await owedStage(db, userId, orderId);
  if (!(await loadCollectionAccount(db))) refuse(NO_ACCOUNT);
  return infoOf(db, secret, order, stage, await transferOf(db, order, stage));
}

/**
 * pay/transferDeclare (已汇款): the stage due now, with the buyer's own slip if given. From then
 * the order waits for 财务 (at most the hold) instead of being cancelled at its deadline. A
 * second declaration while one waits only adds or replaces the slip; a rejected or lapsed one
 * may be declared again.
 */
export async function declareTransfer(
  db: Db,
  secret: string,
  userId: number,
  input: { orderId: number; stageId: number; slipId: number | null },
): Promise<{ info: TransferInfo; again: boolean }> {
  const { order, stage } = await owedStage(db, userId, input.orderId);
  if (stage.id !== input.stageId) refuse(STAGE_CHANGED);
  if (!(await loadCollectionAccount(db))) refuse(NO_ACCOUNT);
  const slip = input.slipId ? await ownAttachment(db, userId, input.slipId) : null;
  const row = await transferOf(db, order, stage);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, row.id)).for('update');
    if (!locked || locked.status === 'confirmed') return refuse('该款项已确认到账，无需再次申报');
    const again = locked.status === 'declared';
    const [saved] = await tx
      .update(bankTransfers)
      .set(
        again
          ? { slipId: slip?.id ?? locked.slipId }
          : { status: 'declared', declaredAt: new Date(), slipId: slip?.id ?? locked.slipId, reason: '' },
      )
      .where(and(eq(bankTransfers.id, locked.id), eq(bankTransfers.status, locked.status)))
      .returning();
    if (!again) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        action: 'transfer',
        fromStatus: order.status,
        toStatus: order.status,
        note: `买家已申报对公转账${stage.name} ¥${fenToYuan(stage.amountFen).toFixed(2)}，汇款识别码 ${locked.reference}，待财务确认`,
      });
    }
    return { info: await infoOf(tx, secret, order, stage, saved!), again };
  });
}
