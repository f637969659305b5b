import { and, count, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db';
import { renderedOnce } from '../../db/rendered-once';
import { electronicContracts, orderItems, orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { insertWithFreshNumber } from '../../lib/fresh-number';
import { chinaTime, randomDigits } from '../pay/signing';

/** Supplements one order may collect: enough for any real negotiation, not a flood. */
export const MAX_SUPPLEMENTS = 20;

/** 'HT' + China date + 12 random digits: unguessable, and the unique index settles the rare clash. */
export const contractNumber = (now = new Date()): string =>
  `HT${chinaTime(now, true).slice(0, 8)}${randomDigits(12)}`;

interface OrderRef {
  id: number;
  orderNo: string;
  userId: number;
  merchantId: number;
  /** Its items' names in the order bought, when the caller read them already (itemNamesOfOrder). */
  itemNames?: string[];
}

/** An order's items' names in the order bought, as a column of a statement that reads the order. */
export const itemNamesOfOrder = renderedOnce<string[]>(
  sql`coalesce(${new QueryBuilder()
    .select({ names: sql`json_agg(${orderItems.name} order by ${orderItems.id})` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id))}, '[]')`,
);

/** The main contract's title: what it is about, as a buyer would file it. */
async function mainTitle(tx: DbOrTx, order: OrderRef): Promise<string> {
  const names =
    order.itemNames ??
    (await tx.select({ names: itemNamesOfOrder }).from(orders).where(eq(orders.id, order.id)))[0]?.names ??
    [];
  const first = names[0] ?? '检验检测认证服务';
  const subject = names.length > 1 ? `${first}等${names.length}项服务` : first;
  return `技术服务合同（${subject}）`.slice(0, 100);
}

/**
 * Draws up a contract for an order, status pending_sign. The main one is drawn once, when the
 * first stage is paid (inside the payment's transaction); supplements on the buyer's request.
 */
export async function drawContract(
  tx: DbOrTx,
  order: OrderRef,
  kind: 'main' | 'supplement',
  terms = '',
): Promise<typeof electronicContracts.$inferSelect> {
  if (kind === 'supplement') {
    const [n] = await tx
      .select({ n: count() })
      .from(electronicContracts)
      .where(and(eq(electronicContracts.orderId, order.id), eq(electronicContracts.kind, 'supplement')));
    if ((n?.n ?? 0) >= MAX_SUPPLEMENTS) refuse(`每个订单最多 ${MAX_SUPPLEMENTS} 份补充协议`);
  }
  const title =
    kind === 'main' ? await mainTitle(tx, order) : `补充协议（订单 ${order.orderNo}）`.slice(0, 100);
  const row = await insertWithFreshNumber(3, () =>
    tx
      .insert(electronicContracts)
      .values({
        contractNo: contractNumber(),
        orderId: order.id,
        userId: order.userId,
        merchantId: order.merchantId,
        kind,
        title,
        terms,
        status: 'pending_sign',
      })
      .onConflictDoNothing()
      .returning(),
  );
  return row ?? refuse('合同编号生成失败，请重试');
}
