import { type SQL, sql } from 'drizzle-orm';
import type { FundRecord, FundStatics } from '../../../core/api/contract/models';
import { FUND_INCOME, FUND_TYPES, type FundType, monthsUpTo } from '../../../core/rules/fund-types';
import type { DbOrTx } from '../../db';
import { orderChanges, orderItems, orderPayPlans, orders } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { fenToYuan } from '../../lib/money';

export interface FundFilter {
  type: FundType | null;
  month: string | null;
}

/** Months are the buyer's calendar months: the marketplace is in China. */
const TZ = 'Asia/Shanghai';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * Every money movement of one buyer, as one derived relation (no table of its own: the pay
 * plans and the refund requests are the record). Ownership is the first condition of each
 * branch, so another buyer's rows never enter.
 */
function movements(userId: number): SQL {
  const firstGoods = sql`(SELECT ${orderItems.name} FROM ${orderItems} WHERE ${orderItems.orderId} = o.id ORDER BY ${orderItems.id} LIMIT 1)`;
  return sql`
    SELECT 'plan-' || p.id AS id,
           CASE WHEN o.pay_plan = 'deposit' AND p.seq = 1 THEN 'deposit'
                WHEN o.pay_plan = 'deposit' THEN 'balance' ELSE 'payment' END AS type,
           p.amount_fen AS fen, o.id AS order_id, o.order_no, p.name AS title,
           ${firstGoods} AS goods_name, p.paid_at AS at, p.id AS seq
    FROM ${orderPayPlans} p JOIN ${orders} o ON o.id = p.order_id
    WHERE o.user_id = ${userId} AND p.status = 'paid' AND p.paid_at IS NOT NULL
    UNION ALL
    SELECT 'refund-' || c.id, 'refund', o.paid_amount_fen, o.id, o.order_no, '申请退款',
           ${firstGoods}, c.updated_at, c.id
    FROM ${orderChanges} c JOIN ${orders} o ON o.id = c.order_id
    WHERE c.user_id = ${userId} AND o.user_id = ${userId} AND c.type = 3 AND c.status = 'approved'
      AND o.paid_amount_fen > 0`;
}

function filterOf(f: FundFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.type) parts.push(sql`type = ${f.type}`);
  if (f.month) parts.push(sql`to_char(at AT TIME ZONE ${sql.raw(`'${TZ}'`)}, 'YYYY-MM') = ${f.month}`);
  return sql.join(parts, sql` AND `);
}

const kindOf = (type: FundType): FundRecord['kind'] => (FUND_INCOME.includes(type) ? 'income' : 'expense');

interface Row {
  id: string;
  type: FundType;
  fen: number | string;
  order_id: number;
  order_no: string;
  title: string;
  goods_name: string | null;
  at: Date | string;
  total: number | string;
}

/** The buyer's movements, newest first, a page at a time. */
export async function listFunds(db: DbOrTx, userId: number, f: FundFilter, paging: Paging) {
  const result = await db.execute(sql`
    WITH m AS (${movements(userId)})
    SELECT id, type, fen, order_id, order_no, title, goods_name, at, count(*) OVER () AS total
    FROM m WHERE ${filterOf(f)}
    ORDER BY at DESC, type, seq DESC
    LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}`);
  const rows = rowsOf<Row>(result);
  const list: FundRecord[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    kind: kindOf(r.type),
    amount: fenToYuan(Number(r.fen)),
    order_id: r.order_id,
    order_no: r.order_no,
    title: r.title,
    goods_name: r.goods_name ?? '',
    created_at: new Date(r.at).toISOString(),
  }));
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && paging.page > 1) total = (await fundStatics(db, userId, f)).count;
  return { list, total };
}

/** Totals of the filter (they add up to what get lists) and the last 12 months of spending. */
export async function fundStatics(db: DbOrTx, userId: number, f: FundFilter): Promise<FundStatics> {
  const byType = rowsOf<{ type: FundType; fen: number | string; n: number | string }>(
    await db.execute(sql`
      WITH m AS (${movements(userId)})
      SELECT type, sum(fen) AS fen, count(*) AS n FROM m WHERE ${filterOf(f)} GROUP BY type`),
  );
  const months = monthsUpTo(currentMonth(), 12);
  const byMonth = rowsOf<{ month: string; type: FundType; fen: number | string }>(
    await db.execute(sql`
      WITH m AS (${movements(userId)})
      SELECT to_char(at AT TIME ZONE ${sql.raw(`'${TZ}'`)}, 'YYYY-MM') AS month, type, sum(fen) AS fen
      FROM m WHERE to_char(at AT TIME ZONE ${sql.raw(`'${TZ}'`)}, 'YYYY-MM') >= ${months[0]}
      GROUP BY 1, 2`),
  );
  let expenseFen = 0;
  let incomeFen = 0;
  let count = 0;
  const found = new Map(byType.map((r) => [r.type, r]));
  const by_type = FUND_TYPES.map((type) => {
    const r = found.get(type);
    const fen = Number(r?.fen ?? 0);
    const n = Number(r?.n ?? 0);
    if (kindOf(type) === 'income') incomeFen += fen;
    else expenseFen += fen;
    count += n;
    return { type, amount: fenToYuan(fen), count: n };
  });
  const by_month = months.map((month) => {
    let e = 0;
    let i = 0;
    for (const r of byMonth) {
      if (r.month !== month) continue;
      if (kindOf(r.type) === 'income') i += Number(r.fen);
      else e += Number(r.fen);
    }
    return { month, expense: fenToYuan(e), income: fenToYuan(i) };
  });
  return {
    expense: fenToYuan(expenseFen),
    income: fenToYuan(incomeFen),
    net: fenToYuan(expenseFen - incomeFen),
    count,
    by_type,
    by_month,
  };
}

// made once: building a DateTimeFormat costs more than formatting with it (each payment asks)
const MONTH_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit' });

/** YYYY-MM now, in the marketplace's time zone. */
export function currentMonth(now = new Date()): string {
  return MONTH_FORMAT.format(now).slice(0, 7);
}
