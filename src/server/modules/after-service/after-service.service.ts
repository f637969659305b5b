import { and, avg, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type {
  AfterSaleRequest,
  AfterSaleStatus,
  RatingSummary,
  ServiceRating,
} from '../../../core/api/contract/models-fulfil';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { DbOrTx } from '../../db';
import { accounts, afterSaleRequests, merchants, orderItems, orders, serviceRatings } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { sendLetter } from '../notice/notice.service';
import { loadOwnOrder } from '../order/order.service';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Only a completed order is rated or taken to after-sales: the service has been delivered and accepted. */
const AFTER_SERVICE_STATUS = 'completed';
const NOT_COMPLETED = '订单完成后才能评价或申请售后';

/** The rater as the public sees them: the nickname's first character, else the masked mobile. */
function publicName(nickname: string | null, mobile: string | null): string {
  const first = [...(nickname ?? '').trim()][0];
  return first ? `${first}**` : maskAccountMobile(mobile) || '匿名用户';
}

const ratingColumns = {
  rating: serviceRatings,
  goodsName: orderItems.name,
  nickname: accounts.nickname,
  mobile: accounts.mobile,
};
type RatingRead = {
  rating: typeof serviceRatings.$inferSelect;
  goodsName: string;
  nickname: string;
  mobile: string;
};

const toRating = (r: RatingRead): ServiceRating => ({
  id: r.rating.id,
  order_item_id: r.rating.orderItemId,
  goods_id: r.rating.goodsId,
  goods_name: r.goodsName,
  buyer: publicName(r.nickname, r.mobile),
  stars: r.rating.stars,
  comment: r.rating.comment,
  reply: r.rating.reply,
  replied_at: iso(r.rating.repliedAt),
  created_at: r.rating.createdAt.toISOString(),
});

const selectRatings = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(ratingColumns)
    .from(serviceRatings)
    .innerJoin(orderItems, eq(orderItems.id, serviceRatings.orderItemId))
    .innerJoin(accounts, eq(accounts.id, serviceRatings.userId))
    .where(where);

async function summaryOf(db: DbOrTx, where: SQL | undefined): Promise<RatingSummary> {
  const [row] = await db
    .select({ n: count(), mean: avg(serviceRatings.stars) })
    .from(serviceRatings)
    .where(where);
  const n = Number(row?.n ?? 0);
  return { count: n, average: n ? Math.round(Number(row!.mean) * 10) / 10 : 0 };
}

async function ratingPage(db: DbOrTx, where: SQL | undefined, paging: Paging) {
  const { list, total } = await paged(
    selectRatings(db, where).orderBy(desc(serviceRatings.id)),
    db.select({ n: count() }).from(serviceRatings).where(where),
    paging,
  );
  return {
    list: list.map(toRating),
    total,
    page: paging.page,
    limit: paging.limit,
    summary: await summaryOf(db, where),
  };
}

/** order_rating/add: the buyer rates one item of its own completed order, once. */
export async function addRating(
  db: DbOrTx,
  userId: number,
  input: { order_item_id: number; stars: number; comment: string },
): Promise<ServiceRating> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ item: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.id, input.order_item_id))
      .limit(1);
    // another buyer's item is answered like a missing one
    if (!item || item.order.userId !== userId) return refuse('订单服务不存在');
    if (item.order.status !== AFTER_SERVICE_STATUS) return refuse(NOT_COMPLETED);
    const [added] = await tx
      .insert(serviceRatings)
      .values({
        orderId: item.order.id,
        orderItemId: item.item.id,
        goodsId: item.item.goodsId,
        merchantId: item.order.merchantId,
        userId,
        stars: input.stars,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: serviceRatings.orderItemId })
      .returning({ id: serviceRatings.id });
    if (!added) return refuse('该服务已评价，每项服务只能评价一次');
    const [read] = await selectRatings(tx, eq(serviceRatings.id, added.id));
    return toRating(read!);
  });
}

/** goods_rating/get: a listed service's or a shop's ratings, newest first, with the summary. */
export function publicRatings(
  db: DbOrTx,
  f: { goodsId: number | null; merchantId: number | null },
  paging: Paging,
) {
  if (!f.goodsId && !f.merchantId) refuse('请指定服务或店铺');
  const where = f.goodsId
    ? eq(serviceRatings.goodsId, f.goodsId)
    : eq(serviceRatings.merchantId, f.merchantId!);
  return ratingPage(db, where, paging);
}

/** merchant_rating/get: the lab's own ratings; `replied` false for those it has not answered. */
export async function labRatings(db: DbOrTx, me: AuthUser, replied: boolean | undefined, paging: Paging) {
  const merchant = await ownMerchant(db, me);
  const own = eq(serviceRatings.merchantId, merchant.id);
  const where =
    replied === undefined
      ? own
      : and(own, replied ? ne(serviceRatings.reply, '') : eq(serviceRatings.reply, ''));
  const page = await ratingPage(db, where, paging);
  return { ...page, summary: await summaryOf(db, own) };
}

/** merchant_rating/reply: the lab's public answer to one of its own ratings. */
export async function replyRating(
  db: DbOrTx,
  me: AuthUser,
  id: number,
  reply: string,
): Promise<ServiceRating> {
  const merchant = await ownMerchant(db, me);
  const [done] = await db
    .update(serviceRatings)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(serviceRatings.id, id), eq(serviceRatings.merchantId, merchant.id)))
    .returning({ id: serviceRatings.id });
  if (!done) return refuse('评价不存在');
  const [read] = await selectRatings(db, eq(serviceRatings.id, id));
  return toRating(read!);
}

type AfterSaleRow = typeof afterSaleRequests.$inferSelect;

const toAfterSale = (r: AfterSaleRow, orderNo: string): AfterSaleRequest => ({
  id: r.id,
  order_id: r.orderId,
  order_no: orderNo,
  reason: r.reason,
  status: r.status as AfterSaleStatus,
  reply: r.reply,
  replied_at: iso(r.repliedAt),
  created_at: r.createdAt.toISOString(),
});

/** order/afterSale: the buyer asks the lab about a completed order; the lab is told by letter. */
export async function requestAfterSale(db: DbOrTx, userId: number, orderId: number, reason: string) {
  return db.transaction(async (tx) => {
    const order = await loadOwnOrder(tx, userId, orderId);
    if (order.status !== AFTER_SERVICE_STATUS) return refuse(NOT_COMPLETED);
    const [row] = await tx
      .insert(afterSaleRequests)
      .values({ orderId, merchantId: order.merchantId, userId, reason })
      .onConflictDoNothing()
      .returning();
    if (!row) return refuse('该订单已有处理中的售后申请，请等待机构答复');
    const [lab] = await tx
      .select({ owner: merchants.ownerAccountId })
      .from(merchants)
      .where(eq(merchants.id, order.merchantId));
    if (lab?.owner) {
      await sendLetter(tx, lab.owner, {
        title: '新的售后申请',
        content: `订单 ${order.orderNo} 的客户申请售后：${reason}`,
        link: '/merchant/rating?tab=aftersale',
      });
    }
    return toAfterSale(row, order.orderNo);
  });
}

/** order/afterService: the buyer's ratings and after-sale requests of one of its orders. */
export async function afterServiceOf(db: DbOrTx, userId: number, orderId: number) {
  const order = await loadOwnOrder(db, userId, orderId);
  const ratings = await selectRatings(db, eq(serviceRatings.orderId, orderId)).orderBy(serviceRatings.id);
  const requests = await db
    .select()
    .from(afterSaleRequests)
    .where(eq(afterSaleRequests.orderId, orderId))
    .orderBy(desc(afterSaleRequests.id));
  return { ratings: ratings.map(toRating), after_sales: requests.map((r) => toAfterSale(r, order.orderNo)) };
}

/** merchant_after_sale/get: the lab's after-sale requests, newest first. */
export async function labAfterSales(
  db: DbOrTx,
  me: AuthUser,
  status: AfterSaleStatus | null,
  paging: Paging,
) {
  const merchant = await ownMerchant(db, me);
  const own = eq(afterSaleRequests.merchantId, merchant.id);
  const where = status ? and(own, eq(afterSaleRequests.status, status)) : own;
  const { list, total } = await paged(
    db
      .select({ row: afterSaleRequests, orderNo: orders.orderNo })
      .from(afterSaleRequests)
      .innerJoin(orders, eq(orders.id, afterSaleRequests.orderId))
      .where(where)
      .orderBy(desc(afterSaleRequests.id)),
    db.select({ n: count() }).from(afterSaleRequests).where(where),
    paging,
  );
  return {
    list: list.map((r) => toAfterSale(r.row, r.orderNo)),
    total,
    page: paging.page,
    limit: paging.limit,
  };
}

/** merchant_after_sale/reply: the lab answers; the buyer is told by letter with a link to the order. */
export async function replyAfterSale(db: DbOrTx, me: AuthUser, id: number, reply: string) {
  const merchant = await ownMerchant(db, me);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(afterSaleRequests)
      .set({ reply, status: 'answered', repliedAt: new Date() })
      .where(and(eq(afterSaleRequests.id, id), eq(afterSaleRequests.merchantId, merchant.id)))
      .returning();
    if (!row) return refuse('售后申请不存在');
    const [order] = await tx
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    await sendLetter(tx, row.userId, {
      title: '售后申请已答复',
      content: `订单 ${order!.orderNo} 的售后申请，机构答复：${reply}`,
      link: `/home/order/detail?id=${row.orderId}`,
    });
    return toAfterSale(row, order!.orderNo);
  });
}
