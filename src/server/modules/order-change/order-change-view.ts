import type { ChangeEffect, OrderChange } from '../../../core/api/contract/models-buying';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TYPES,
  ORDER_CLOSED,
  type OrderChangeStatus,
  type OrderChangeType,
  type OrderStatus,
} from '../../../core/rules/order-states';
import type { orderChanges } from '../../db/schema';
import { fenToYuan } from '../../lib/money';

type ChangeRow = typeof orderChanges.$inferSelect;

export const CHANGE_EFFECT_LABELS: Readonly<Record<ChangeEffect, string>> = {
  pending_sign: '待双方签署补充协议后生效',
  pending_accept: '待买家确认后生效',
  applied: '已生效',
  lapsed: '订单已关闭，变更未生效',
};

/**
 * Where an approved change stands (a refund is carried out by the refund, not by consent). One
 * still waiting when its order closed (退款, 取消) never takes effect.
 */
export function effectOf(r: ChangeRow, orderStatus?: string): ChangeEffect | null {
  if (r.status !== 'approved' || r.type === 3) return null;
  if (r.appliedAt) return 'applied';
  if (orderStatus && ORDER_CLOSED.includes(orderStatus as OrderStatus)) return 'lapsed';
  return r.contractId ? 'pending_sign' : 'pending_accept';
}

/** An order change as the client sees it (kept apart so order/info can show an order's changes). */
export function toOrderChange(r: ChangeRow, orderNo: string, orderStatus?: string): OrderChange {
  const type = r.type as OrderChangeType;
  const status = r.status as OrderChangeStatus;
  const effect = effectOf(r, orderStatus);
  return {
    id: r.id,
    order_id: r.orderId,
    order_no: orderNo,
    type,
    type_label: ORDER_CHANGE_TYPES[type] ?? '',
    reason: r.reason,
    status,
    status_label: ORDER_CHANGE_STATUS_LABELS[status] ?? status,
    reply: r.reply,
    new_amount: r.newAmountFen === null ? null : fenToYuan(r.newAmountFen),
    new_due_date: r.newDueDate,
    new_scope: r.newScope,
    effect,
    effect_label: effect ? CHANGE_EFFECT_LABELS[effect] : '',
    contract_id: r.contractId ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
