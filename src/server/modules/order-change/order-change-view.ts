import type { OrderChange } from '../../../core/api/contract/models-buying';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TYPES,
  type OrderChangeStatus,
  type OrderChangeType,
} from '../../../core/rules/order-states';
import type { orderChanges } from '../../db/schema';
import { fenToYuan } from '../../lib/money';

type ChangeRow = typeof orderChanges.$inferSelect;

/** An order change as the client sees it (kept apart so order/info can show an order's changes). */
export function toOrderChange(r: ChangeRow, orderNo: string): OrderChange {
  const type = r.type as OrderChangeType;
  const status = r.status as OrderChangeStatus;
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
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
