import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { OperatorOrder, OperatorOrderDetail } from '../../../core/api/contract/models-operator';
import type { OrderStatus } from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { accounts, orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { type Buyer, buyerName } from '../merchant-order/merchant-order.service';
import { ORDER_NOT_FOUND } from '../order/order.service';
import { buildOrderDetail } from '../order/order-list';
import { loadRelated, type OrderRow, type Related, toOrder } from '../order/order-view';

/** The buyer's view of an order without what only the buyer acts on, plus who the buyer is. */
function toOperatorOrder(r: OrderRow, rel: Related, buyer: Buyer | undefined): OperatorOrder {
  const { actions: _a, due_amount: _d, ...order } = toOrder(r, rel);
  return { ...order, buyer_name: buyerName(r, buyer), buyer_mobile: buyer?.mobile ?? '' };
}

/**
 * operator_order/get: every buyer's orders newest first; the keyword matches part of the order
 * number or of the buyer's mobile. Read-only: no lazy expiry is written from here.
 */
export async function listAllOrders(
  db: DbOrTx,
  f: { status: OrderStatus | null; keyword: string },
  paging: Paging,
) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(sql`${orders.orderNo} ILIKE ${p}`, sql`${accounts.mobile} ILIKE ${p}`)!);
  }
  const cond = where.length ? and(...where) : undefined;
  const { list: rows, total } = await paged(
    db
      .select({ order: orders, nickname: accounts.nickname, mobile: accounts.mobile })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.userId))
      .where(cond)
      .orderBy(desc(orders.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.userId))
      .where(cond),
    paging,
  );
  const rel = await loadRelated(
    db,
    rows.map((x) => x.order),
  );
  const list = rel ? rows.map((x) => toOperatorOrder(x.order, rel, x)) : [];
  return { list, total };
}

/** operator_order/info: the buyer's order detail (one view, order-list's), with the buyer named. */
export async function anyOrderDetail(db: DbOrTx, id: number, secret: string): Promise<OperatorOrderDetail> {
  const [row] = await db
    .select({ order: orders, nickname: accounts.nickname, mobile: accounts.mobile })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) return refuse(ORDER_NOT_FOUND);
  const { actions: _a, due_amount: _d, ...detail } = await buildOrderDetail(db, row.order, secret);
  return { ...detail, buyer_name: buyerName(row.order, row), buyer_mobile: row.mobile };
}
