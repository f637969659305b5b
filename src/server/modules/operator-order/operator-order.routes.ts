import { z } from 'zod';
import { ORDER_STATUSES } from '../../../core/rules/order-states';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalEnumField, type RequestSchema, textField, validate } from '../../lib/validation';
import { anyOrderDetail, listAllOrders } from './operator-order.service';

const listQuery = z.object({
  status: optionalEnumField('订单状态', ORDER_STATUSES),
  keyword: textField('订单号或手机号', 40, false),
}) satisfies RequestSchema<'operator_order/get'>;
const byId = z.object({ id: idField('订单ID') }) satisfies RequestSchema<'operator_order/info'>;

/** The service desk's order search (客服): read-only, nothing here changes an order. */
export const handlers: Handlers = {
  'operator_order/get': async ({ db, input, paging }) => {
    const f = validate(listQuery, input);
    const { list: rows, total } = await listAllOrders(db, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_order/info': async ({ db, input, app }) => {
    const { id } = validate(byId, input);
    return ok({ info: await anyOrderDetail(db, id, app.paySecret) }, '获取成功');
  },
};
