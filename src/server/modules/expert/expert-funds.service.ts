import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ExpertRecord, ExpertStatics } from '../../../core/api/contract/models';
import { EXPERT_INCOME, type ExpertRecordType } from '../../../core/rules/expert';
import { monthsUpTo } from '../../../core/rules/fund-types';
import { ORDER_IN_WORK } from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { expertClients, expertProfiles, expertRecords, orderChanges, orders } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { currentMonth } from '../user-amount-record/user-amount-record.service';
import { expertSettings, toRecord } from './expert-ledger';

export interface RecordFilter {
  type: ExpertRecordType | null;
  month: string | null;
}

const TZ = sql.raw(`'Asia/Shanghai'`);
const monthOf = sql`to_char(${expertRecords.createdAt} AT TIME ZONE ${TZ}, 'YYYY-MM')`;

function where(expertId: number, f: RecordFilter): SQL | undefined {
  return and(
    eq(expertRecords.expertId, expertId),
    f.type ? eq(expertRecords.type, f.type) : undefined,
    f.month ? sql`${monthOf} = ${f.month}` : undefined,
  );
}

/** The expert's records, newest first; the order number beside those about an order. */
export async function listRecords(db: DbOrTx, expertId: number, f: RecordFilter, paging: Paging) {
  const { list: rows, total } = await paged(
    db
      .select({ r: expertRecords, orderNo: orders.orderNo })
      .from(expertRecords)
      .leftJoin(orders, eq(orders.id, expertRecords.orderId))
      .where(where(expertId, f))
      .orderBy(desc(expertRecords.id)),
    db.select({ n: count() }).from(expertRecords).where(where(expertId, f)),
    paging,
  );
  return { list: rows.map((x) => toRecord(x.r, x.orderNo ?? '')), total };
}

export const latestRecords = async (db: DbOrTx, expertId: number, n = 5): Promise<ExpertRecord[]> =>
  (await listRecords(db, expertId, { type: null, month: null }, { page: 1, limit: n })).list;

/** Statuses of an order the client has paid for and the lab still serves. */
export const SERVING: readonly string[] = ['pending_sign', ...ORDER_IN_WORK, 'delivered', 'pending_balance'];

/**
 * The commission the expert can expect: clients' paid orders not completed yet, without an
 * approved refund, at today's rate. Shown only; booked when an order completes.
 */
export async function pendingFen(db: DbOrTx, expertId: number, rate: number): Promise<number> {
  const rows = await db
    .select({ paid: orders.paidAmountFen })
    .from(orders)
    .innerJoin(expertClients, eq(expertClients.clientId, orders.userId))
    .where(
      and(
        eq(expertClients.expertId, expertId),
        inArray(orders.status, [...SERVING]),
        sql`${orders.paidAmountFen} > 0`,
        sql`NOT EXISTS (SELECT 1 FROM ${orderChanges} c WHERE c.order_id = ${orders.id} AND c.type = 3 AND c.status = 'approved')`,
      ),
    );
  return rows.reduce((sum, r) => sum + Math.round(r.paid * rate), 0);
}

/** The funds at a glance; totals follow the filter, the 12 months and the balance do not. */
export async function statics(db: DbOrTx, expertId: number, f: RecordFilter): Promise<ExpertStatics> {
  const { rate, thresholdFen } = await expertSettings(db);
  const [ledger] = await db
    .select({ balance: expertProfiles.balanceFen, owed: expertProfiles.owedFen })
    .from(expertProfiles)
    .where(eq(expertProfiles.accountId, expertId));
  const byType = await db
    .select({ type: expertRecords.type, fen: sql<string>`sum(${expertRecords.amountFen})`, n: count() })
    .from(expertRecords)
    .where(where(expertId, f))
    .groupBy(expertRecords.type);
  const sumOf = (t: ExpertRecordType) => Number(byType.find((r) => r.type === t)?.fen ?? 0);
  const months = monthsUpTo(currentMonth(), 12);
  const byMonth = await db
    .select({
      month: sql<string>`${monthOf}`,
      type: expertRecords.type,
      fen: sql<string>`sum(${expertRecords.amountFen})`,
    })
    .from(expertRecords)
    .where(and(eq(expertRecords.expertId, expertId), sql`${monthOf} >= ${months[0]}`))
    .groupBy(sql`1`, expertRecords.type);
  return {
    balance: fenToYuan(ledger?.balance ?? 0),
    owed: fenToYuan(ledger?.owed ?? 0),
    earned: fenToYuan(sumOf('commission')),
    pending: fenToYuan(await pendingFen(db, expertId, rate)),
    withdrawn: fenToYuan(sumOf('withdraw')),
    reversed: fenToYuan(sumOf('reversal')),
    count: byType.reduce((n, r) => n + Number(r.n), 0),
    by_month: months.map((month) => {
      let income = 0;
      let expense = 0;
      for (const r of byMonth) {
        if (r.month !== month) continue;
        if (EXPERT_INCOME.includes(r.type as ExpertRecordType)) income += Number(r.fen);
        else expense += Number(r.fen);
      }
      return { month, income: fenToYuan(income), expense: fenToYuan(expense) };
    }),
    rate,
    invoice_threshold: fenToYuan(thresholdFen),
  };
}
