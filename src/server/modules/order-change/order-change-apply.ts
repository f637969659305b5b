/**
 * An approved change becomes the order's only with the buyer's consent: when both parties have
 * signed the supplementary contract the approval drew (amount, scope, and a date with them), or,
 * for a new completion date alone, when the buyer accepts it on the order page. Until then the
 * order's total, its stages and its date keep their values, so no intent can be opened at an
 * amount the buyer never agreed to.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { ORDER_CHANGEABLE, ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { orderChanges, orderEvents, orderPayPlans, orders, payments } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { sendLetter } from '../notice/notice.service';
import { closePendingIntents } from '../pay/pay-settle';

type OrderRow = typeof orders.$inferSelect;
type ChangeRow = typeof orderChanges.$inferSelect;

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/**
 * The stage a new total `newFen` lands on (the last unpaid one), and its new amount; refused when
 * no stage is left to carry it or the stage would fall to zero. Checked at approval (so the lab
 * learns at once) and again when the change takes effect (stages may have been paid since).
 */
export async function stageForAmount(tx: DbOrTx, order: OrderRow, newFen: number) {
  const [last] = await tx
    .select()
    .from(orderPayPlans)
    .where(and(eq(orderPayPlans.orderId, order.id), eq(orderPayPlans.status, 'unpaid')))
    .orderBy(desc(orderPayPlans.seq))
    .limit(1);
  if (!last) return refuse('订单已无未付款阶段，不能调整金额');
  const stageFen = last.amountFen + (newFen - order.payAmountFen);
  if (stageFen < 1) refuse(`新金额须高于已付及其他阶段合计 ${yuan(order.payAmountFen - last.amountFen)}`);
  return { stage: last, stageFen };
}

/**
 * Applies an approved change to its order, inside the caller's transaction, once (conditional on
 * not applied yet): the new total (the difference on the last unpaid stage, whose open intents at
 * the old amount are closed), the agreed date; the timeline and both parties are told.
 */
async function applyChange(tx: DbOrTx, change: ChangeRow, how: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
  if (!order) return refuse('订单不存在');
  if (!ORDER_CHANGEABLE.includes(order.status as OrderStatus)) {
    refuse(`订单${ORDER_STATUS_LABELS[order.status as OrderStatus] ?? ''}，变更不能生效`);
  }
  const [marked] = await tx
    .update(orderChanges)
    .set({ appliedAt: new Date() })
    .where(
      and(
        eq(orderChanges.id, change.id),
        eq(orderChanges.status, 'approved'),
        isNull(orderChanges.appliedAt),
      ),
    )
    .returning({ id: orderChanges.id });
  if (!marked) return;
  const notes: string[] = [];
  const set: Partial<typeof orders.$inferInsert> = { updatedAt: new Date() };
  if (change.newAmountFen !== null && change.newAmountFen !== order.payAmountFen) {
    const { stage, stageFen } = await stageForAmount(tx, order, change.newAmountFen);
    await tx.update(orderPayPlans).set({ amountFen: stageFen }).where(eq(orderPayPlans.id, stage.id));
    // an intent opened at the old amount can no longer settle the stage
    await closePendingIntents(tx, order.id, stage.id, ne(payments.amountFen, stageFen));
    set.payAmountFen = change.newAmountFen;
    notes.push(`订单金额由 ${yuan(order.payAmountFen)} 调整为 ${yuan(change.newAmountFen)}`);
  }
  if (change.newDueDate) {
    set.dueDate = change.newDueDate;
    notes.push(`约定完成日期 ${change.newDueDate}`);
  }
  if (change.newScope) notes.push('服务内容按补充协议变更');
  await tx.update(orders).set(set).where(eq(orders.id, order.id));
  const what = notes.join('；') || '变更已生效';
  await tx.insert(orderEvents).values({
    orderId: order.id,
    action: 'change',
    fromStatus: order.status,
    toStatus: order.status,
    note: `${how}，变更生效：${what}`.slice(0, 300),
  });
  await sendLetter(tx, order.userId, {
    title: '订单变更已生效',
    content: `订单 ${order.orderNo} 的变更已生效：${what}。`,
    link: `/home/order/detail?id=${order.id}`,
  });
}

/** Both parties signed a supplementary contract: the change it carries takes effect (contract-sign.ts). */
export async function applySignedSupplement(tx: DbOrTx, contractId: number): Promise<void> {
  const [change] = await tx
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.contractId, contractId), eq(orderChanges.status, 'approved')))
    .limit(1);
  if (change && !change.appliedAt) await applyChange(tx, change, '双方已签署补充协议');
}

/**
 * order_change/accept: the buyer accepts an approved new completion date that needed no
 * supplement. Only the buyer's own change, only while it waits for exactly this.
 */
export async function acceptChange(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.id, id), eq(orderChanges.userId, userId)))
      .limit(1);
    if (!change) return refuse('变更申请不存在');
    if (change.status !== 'approved') refuse('变更申请尚未被机构同意，无需确认');
    if (change.appliedAt) refuse('该变更已生效，无需重复确认');
    if (change.contractId) refuse('该变更需签署补充协议后生效，请前往合同管理签署');
    await applyChange(tx, change, '买家确认');
  });
}
