import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExpertCenter, ExpertClient, ExpertClientOrder } from '../../../core/api/contract/models';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { DbOrTx } from '../../db';
import { accounts, expertClients, expertRecords, orderChanges, orderItems, orders } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { hasPayee } from '../payout/bank-account.service';
import type { PayoutProvider } from '../payout/payout-provider';
import { latestRecords, SERVING, statics } from './expert-funds.service';
import { expertSettings } from './expert-ledger';
import { loadProfile } from './expert-sgs.service';

/** Commission booked for an order less what was reversed, per order of the expert. */
const bookedFen = (type: 'commission' | 'reversal') =>
  sql<number>`COALESCE((SELECT sum(r.amount_fen) FROM ${expertRecords} r WHERE r.order_id = ${orders.id} AND r.type = ${type}), 0)`;

/** The buyers who registered through the expert's link, newest first, mobiles masked. */
export async function listClients(db: DbOrTx, expertId: number, paging: Paging) {
  const { list: rows, total } = await paged(
    db
      .select({
        id: accounts.id,
        mobile: accounts.mobile,
        nickname: accounts.nickname,
        at: expertClients.createdAt,
        orders: sql<number>`(SELECT count(*) FROM ${orders} o WHERE o.user_id = ${accounts.id} AND o.paid_amount_fen > 0)`,
        earned: sql<number>`COALESCE((SELECT sum(CASE r.type WHEN 'commission' THEN r.amount_fen ELSE -r.amount_fen END) FROM ${expertRecords} r JOIN ${orders} o ON o.id = r.order_id WHERE o.user_id = ${accounts.id} AND r.expert_id = ${expertId}), 0)`,
      })
      .from(expertClients)
      .innerJoin(accounts, eq(accounts.id, expertClients.clientId))
      .where(eq(expertClients.expertId, expertId))
      .orderBy(desc(expertClients.createdAt), desc(accounts.id)),
    db.select({ n: count() }).from(expertClients).where(eq(expertClients.expertId, expertId)),
    paging,
  );
  const list: ExpertClient[] = rows.map((r) => ({
    id: r.id,
    mobile: maskAccountMobile(r.mobile),
    // a nickname may be the person's name: only its first character shows
    nickname: r.nickname ? `${[...r.nickname][0]}**` : '',
    created_at: r.at.toISOString(),
    orders: Number(r.orders),
    commission: fenToYuan(Number(r.earned)),
  }));
  return { list, total };
}

/**
 * The orders of the expert's clients (paid at least once), newest first, with the commission
 * each earns. `clientId` narrows to one client; another expert's client reads as no orders.
 */
export async function listClientOrders(
  db: DbOrTx,
  expertId: number,
  clientId: number | null,
  paging: Paging,
) {
  const { rate } = await expertSettings(db);
  const cond = and(
    eq(expertClients.expertId, expertId),
    clientId ? eq(expertClients.clientId, clientId) : undefined,
    sql`${orders.paidAmountFen} > 0`,
  );
  const { list: rows, total } = await paged(
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        mobile: accounts.mobile,
        status: orders.status,
        paid: orders.paidAmountFen,
        at: orders.createdAt,
        earned: bookedFen('commission'),
        reversed: bookedFen('reversal'),
        refunded: sql<boolean>`EXISTS (SELECT 1 FROM ${orderChanges} c WHERE c.order_id = ${orders.id} AND c.type = 3 AND c.status = 'approved')`,
        goods: sql<string>`(SELECT ${orderItems.name} FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} ORDER BY ${orderItems.id} LIMIT 1)`,
      })
      .from(orders)
      .innerJoin(expertClients, eq(expertClients.clientId, orders.userId))
      .innerJoin(accounts, eq(accounts.id, orders.userId))
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(expertClients, eq(expertClients.clientId, orders.userId))
      .where(cond),
    paging,
  );
  const list: ExpertClientOrder[] = rows.map((r) => {
    const earned = Number(r.earned);
    const reversed = Number(r.reversed);
    let state: ExpertClientOrder['commission_state'] = 'none';
    let fen = 0;
    if (reversed > 0) [state, fen] = ['reversed', reversed];
    else if (earned > 0) [state, fen] = ['earned', earned];
    else if (SERVING.includes(r.status) && !r.refunded)
      [state, fen] = ['expected', Math.round(r.paid * rate)];
    return {
      id: r.id,
      order_no: r.orderNo,
      client_mobile: maskAccountMobile(r.mobile),
      goods_name: r.goods ?? '',
      status: r.status,
      status_name: ORDER_STATUS_LABELS[r.status as OrderStatus] ?? r.status,
      paid_amount: fenToYuan(r.paid),
      commission: fenToYuan(fen),
      commission_state: state,
      created_at: r.at.toISOString(),
    };
  });
  return { list, total };
}

/** expert/center: who, the referral link, counts and money at a glance, the latest records. */
export async function center(
  db: DbOrTx,
  expertId: number,
  provider: PayoutProvider | null,
): Promise<ExpertCenter> {
  const profile = await loadProfile(db, expertId);
  const [account] = await db
    .select({ mobile: accounts.mobile })
    .from(accounts)
    .where(eq(accounts.id, expertId));
  const clientIds = db
    .select({ id: expertClients.clientId })
    .from(expertClients)
    .where(eq(expertClients.expertId, expertId));
  const [clients] = await db
    .select({ n: count() })
    .from(expertClients)
    .where(eq(expertClients.expertId, expertId));
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(inArray(orders.userId, clientIds), sql`${orders.paidAmountFen} > 0`));
  const money = await statics(db, expertId, { type: null, month: null });
  return {
    real_name: profile.realName,
    mobile: maskAccountMobile(account?.mobile ?? ''),
    cert_status: profile.certStatus as ExpertCenter['cert_status'],
    title: profile.title,
    organization: profile.organization,
    referral_code: profile.referralCode,
    referral_path: `/reg?ref=${profile.referralCode}`,
    clients: clients?.n ?? 0,
    orders: paid?.n ?? 0,
    earned: fenToYuan(Math.round(money.earned * 100) - Math.round(money.reversed * 100)),
    pending: money.pending,
    withdrawn: money.withdrawn,
    balance: money.balance,
    // a withdrawal may be asked: the provider's account opened, or a bank account 财务 pays into
    payout_opened: await hasPayee(db, expertId, provider),
    latest: await latestRecords(db, expertId),
  };
}
