import type { Order } from '../../../core';
import { ORDER_STATUS_LABELS, orderStatusLabel } from '../../../core/rules/order-states';

/** The label of core's table; the server's label only for a status core does not know yet. */
export const statusLabel = (
  order: Pick<Order, 'status' | 'status_label'> & { sample_based?: boolean },
): string =>
  ORDER_STATUS_LABELS[order.status]
    ? orderStatusLabel(order.status, order.sample_based ?? true)
    : (order.status_label ?? '');
