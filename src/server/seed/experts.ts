import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { idCardCheckChar, maskIdCard } from '../../core/validators/id-card';
import type { Tx } from '../db';
import {
  accounts,
  categories,
  expertClients,
  expertProfiles,
  expertRecords,
  goods,
  merchantAttention,
  orderChanges,
  orderItems,
  orderPayPlans,
  orders,
  payoutAccounts,
  serviceTypes,
} from '../db/schema';
import { bookCommission, reverseCommission } from '../modules/expert/expert-ledger';
import { coverUrl } from '../modules/goods/goods-cover';
import { newOrderNo } from '../modules/order/order-create';

/** The demo expert's referral code: /reg?ref=LIMING2024 (journeys and the README use it). */
export const DEMO_REFERRAL = 'LIMING2024';
/** The demo expert's two clients besides buyer 13800000004 (password Demo@1234 too). */
export const DEMO_CLIENTS = [
  { mobile: '13800000021', nickname: '赵强' },
  { mobile: '13800000022', nickname: '孙丽' },
] as const;

const DAY = 86_400_000;
/** The demo expert's ID number (a valid GB 11643 check character), shown only masked. */
const DEMO_ID_NO = `11010519800312001${idCardCheckChar('11010519800312001')}`;

interface DemoOrder {
  client: number;
  goodsIndex: number;
  status: 'completed' | 'testing' | 'pending_sign';
  daysAgo: number;
  refunded?: boolean;
}

/** Orders of the demo expert's clients, oldest first: commissions, a refunded one, one in service. */
const ORDERS: DemoOrder[] = [
  { client: 0, goodsIndex: 0, status: 'completed', daysAgo: 75 },
  { client: 1, goodsIndex: 1, status: 'completed', daysAgo: 48, refunded: true },
  { client: 0, goodsIndex: 2, status: 'completed', daysAgo: 20 },
  { client: 1, goodsIndex: 3, status: 'testing', daysAgo: 6 },
  { client: 0, goodsIndex: 4, status: 'pending_sign', daysAgo: 2 },
];

/**
 * Issue 11 item 8: the demo expert 13800000003 is certified, has three clients (buyer
 * 13800000004 among them, with no orders yet so a journey can buy as them), orders of the
 * other two in several states with their commission records, a paid-out withdrawal, an
 * opened payout account and three followed shops; expert 13800000005 starts from nothing.
 */
export async function seedExperts(tx: Tx, ids: Map<string, number>, passwordHash: string): Promise<void> {
  const expert = ids.get('3:13800000003')!;
  const fresh = ids.get('3:13800000005')!;
  const tops = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sort), asc(categories.id))
    .limit(2);
  const now = Date.now();
  await tx.insert(expertProfiles).values([
    {
      accountId: expert,
      realName: '李明',
      field: '质量管理体系认证',
      referralCode: DEMO_REFERRAL,
      certStatus: 'approved',
      idNo: DEMO_ID_NO,
      title: '高级工程师（国家注册审核员）',
      organization: '中国质量认证中心华北分中心',
      fieldIds: tops.map((c) => c.id),
      appliedAt: new Date(now - 120 * DAY),
      reviewedAt: new Date(now - 119 * DAY),
    },
    { accountId: fresh, realName: '陈静', field: '计量校准' },
  ]);
  await tx.insert(payoutAccounts).values({
    accountId: expert,
    kind: 2,
    state: 'opened',
    providerNo: '10089523301',
    holderName: '李明',
    bankName: '中国工商银行',
    cardMasked: '6222 **** **** 1234',
    details: { id_no: maskIdCard(DEMO_ID_NO), mobile: '138****0003' },
    appliedAt: new Date(now - 100 * DAY),
    updatedAt: new Date(now - 99 * DAY),
  });

  // 我的关注: experts follow shops too
  await tx.insert(merchantAttention).values(
    [2, 5, 6].map((merchantId, i) => ({
      userId: expert,
      merchantId,
      createdAt: new Date(now - (30 - i) * DAY),
    })),
  );

  const clients = await tx
    .insert(accounts)
    .values(DEMO_CLIENTS.map((c) => ({ type: 1, ...c, passwordHash })))
    .returning({ id: accounts.id });
  const clientIds = [...clients.map((c) => c.id), ids.get('1:13800000004')!];
  await tx.insert(expertClients).values(
    clientIds.map((clientId, i) => ({
      clientId,
      expertId: expert,
      createdAt: new Date(now - (90 - i * 30) * DAY),
    })),
  );

  const picks = await tx
    .select({ g: goods, typeName: serviceTypes.name })
    .from(goods)
    .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
    .where(inArray(goods.id, [1, 3, 5, 8, 12]))
    .orderBy(asc(goods.id));
  for (const o of ORDERS) {
    const pick = picks[o.goodsIndex % picks.length]!;
    const priceFen = 260_000 + o.goodsIndex * 137_500;
    const at = new Date(now - o.daysAgo * DAY);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(at),
        userId: clientIds[o.client]!,
        merchantId: pick.g.merchantId,
        status: o.status,
        goodsAmountFen: priceFen,
        payAmountFen: priceFen,
        paidAmountFen: priceFen,
        createdAt: at,
        updatedAt: at,
        payDeadline: new Date(at.getTime() + DAY),
        paidAt: new Date(at.getTime() + 3_600_000),
        completedAt: o.status === 'completed' ? new Date(at.getTime() + 5 * DAY) : null,
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      goodsId: pick.g.id,
      name: pick.g.name,
      cover: coverUrl(pick.g.id, pick.g.cover),
      servicsId: pick.g.servicsId,
      servicsName: pick.typeName,
      options: { service_content: null, training_form: null, approval_logo: null },
      priceFen,
    });
    await tx.insert(orderPayPlans).values({
      orderId: order!.id,
      seq: 1,
      name: '全款',
      amountFen: priceFen,
      status: 'paid',
      paidAt: new Date(at.getTime() + 3_600_000),
    });
    if (o.status !== 'completed') continue;
    // the ledger's own booking, then dated as it happened
    const booked = await bookCommission(tx, order!.id);
    await dated(tx, booked?.id, new Date(at.getTime() + 5 * DAY));
    if (o.refunded) {
      await tx.insert(orderChanges).values({
        orderId: order!.id,
        userId: clientIds[o.client]!,
        type: 3,
        reason: '检测项目与实际需求不符，协商退款',
        status: 'approved',
        createdAt: new Date(at.getTime() + 6 * DAY),
        updatedAt: new Date(at.getTime() + 7 * DAY),
      });
      await dated(tx, (await reverseCommission(tx, order!.id))?.id, new Date(at.getTime() + 7 * DAY));
      // a refund closes the order: its money went back (the state table's 已退款)
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order!.id));
    }
    if (o.daysAgo === 75) await seedWithdrawal(tx, expert, new Date(now - 60 * DAY));
  }
}

const dated = async (tx: Tx, id: number | undefined, at: Date) => {
  if (id) await tx.update(expertRecords).set({ createdAt: at }).where(eq(expertRecords.id, id));
};

/** A paid-out withdrawal of ¥60.00 to the opened account. */
async function seedWithdrawal(tx: Tx, expertId: number, at: Date): Promise<void> {
  const [ledger] = await tx
    .select({ balance: expertProfiles.balanceFen })
    .from(expertProfiles)
    .where(eq(expertProfiles.accountId, expertId));
  const [payout] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, expertId));
  const amount = 6_000;
  const balance = ledger!.balance - amount;
  await tx.insert(expertRecords).values({
    expertId,
    type: 'withdraw',
    status: 'done',
    amountFen: amount,
    balanceFen: balance,
    payoutAccountId: payout!.id,
    requestNo: 'seed-withdraw-1',
    remark: `提现至 ${payout!.bankName} ${payout!.cardMasked}`,
    createdAt: at,
    paidAt: new Date(at.getTime() + DAY),
  });
  await tx
    .update(expertProfiles)
    .set({ balanceFen: sql`${expertProfiles.balanceFen} - ${amount}` })
    .where(and(eq(expertProfiles.accountId, expertId)));
}
