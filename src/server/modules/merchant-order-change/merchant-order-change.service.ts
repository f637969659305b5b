import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MerchantOrderChange } from '../../../core/api/contract/models-fulfil';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGEABLE,
  ORDER_REFUNDABLE_BY_LAB,
  ORDER_STATUS_LABELS,
  type OrderChangeStatus,
  type OrderStatus,
  orderStatusLabel,
} from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { accounts, orderChanges, orderPayPlans, orders } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { drawContract } from '../contract/contract-draw';
import { signPagePath } from '../contract/contract-sign';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { sendLetter } from '../notice/notice.service';
import { CHANGE_MISSING } from '../order-change/order-change.service';
import { stageForAmount } from '../order-change/order-change-apply';
import { toOrderChange } from '../order-change/order-change-view';
import { startRefund } from '../order-change/order-refund';
import { kickRefunds } from '../pay/pay-refund';

type ChangeRow = typeof orderChanges.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PlanRow = typeof orderPayPlans.$inferSelect;

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** A change as the lab sees it, with what an amount change would touch. */
export function toMerchantChange(
  c: ChangeRow,
  order: OrderRow,
  plans: PlanRow[],
  buyer: string,
): MerchantOrderChange {
  const status = order.status as OrderStatus;
  const unpaid = plans.filter((p) => p.status !== 'paid').reduce((sum, p) => sum + p.amountFen, 0);
  return {
    ...toOrderChange(c, order.orderNo, order.status),
    order_status: status,
    order_status_label: orderStatusLabel(status),
    buyer_name: buyer,
    order_amount: fenToYuan(order.payAmountFen),
    unpaid_amount: fenToYuan(unpaid),
  };
}

const buyerOf = (order: OrderRow, nickname: string) => order.party?.name || nickname || '买家';

/** merchant_order_change/get: changes of the lab's own orders, newest first. */
export async function listLabChanges(
  db: DbOrTx,
  me: AuthUser,
  f: { status: OrderChangeStatus | null; order_id: number | null },
  paging: Paging,
) {
  const merchant = await ownMerchant(db, me);
  const where = and(
    eq(orders.merchantId, merchant.id),
    f.status ? eq(orderChanges.status, f.status) : undefined,
    f.order_id ? eq(orderChanges.orderId, f.order_id) : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select({ change: orderChanges, order: orders, nickname: accounts.nickname })
      .from(orderChanges)
      .innerJoin(orders, eq(orders.id, orderChanges.orderId))
      .innerJoin(accounts, eq(accounts.id, orders.userId))
      .where(where)
      .orderBy(desc(orderChanges.id)),
    db
      .select({ n: count() })
      .from(orderChanges)
      .innerJoin(orders, eq(orders.id, orderChanges.orderId))
      .where(where),
    paging,
  );
  const ids = [...new Set(rows.map((r) => r.order.id))];
  const plans = ids.length
    ? await db
        .select()
        .from(orderPayPlans)
        .where(sql`${orderPayPlans.orderId} IN (${sql.join(ids, sql`, `)})`)
    : [];
  const list = rows.map((r) =>
    toMerchantChange(
      r.change,
      r.order,
      plans.filter((p) => p.orderId === r.order.id),
      buyerOf(r.order, r.nickname),
    ),
  );
  return { list, total };
}

export interface AuditInput {
  id: number;
  approve: boolean;
  reason: string;
  /** The order's new total in fen, or null when the approval changes no amount. */
  amountFen: number | null;
  /** YYYY-MM-DD: the agreed completion date of a 延长服务周期 (type 2 only, required to approve). */
  dueDate: string | null;
  /** The agreed scope of a 变更服务内容 (type 1 only); '' when none is stated. */
  scope: string;
}

const DAY_MS = 86_400_000;
/** A Beijing calendar date, `days` from now. */
const beijingDate = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** What the approval changes besides the amount, checked against the kind of change. */
function agreedTerms(type: number, input: AuditInput): string[] {
  if (input.dueDate !== null && type !== 2) refuse('只有延长服务周期的申请可以约定新的完成日期');
  if (input.scope && type !== 1) refuse('只有变更服务内容的申请可以约定新的服务内容');
  if (type === 2 && input.dueDate === null) refuse('请选择约定的新完成日期');
  if (input.dueDate !== null && (input.dueDate < beijingDate() || input.dueDate > beijingDate(730))) {
    refuse('约定完成日期须在今天到两年之内');
  }
  return [
    ...(input.dueDate ? [`服务完成日期延至 ${input.dueDate}`] : []),
    ...(input.scope ? [`服务内容变更为：${input.scope}`] : []),
  ];
}

/**
 * merchant_order_change/audit, in one transaction holding the order row:
 * - reject: a reason is required; the buyer is told.
 * - approve a 变更服务内容 (type 1) with the agreed scope and/or a new amount, or a 延长服务周期
 *   (type 2) with the agreed completion date and perhaps a new amount: nothing of the order moves
 *   yet. An amount or a scope is written into a supplementary contract both must sign on their
 *   own pages (the change takes effect with the second signature: order-change-apply.ts); a new
 *   date alone waits for the buyer's 确认 on the order page. The change leaves 'pending' in the
 *   same update, so a second approval (or a racing one) is refused.
 * - approve a refund (type 3): only while nothing is delivered (待签约 … 检测中/服务中); the order
 *   goes to 退款中 and the books close (startRefund).
 */
export async function auditChange(db: Db, me: AuthUser, input: AuditInput): Promise<MerchantOrderChange> {
  const merchant = await ownMerchant(db, me);
  const audited = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ change: orderChanges, orderId: orders.id })
      .from(orderChanges)
      .innerJoin(orders, eq(orders.id, orderChanges.orderId))
      .where(and(eq(orderChanges.id, input.id), eq(orders.merchantId, merchant.id)))
      .limit(1);
    if (!found) return refuse(CHANGE_MISSING);
    await tx.execute(sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${found.orderId} FOR UPDATE`);
    const [[order], [fresh]] = await Promise.all([
      tx.select().from(orders).where(eq(orders.id, found.orderId)),
      tx.select().from(orderChanges).where(eq(orderChanges.id, input.id)),
    ]);
    if (!order || !fresh) return refuse(CHANGE_MISSING);
    if (fresh.status !== 'pending') {
      refuse(`变更申请${ORDER_CHANGE_STATUS_LABELS[fresh.status as OrderChangeStatus] ?? ''}，不能重复处理`);
    }
    const [buyer] = await tx
      .select({ nickname: accounts.nickname })
      .from(accounts)
      .where(eq(accounts.id, order.userId));
    let letter: string;
    let link = `/home/order/detail?id=${order.id}`;
    const set: Partial<typeof orderChanges.$inferInsert> = { updatedAt: new Date(), reply: input.reason };
    const status = order.status as OrderStatus;
    if (!input.approve) {
      if (!input.reason) refuse('请填写拒绝原因');
      set.status = 'rejected';
      letter = `机构拒绝了订单 ${order.orderNo} 的变更申请：${input.reason}`;
    } else if (fresh.type === 3) {
      if (input.amountFen !== null) refuse('退款申请不能调整订单金额');
      if (!ORDER_REFUNDABLE_BY_LAB.includes(status)) {
        refuse(
          status === 'refunding' || status === 'refunded'
            ? `订单${ORDER_STATUS_LABELS[status]}，不能重复退款`
            : '订单已交付，不能同意退款，请与买家协商',
        );
      }
      set.status = 'approved';
      await startRefund(tx, order.id, fresh.id, `机构同意退款申请${input.reason ? `：${input.reason}` : ''}`);
      letter = `机构同意了订单 ${order.orderNo} 的退款申请，订单进入退款中，已付款项将原路退回。`;
    } else {
      if (!ORDER_CHANGEABLE.includes(status))
        refuse(`订单${ORDER_STATUS_LABELS[status] ?? ''}，不能同意变更`);
      set.status = 'approved';
      const agreed = agreedTerms(fresh.type, input);
      if (input.amountFen !== null) {
        // refused now when no stage could carry it; applied only with the buyer's signature
        await stageForAmount(tx, order, input.amountFen);
        set.newAmountFen = input.amountFen;
        agreed.unshift(
          `服务金额由 ${yuan(order.payAmountFen)} 调整为 ${yuan(input.amountFen)}，差额计入未付款阶段`,
        );
      }
      set.newDueDate = input.dueDate;
      set.newScope = input.scope || null;
      letter = `机构同意了订单 ${order.orderNo} 的变更申请。`;
      if (input.amountFen !== null || input.scope) {
        // what changes the money or the work is a contract term: both sign a supplement first
        const terms =
          `经双方协商，订单 ${order.orderNo}：${agreed.join('；')}。变更申请：${fresh.reason}` +
          (input.reason ? `。机构说明：${input.reason}` : '') +
          '。本补充协议经双方签署后生效，生效前订单金额及付款安排不变。';
        const contract = await drawContract(tx, order, 'supplement', terms.slice(0, 2000));
        set.contractId = contract.id;
        link = signPagePath('buyer', contract.id);
        letter = `机构同意了订单 ${order.orderNo} 的变更申请（${agreed.join('；')}），请阅读并签署补充协议 ${contract.contractNo}，双方签署后变更生效；签署前订单金额不变。`;
      } else if (agreed.length) {
        letter = `机构同意了订单 ${order.orderNo} 的变更申请（${agreed.join('；')}），请在订单详情中确认，确认后生效。`;
      }
    }
    const [row] = await tx
      .update(orderChanges)
      .set(set)
      .where(and(eq(orderChanges.id, input.id), eq(orderChanges.status, 'pending')))
      .returning();
    if (!row) return refuse('变更申请状态已变化，请刷新后重试');
    await sendLetter(tx, order.userId, {
      title: input.approve ? '变更申请已同意' : '变更申请已拒绝',
      content: letter,
      link,
    });
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const plans = await tx.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, order.id));
    return toMerchantChange(row, current ?? order, plans, buyerOf(current ?? order, buyer?.nickname ?? ''));
  });
  if (input.approve) kickRefunds();
  return audited;
}
