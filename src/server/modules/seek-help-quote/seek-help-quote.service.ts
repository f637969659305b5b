import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SeekHelpQuote } from '../../../core/api/contract/models-ledger';
import { MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { SEEK_HELP_STATE_LABELS, type SeekHelpState, seekHelpState } from '../../../core/rules/seek-help';
import type { DbOrTx } from '../../db';
import { merchants, seekHelpQuotes, seekHelps } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { fenToYuan } from '../../lib/money';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { chinaToday } from '../seek-help/seek-help.service';

export const DEMAND_MISSING = '需求不存在';

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
      .select({ id: seekHelpQuotes.id })
      .from(seekHelpQuotes)
      .where(and(eq(seekHelpQuotes.seekHelpId, demand.id), eq(seekHelpQuotes.merchantAccountId, me.userId)))
      .limit(1);
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

  const rows = await db
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
    .orderBy(desc(seekHelpQuotes.createdAt), desc(seekHelpQuotes.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db.select({ n: count() }).from(seekHelpQuotes).where(where);
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
    };
  });
  return { list, total: total?.n ?? 0 };
}
