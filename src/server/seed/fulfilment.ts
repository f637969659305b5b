import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderAction, type OrderStatus } from '../../core/rules/order-states';
import type { Tx } from '../db';
import {
  accounts,
  attachments,
  electronicContractSeals,
  electronicContracts,
  goods,
  merchants,
  orderChanges,
  orderEvents,
  orderFulfilments,
  orderItems,
  orderPayPlans,
  orderReports,
  orders,
  payments,
  siteLetters,
} from '../db/schema';
import type { FileStorage } from '../lib/storage';
import { sealDataUrl } from '../modules/contract/seal-svg';
import { appendEvidence } from '../modules/evidence/evidence.service';
import { coverUrl } from '../modules/goods/goods-cover';
import { newOrderNo, planStages } from '../modules/order/order-create';
import { payNumber } from '../modules/pay/pay.service';
import { settlePayment } from '../modules/pay/pay-settle';
import { DEMO_FACTS, renderDemoReport } from './demo-report-pdf';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The buyer of the fulfilment demo orders: its own account, so buyer 1's lists stay as tests know them. */
export const FULFIL_BUYER = { mobile: '13900000201', nickname: '苏州华测采购部' } as const;

const SAMPLE_NOTE = '样品密封完好，2 瓶 × 500 mL，冷藏送达';

const PARTY = { source: 'company', name: '苏州华测电子科技有限公司', credit_code: '91320594MA1N8QXK3U' };

/** The steps in order, each with the action that reaches it from the one before. */
const PATH: [OrderAction, OrderStatus][] = [
  ['pay', 'pending_sign'],
  ['sign', 'awaiting_sample'],
  ['shipSample', 'sample_shipped'],
  ['receiveSample', 'sample_received'],
  ['startTest', 'testing'],
  ['issueReport', 'delivered'],
  ['accept', 'pending_balance'],
  ['pay', 'delivered'],
  ['confirm', 'completed'],
];

interface DemoOrder {
  /** How many steps of PATH it has taken. */
  steps: number;
  plan: 'full' | 'deposit';
  daysAgo: number;
  change?: boolean;
}

/** One order at every fulfilment step (and one pending change), oldest first. */
const DEMO: DemoOrder[] = [
  { steps: 9, plan: 'deposit', daysAgo: 40 },
  { steps: 7, plan: 'deposit', daysAgo: 18 },
  { steps: 6, plan: 'full', daysAgo: 12 },
  { steps: 5, plan: 'deposit', daysAgo: 9, change: true },
  { steps: 4, plan: 'full', daysAgo: 7 },
  { steps: 3, plan: 'full', daysAgo: 5 },
  { steps: 2, plan: 'deposit', daysAgo: 3 },
];

/** Pays one stage of a demo order as the cashier's notification would, through settlePayment. */
async function settleDemoStage(
  tx: Tx,
  order: { id: number; orderNo: string; userId: number },
  plan: { id: number; amountFen: number },
  paidAt: Date,
): Promise<void> {
  const payNo = payNumber(paidAt);
  await tx.insert(payments).values({
    payNo,
    orderId: order.id,
    planId: plan.id,
    userId: order.userId,
    amountFen: plan.amountFen,
    channel: 'cashier',
    createdAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + HOUR),
  });
  await settlePayment(tx, payNo, { tradeNo: `SIM${payNo.slice(3)}`, paidAt });
}

/**
 * The demo lab 13800000002 has orders at every fulfilment step, from
 * 待寄样 to 已完成, with their timeline, sample and report records, settlement records of the
 * paid stages and one change waiting for its answer, so both the buyer's and the lab's centre
 * show real data. The report PDFs are stored when the caller hands in the file storage.
 */
export async function seedFulfilment(tx: Tx, passwordHash: string, storage?: FileStorage): Promise<void> {
  const [lab] = await tx
    .select({ id: merchants.id, owner: accounts.id, orgName: merchants.orgName })
    .from(merchants)
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
    .where(and(eq(accounts.mobile, '13800000002'), eq(accounts.type, 2)))
    .limit(1);
  const [item] = lab
    ? await tx
        .select()
        .from(goods)
        .where(and(eq(goods.merchantId, lab.id), eq(goods.servicsId, 1)))
        .limit(1)
    : [];
  if (!lab || !item) return;
  const [buyer] = await tx
    .insert(accounts)
    .values({ type: 1, ...FULFIL_BUYER, passwordHash })
    .returning({ id: accounts.id });
  const labOwner = lab.owner;
  const [seal] = await tx
    .insert(electronicContractSeals)
    .values({
      userId: buyer!.id,
      name: PARTY.name,
      kind: 'contract',
      image: sealDataUrl(PARTY.name, 'contract'),
      isDefault: true,
    })
    .returning({ id: electronicContractSeals.id });
  const now = Date.now();
  for (const [n, d] of DEMO.entries()) {
    const start = now - d.daysAgo * DAY;
    const at = (step: number) => new Date(start + (step + 1) * 5 * HOUR);
    const priceFen = 380_000 + n * 50_000;
    const status = PATH[d.steps - 1]![1];
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(new Date(start)),
        userId: buyer!.id,
        merchantId: lab.id,
        // paid through the settlement below, which moves it on from here
        status: 'pending_payment',
        payPlan: d.plan,
        goodsAmountFen: priceFen,
        payAmountFen: priceFen,
        paidAmountFen: 0,
        address: {
          consignee: '周敏',
          mobile: FULFIL_BUYER.mobile,
          province: '江苏省',
          city: '苏州市',
          area: '工业园区',
          street: '斜塘街道',
          detail: '星湖街 328 号 5 幢',
        },
        party: PARTY,
        createdAt: new Date(start),
        // the settlement refuses an order past its deadline; the history below says when it was paid
        payDeadline: new Date(now + DAY),
      })
      .returning();
    const o = order!;
    await tx.insert(orderItems).values({
      orderId: o.id,
      goodsId: item.id,
      name: item.name,
      cover: coverUrl(item.id, item.cover),
      servicsId: 1,
      servicsName: '检验检测',
      options: { service_content: null, training_form: null, approval_logo: null },
      priceFen,
    });
    const stages = planStages(d.plan, priceFen);
    const plans = await tx
      .insert(orderPayPlans)
      .values(
        stages.map((s, i) => ({ orderId: o.id, ...s, acceptedAt: i > 0 && d.steps >= 7 ? at(6) : null })),
      )
      .returning();
    // each paid stage goes through the one settlement path, as a real payment would: the stage,
    // the order's paid amount, the lab's settlement record, the main contract (first stage) and
    // the stage's entry in the evidence ledger. The deposit is paid at step 1, a deposit plan's
    // balance at step 8 (from 待付尾款, where the order stands then)
    for (const [i, plan] of plans.entries()) {
      const step = i === 0 ? 0 : 7;
      if (step >= d.steps) continue;
      if (step > 0) await tx.update(orders).set({ status: 'pending_balance' }).where(eq(orders.id, o.id));
      await settleDemoStage(tx, o, plan, at(step));
    }
    // signed at step 2: the main contract, both seals on (its PDF is rendered on first download)
    await tx
      .update(electronicContracts)
      .set({
        status: 'signed',
        sealId: seal!.id,
        buyerSignedAt: at(1),
        merchantSignedAt: new Date(at(1).getTime() + 1000),
        createdAt: at(0),
      })
      .where(and(eq(electronicContracts.orderId, o.id), eq(electronicContracts.kind, 'main')));
    // the settlement wrote its timeline rows and letters as of today; the demo's history is
    // written below at its own times
    await tx.delete(orderEvents).where(eq(orderEvents.orderId, o.id));
    await tx.delete(siteLetters).where(eq(siteLetters.accountId, buyer!.id));
    await tx
      .update(orders)
      .set({
        status,
        paidAt: at(0),
        updatedAt: at(d.steps - 1),
        completedAt: status === 'completed' ? at(d.steps - 1) : null,
      })
      .where(eq(orders.id, o.id));
    const events = [
      {
        action: 'create',
        fromStatus: null as string | null,
        toStatus: 'pending_payment',
        at: new Date(start),
      },
    ];
    let from: OrderStatus = 'pending_payment';
    for (const [i, [action, to]] of PATH.slice(0, d.steps).entries()) {
      events.push({ action, fromStatus: from, toStatus: to, at: at(i) });
      from = to;
    }
    await tx.insert(orderEvents).values(
      events.map((e) => ({
        orderId: o.id,
        ...e,
        note: e.action === 'create' ? '提交订单' : `${ORDER_STATUS_LABELS[e.toStatus as OrderStatus]}`,
      })),
    );
    const reached = (step: number) => (d.steps > step ? at(step) : null);
    await tx.insert(orderFulfilments).values({
      orderId: o.id,
      courierCompany: d.steps > 2 ? '顺丰速运' : '',
      waybillNo: d.steps > 2 ? `SF14${String(o.id).padStart(10, '0')}` : '',
      shippedAt: reached(2),
      sampleNote: d.steps > 3 ? SAMPLE_NOTE : '',
      receivedAt: reached(3),
      testStartedAt: reached(4),
      deliveredAt: reached(5),
    });
    if (d.steps > 5) {
      const reportNo = `ZY-${new Date(start).getFullYear()}-${String(o.id).padStart(6, '0')}`;
      const bytes = renderDemoReport({
        reportNo,
        orderNo: o.orderNo,
        client: PARTY.name,
        lab: lab.orgName,
        item: item.name,
        sample: SAMPLE_NOTE,
        receivedAt: at(3),
        issuedAt: at(5),
      });
      const storageKey = createHash('sha256').update(`seed-report-${reportNo}`).digest('hex').slice(0, 32);
      await storage?.put(storageKey, bytes);
      const [file] = await tx
        .insert(attachments)
        .values({
          ownerId: labOwner,
          storageKey,
          mime: 'application/pdf',
          size: bytes.length,
          originalName: `${reportNo}.pdf`,
        })
        .returning({ id: attachments.id });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await tx
        .insert(orderReports)
        .values({ orderId: o.id, reportNo, fileId: file!.id, sha256, issuedAt: at(5), ...DEMO_FACTS });
      await appendEvidence(tx, { kind: 'report', subject: reportNo, sha256 });
    }
    if (d.change) {
      await tx.insert(orderChanges).values({
        orderId: o.id,
        userId: buyer!.id,
        type: 1,
        reason: '追加铅、镉、汞三项重金属指标，请同步调整报价',
        createdAt: at(d.steps - 1),
        updatedAt: at(d.steps - 1),
      });
    }
  }
}
