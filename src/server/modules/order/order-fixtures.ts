/**
 * Test helpers for the buying modules (order, order_change, coupon, pay plan): buyers with an
 * address, cart items, orders, and paid or signed states made through transitionOrder, the
 * way payment and signing will move them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, beforeEach } from 'vitest';
import type { OrderAction } from '../../../core/rules/order-states';
import { cacheOf } from '../../app';
import {
  accounts,
  coupons,
  goodsCart,
  orderInvoices,
  orderPayPlans,
  orders,
  siteLetters,
  userAddress,
  userCoupons,
  userInvoice,
} from '../../db/schema';
import type { AppOptions } from '../../lib/handler';
import { DEMO, type TestApp, testAppForFile, type Who } from '../../test/test-app';
import { transitionOrder } from './order-transition';

/** Goods 1 of lab 1: service content 101 (3800) + CMA logo 171 (200) = 4000 yuan. */
export const WATER = { goods_id: 1, service_content_id: 101, approval_logo_id: 171 };
/** Goods 2, also lab 1. */
export const TAP = { goods_id: 2, service_content_id: 201 };
/** Goods 3 of lab 4: 常规五项 (900 yuan). */
export const WASTE = { goods_id: 3, service_content_id: 301 };

export interface Buyer {
  token: string;
  userId: number;
  addressId: number;
  /** The buyer's first invoice title (the seeded default of buyer 1), null when none. */
  invoiceId: number | null;
}

export interface BuyersApp {
  t: TestApp;
  b1: Buyer;
  /** The second buyer: ownership checks. */
  b2: Buyer;
}

/**
 * For files whose orders get paid: each test starts without orders, carts and site letters, and
 * the payment provider's notices are answered.
 */
export const PAYING_BUYERS = {
  clear: [orders, goodsCart, siteLetters],
  app: { payNotify: async () => 'success' },
} satisfies { clear: PgTable[]; app: AppOptions };

/**
 * A test file's app and its two buyers, handed to `use` once they exist; `clear` lists the
 * tables every test starts without.
 */
export function withBuyers(
  use: (s: BuyersApp) => void,
  options: { clear?: PgTable[]; app?: AppOptions } = {},
): void {
  const s = buyersForFile(options);
  beforeAll(() => use(s));
}

/**
 * The same as withBuyers, as handles: the file's app and its two buyers stand for the real ones
 * once the file's tests run (their fields are empty at the file's top level).
 */
export function buyersForFile({
  clear = [],
  app = {},
}: {
  clear?: PgTable[];
  app?: AppOptions;
} = {}): BuyersApp {
  const t = testAppForFile(app);
  const b1 = {} as Buyer;
  const b2 = {} as Buyer;
  beforeAll(async () => {
    Object.assign(b1, await buyerOf(t, 'buyer'));
    Object.assign(b2, await buyerOf(t, 'buyer2'));
  });
  beforeEach(async () => {
    for (const table of clear) await t.db.delete(table);
    // rows deleted behind the API's back: the carts it keeps go with them
    await cacheOf(t.app)?.invalidate('cart');
  });
  return { t, b1, b2 };
}

export async function buyerOf(t: TestApp, who: Extract<Who, 'buyer' | 'buyer2'>): Promise<Buyer> {
  const { token } = await t.loginAs(who);
  const [me] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, 1), eq(accounts.mobile, DEMO[who].mobile)));
  const userId = me!.id;
  let [address] = await t.db
    .select({ id: userAddress.id })
    .from(userAddress)
    .where(eq(userAddress.userId, userId));
  if (!address) {
    [address] = await t.db
      .insert(userAddress)
      .values({ userId, consignee: '王芳', mobile: DEMO[who].mobile, detail: '测试路 1 号', isDefault: true })
      .returning({ id: userAddress.id });
  }
  const [invoice] = await t.db
    .select({ id: userInvoice.id })
    .from(userInvoice)
    .where(eq(userInvoice.userId, userId));
  return { token, userId, addressId: address!.id, invoiceId: invoice?.id ?? null };
}

export async function cartItem(
  t: TestApp,
  b: Buyer,
  payload: Record<string, unknown> = WATER,
): Promise<number> {
  const added = await t.call('goods_cart/add', payload, b.token);
  if (added.status !== true) throw new Error(`cart add failed: ${added.message}`);
  return added.data.id;
}

/** Puts WATER in the cart and orders it; answers the order id. */
export async function placeOrder(t: TestApp, b: Buyer, extra: Record<string, unknown> = {}): Promise<number> {
  const id = await cartItem(t, b);
  const created = await t.call(
    'order/create',
    { cart_ids: [id], address_id: b.addressId, ...extra },
    b.token,
  );
  if (created.status !== true) throw new Error(`order/create failed: ${created.message}`);
  return created.data.id;
}

const orderRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Moves an order by the state table, as the payment and contract modules do. */
export async function move(t: TestApp, id: number, action: OrderAction): Promise<void> {
  // read before the transaction: PGlite runs one connection, a query outside `tx` would wait forever
  const order = await orderRow(t, id);
  await t.db.transaction(async (tx) => {
    await transitionOrder(tx, order, action);
  });
}

/** Pays the due stage (what pay/payTest does) and moves the order by 'pay'. */
export async function payDue(t: TestApp, id: number): Promise<void> {
  const [stage] = await t.db
    .select()
    .from(orderPayPlans)
    .where(and(eq(orderPayPlans.orderId, id), eq(orderPayPlans.status, 'unpaid')))
    .orderBy(asc(orderPayPlans.seq))
    .limit(1);
  const order = await orderRow(t, id);
  await t.db.transaction(async (tx) => {
    await tx
      .update(orderPayPlans)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(orderPayPlans.id, stage!.id));
    await tx
      .update(orders)
      .set({ paidAmountFen: order.paidAmountFen + stage!.amountFen })
      .where(eq(orders.id, id));
    await transitionOrder(tx, order, 'pay');
  });
}

/**
 * A paid, signed order: in work (待寄样 for the sample-based test goods, 服务中 for others).
 * The lab's steps follow with `workDone`, or the API helper of merchant-order.test-kit.
 */
export async function orderInService(
  t: TestApp,
  b: Buyer,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const id = await placeOrder(t, b, extra);
  await payDue(t, id);
  await move(t, id, 'sign');
  return id;
}

/**
 * The lab's work on a signed order, by the state table only (no fulfilment rows, no report):
 * the sample steps up to 报告已出具, or the delivery of a non-sample order. Tests of acceptance
 * and completion start from here; the fulfilment tests drive the real endpoints instead.
 */
export async function workDone(t: TestApp, id: number): Promise<void> {
  const order = await orderRow(t, id);
  const steps: OrderAction[] =
    order.status === 'in_service' ? ['deliver'] : ['shipSample', 'receiveSample', 'startTest', 'issueReport'];
  for (const action of steps) await move(t, id, action);
}

/** A paid, signed order whose work is delivered (the buyer may accept or confirm). */
export async function orderDelivered(
  t: TestApp,
  b: Buyer,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const id = await orderInService(t, b, extra);
  await workDone(t, id);
  return id;
}

/** An invoice of ¥4000 (6% VAT) for `b`'s order, as if the lab had issued it. */
export async function invoiceIssued(t: TestApp, b: Buyer, orderId: number): Promise<void> {
  await t.db.insert(orderInvoices).values({
    orderId,
    userId: b.userId,
    type: 1,
    title: '北京华检科技有限公司',
    project: '检测费',
    amountFen: 400_000,
    taxRate: '6.00',
    taxFen: 22_642,
  });
}

/** A coupon received by `b`; answers the user coupon id. */
export async function giveCoupon(
  t: TestApp,
  b: Buyer,
  c: Partial<typeof coupons.$inferInsert> = {},
): Promise<{ couponId: number; userCouponId: number }> {
  const now = Date.now();
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      name: '测试券 满100减50',
      amountFen: 5000,
      minFen: 10000,
      total: 10,
      received: 1,
      startsAt: new Date(now - 3600_000),
      endsAt: new Date(now + 86_400_000),
      ...c,
    })
    .returning({ id: coupons.id });
  const [mine] = await t.db
    .insert(userCoupons)
    .values({ couponId: coupon!.id, userId: b.userId })
    .returning({ id: userCoupons.id });
  return { couponId: coupon!.id, userCouponId: mine!.id };
}
