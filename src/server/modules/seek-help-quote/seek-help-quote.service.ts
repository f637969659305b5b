import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { SeekHelpQuote } from '../../../core/api/contract/models-ledger';
import { isPromotionPriced } from '../../../core/rules/cart-pricing';
import { GOODS_STATUS_CODE, MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { SEEK_HELP_STATE_LABELS, type SeekHelpState, seekHelpState } from '../../../core/rules/seek-help';
import type { Db, DbOrTx } from '../../db';
import { goods, goodsOptions, merchants, seekHelpQuotes, seekHelps } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { OPTION_KIND } from '../goods/pricing';
import { addToCart } from '../goods-cart/goods-cart.service';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { sendLetter } from '../notice/notice.service';
import { chinaToday } from '../seek-help/seek-help.service';

export const DEMAND_MISSING = '需求不存在';
export const QUOTE_MISSING = '报价不存在';

export interface QuoteFields {
  seek_help_id: number;
  /** fen */
  price: number;
  days: number;
  note: string;
}

const stateOf = (d: Pick<typeof seekHelps.$inferSelect, 'status' | 'deadline'>): SeekHelpState =>
  seekHelpState(d.status as SeekHelpState, d.deadline, chinaToday());

/**
 * seek_help_quote/add: an open lab (已入驻 — a quote is public to the poster) quotes on a demand
 * that is not closed and not its own. Quoting again replaces the lab's quote (one per demand);
 * the first quote moves the demand 待响应 → 已响应.
 */
export async function saveQuote(
  db: DbOrTx,
  me: AuthUser,
  f: QuoteFields,
): Promise<{ id: number; replaced: boolean }> {
  const lab = await ownMerchant(db, me);
  if (lab.status !== MERCHANT_STATUS_CODE.open) refuse('店铺入驻审核通过后才能报价');
  return db.transaction(async (tx) => {
    // the row lock keeps a closing poster and a quoting lab from crossing
    const [demand] = await tx
      .select()
      .from(seekHelps)
      .where(eq(seekHelps.id, f.seek_help_id))
      .for('update')
      .limit(1);
    if (!demand) return refuse(DEMAND_MISSING);
    if (demand.userId === me.userId) refuse('不能给自己发布的需求报价');
    if (stateOf(demand) === 'closed') refuse('该需求已关闭，不能报价');
    const values = { priceFen: f.price, days: f.days, note: f.note, createdAt: new Date() };
    const [before] = await tx
      .select({ id: seekHelpQuotes.id, acceptedAt: seekHelpQuotes.acceptedAt })
      .from(seekHelpQuotes)
      .where(and(eq(seekHelpQuotes.seekHelpId, demand.id), eq(seekHelpQuotes.merchantAccountId, me.userId)))
      .limit(1);
    if (before?.acceptedAt) refuse('报价已被接受，不能修改');
    const [saved] = await tx
      .insert(seekHelpQuotes)
      .values({ seekHelpId: demand.id, merchantAccountId: me.userId, ...values })
      .onConflictDoUpdate({
        target: [seekHelpQuotes.seekHelpId, seekHelpQuotes.merchantAccountId],
        set: values,
      })
      .returning({ id: seekHelpQuotes.id });
    if (demand.status === 'open')
      await tx.update(seekHelps).set({ status: 'answered' }).where(eq(seekHelps.id, demand.id));
    return { id: saved!.id, replaced: !!before };
  });
}

/**
 * seek_help_quote/get: with a demand, its poster sees every quote and a lab its own; without
 * one, a lab's own quotes on every demand. Anyone else is refused (quotes are the poster's).
 */
export async function listQuotes(
  db: DbOrTx,
  me: AuthUser,
  seekHelpId: number | null,
  paging: Paging,
): Promise<{ list: SeekHelpQuote[]; total: number }> {
  let where: SQL | undefined;
  if (seekHelpId) {
    const [demand] = await db
      .select({ userId: seekHelps.userId })
      .from(seekHelps)
      .where(eq(seekHelps.id, seekHelpId))
      .limit(1);
    if (!demand) return refuse(DEMAND_MISSING);
    if (demand.userId === me.userId) where = eq(seekHelpQuotes.seekHelpId, seekHelpId);
    else if (me.type === 2)
      where = and(eq(seekHelpQuotes.seekHelpId, seekHelpId), eq(seekHelpQuotes.merchantAccountId, me.userId));
    else return refuse('只有需求发布者可以查看报价');
  } else if (me.type === 2) where = eq(seekHelpQuotes.merchantAccountId, me.userId);
  else return refuse('请选择需求');

  const { list: rows, total } = await paged(
    db
      .select({
        quote: seekHelpQuotes,
        demand: seekHelps,
        merchantId: merchants.id,
        merchantName: merchants.orgName,
      })
      .from(seekHelpQuotes)
      .innerJoin(seekHelps, eq(seekHelps.id, seekHelpQuotes.seekHelpId))
      .leftJoin(
        merchants,
        eq(
          merchants.id,
          sql`(SELECT min(${merchants.id}) FROM ${merchants} WHERE ${merchants.ownerAccountId} = ${seekHelpQuotes.merchantAccountId})`,
        ),
      )
      .where(where)
      .orderBy(desc(seekHelpQuotes.createdAt), desc(seekHelpQuotes.id)),
    db.select({ n: count() }).from(seekHelpQuotes).where(where),
    paging,
  );
  const list = rows.map(({ quote, demand, merchantId, merchantName }): SeekHelpQuote => {
    const status = stateOf(demand);
    return {
      id: quote.id,
      seek_help_id: demand.id,
      seek_help_title: demand.title,
      seek_help_status: status,
      seek_help_status_name: SEEK_HELP_STATE_LABELS[status],
      merchant_id: merchantId ?? 0,
      merchant_name: merchantName ?? '',
      price: fenToYuan(quote.priceFen),
      days: quote.days,
      note: quote.note,
      mine: quote.merchantAccountId === me.userId,
      quoted_at: quote.createdAt.toISOString(),
      accepted: quote.acceptedAt !== null,
      accepted_goods_id: quote.acceptedGoodsId,
    };
  });
  return { list, total };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * seek_help_quote/accept: the demand's poster turns one quote into a private
 * service — one buyer (the poster), one lab (the quoter), priced from the quote row, never the
 * client — and puts it in the poster's cart to settle by the normal path. Once per quote, and
 * one accepted quote per demand; afterwards the demand is closed and the lab can no longer change
 * the quote. Anyone but the poster learns nothing (报价不存在).
 */
export async function acceptQuote(
  db: Db,
  me: AuthUser,
  quoteId: number,
): Promise<{ goods_id: number; cart_id: number }> {
  return db.transaction(async (tx) => {
    // the row locks: two clicks, or two quotes accepted at once, cannot both pass
    const [found] = await tx
      .select({ quote: seekHelpQuotes, demand: seekHelps })
      .from(seekHelpQuotes)
      .innerJoin(seekHelps, eq(seekHelps.id, seekHelpQuotes.seekHelpId))
      .where(eq(seekHelpQuotes.id, quoteId))
      .for('update')
      .limit(1);
    if (!found || found.demand.userId !== me.userId) return refuse(QUOTE_MISSING);
    const { quote, demand } = found;
    if (quote.acceptedGoodsId || quote.acceptedAt) refuse('该报价已接受，请在购物车或订单中查看');
    const [other] = await tx
      .select({ id: seekHelpQuotes.id })
      .from(seekHelpQuotes)
      .where(and(eq(seekHelpQuotes.seekHelpId, demand.id), isNotNull(seekHelpQuotes.acceptedAt)))
      .limit(1);
    if (other) refuse('该需求已接受其他机构的报价');
    const [lab] = await tx
      .select()
      .from(merchants)
      .where(eq(merchants.ownerAccountId, quote.merchantAccountId))
      .orderBy(asc(merchants.id))
      .limit(1);
    if (lab?.status !== MERCHANT_STATUS_CODE.open) refuse('该服务机构暂停接单');
    const packaged = isPromotionPriced(demand.servicsId);
    const price = fenToYuan(quote.priceFen);
    const [row] = await tx
      .insert(goods)
      .values({
        merchantId: lab!.id,
        servicsId: demand.servicsId,
        name: `${demand.title}（需求定制）`.slice(0, 200),
        standards: demand.subject ? [demand.subject] : [],
        summary: quote.note.slice(0, 500),
        content: demand.content
          .split(/\r?\n/)
          .filter((l) => l.trim())
          .map((l) => `<p>${escapeHtml(l.trim())}</p>`)
          .join(''),
        salesPromotion: packaged ? { project_package_price: price } : null,
        minPriceFen: quote.priceFen,
        turnaroundDays: Math.min(quote.days, 365),
        status: GOODS_STATUS_CODE.private,
        privateBuyerId: me.userId,
        submittedAt: new Date(),
      })
      .returning({ id: goods.id });
    const goodsId = row!.id;
    let contentId: number | null = null;
    if (!packaged) {
      const [option] = await tx
        .insert(goodsOptions)
        .values({ goodsId, kind: OPTION_KIND.serviceContent, name: '需求报价', priceFen: quote.priceFen })
        .returning({ id: goodsOptions.id });
      contentId = option!.id;
    }
    const { item } = await addToCart(tx, me.userId, goodsId, {
      service_content_id: contentId,
      training_form_id: null,
      approval_logo_id: null,
      quantity: null,
      sales_promotion_unit: packaged ? 'project_package_price' : null,
    });
    const now = new Date();
    await tx
      .update(seekHelpQuotes)
      .set({ acceptedGoodsId: goodsId, acceptedAt: now })
      .where(eq(seekHelpQuotes.id, quote.id));
    await tx.update(seekHelps).set({ status: 'closed' }).where(eq(seekHelps.id, demand.id));
    await sendLetter(tx, quote.merchantAccountId, {
      title: '您的报价已被接受',
      content: `需求「${demand.title}」的发布者接受了您 ${price.toFixed(2)} 元的报价，买家付款后订单将出现在订单管理中。`,
      link: '/merchant/order',
    });
    return { goods_id: goodsId, cart_id: item.id };
  });
}
