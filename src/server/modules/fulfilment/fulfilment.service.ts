import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderAction, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { merchants, orderFulfilments, orderReports, orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { FileStorage } from '../../lib/storage';
import { ownAttachment } from '../attachment/attachment.service';
import { appendEvidence } from '../evidence/evidence.service';
import { sendLetter } from '../notice/notice.service';
import { loadOwnOrder } from '../order/order.service';
import { transitionOrder } from '../order/order-transition';

type OrderRow = typeof orders.$inferSelect;
type FulfilmentSet = Partial<typeof orderFulfilments.$inferInsert>;
/** The site letter of a step, sent inside its transaction (a refused step leaves none). */
type Letter = (tx: DbOrTx, order: OrderRow) => Promise<void>;

export const REPORT_NO_TAKEN = '报告编号已存在，请核对后重新填写';

const detailLink = (id: number) => `/home/order/detail?id=${id}`;

/**
 * One step of the work, in one transaction holding the order row: the state table moves the
 * order (refusing a step out of turn, or a second one), the fulfilment row records what came
 * with it, and a site letter tells the other side.
 */
async function step(
  db: Db,
  orderId: number,
  action: OrderAction,
  note: string,
  set: FulfilmentSet,
  letter: Letter,
  extra?: (tx: DbOrTx, order: OrderRow) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} FOR UPDATE`);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return refuse('订单不存在');
    await transitionOrder(tx, order, action, note);
    await tx
      .insert(orderFulfilments)
      .values({ orderId, ...set })
      .onConflictDoUpdate({ target: orderFulfilments.orderId, set });
    if (extra) await extra(tx, order);
    await letter(tx, order);
  });
}

const toBuyer =
  (title: string, content: (o: OrderRow) => string): Letter =>
  (tx, o) =>
    sendLetter(tx, o.userId, { title, content: content(o), link: detailLink(o.id) });

/** order/shipSample: the buyer's sample is on its way; the lab is told. */
export async function shipSample(
  db: Db,
  userId: number,
  input: { id: number; courier_company: string; waybill_no: string },
): Promise<void> {
  const order = await loadOwnOrder(db, userId, input.id);
  const [lab] = await db
    .select({ owner: merchants.ownerAccountId })
    .from(merchants)
    .where(eq(merchants.id, order.merchantId));
  await step(
    db,
    order.id,
    'shipSample',
    `买家已寄出样品：${input.courier_company} ${input.waybill_no}`,
    { courierCompany: input.courier_company, waybillNo: input.waybill_no, shippedAt: new Date() },
    async (tx, o) => {
      if (!lab?.owner) return;
      await sendLetter(tx, lab.owner, {
        title: '买家已寄出样品',
        content: `订单 ${o.orderNo} 的样品已寄出：${input.courier_company}，运单号 ${input.waybill_no}。请留意签收。`,
        link: `/merchant/order/detail?id=${o.id}`,
      });
    },
  );
}

/** merchant_order/receiveSample: the lab has the sample, and notes its condition. */
export const receiveSample = (db: Db, orderId: number, note: string) =>
  step(
    db,
    orderId,
    'receiveSample',
    `实验室已收样：${note}`,
    { sampleNote: note, receivedAt: new Date() },
    toBuyer('实验室已收到样品', (o) => `订单 ${o.orderNo} 的样品已签收。样品状况：${note}`),
  );

/** merchant_order/startTest */
export const startTest = (db: Db, orderId: number) =>
  step(
    db,
    orderId,
    'startTest',
    '实验室开始检测',
    { testStartedAt: new Date() },
    toBuyer('样品开始检测', (o) => `订单 ${o.orderNo} 的样品已开始检测，报告出具后将通知您。`),
  );

/** merchant_order/deliver: a non-sample order's deliverable is issued (optional file of the lab's). */
export async function deliver(
  db: Db,
  labAccountId: number,
  orderId: number,
  note: string,
  fileId: number | null,
): Promise<void> {
  if (fileId !== null) await ownAttachment(db, labAccountId, fileId);
  await step(
    db,
    orderId,
    'deliver',
    `机构已交付：${note}`,
    { deliverNote: note, deliverFileId: fileId, deliveredAt: new Date() },
    toBuyer('服务成果已交付', (o) => `订单 ${o.orderNo} 的服务成果已交付：${note}。请查看后验收或确认完成。`),
  );
}

/** What the paper states, as the lab typed it ('' when left out). */
export interface ReportFacts {
  sampleName: string;
  standard: string;
  conclusion: string;
}

/**
 * merchant_order/issueReport: the report PDF (an upload of the lab's own, checked to be a PDF
 * by its bytes at upload) is bound to the order under a platform-unique number, and the SHA-256
 * of its exact bytes goes into the evidence ledger, so /report/verify finds it by number and
 * file, and a changed file is not found.
 */
export async function issueReport(
  db: Db,
  storage: FileStorage,
  labAccountId: number,
  orderId: number,
  reportNo: string,
  fileId: number,
  facts: ReportFacts = { sampleName: '', standard: '', conclusion: '' },
): Promise<void> {
  const file = await ownAttachment(db, labAccountId, fileId);
  if (file.mime !== 'application/pdf') refuse('检测报告须为 PDF 文件');
  const bytes = await storage.get(file.storageKey);
  if (!bytes) return refuse('文件不存在，请重新上传');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [taken] = await db
    .select({ id: orderReports.id })
    .from(orderReports)
    .where(eq(orderReports.reportNo, reportNo))
    .limit(1);
  if (taken) refuse(REPORT_NO_TAKEN);
  await step(
    db,
    orderId,
    'issueReport',
    `实验室出具检测报告 ${reportNo}`,
    { deliveredAt: new Date() },
    toBuyer(
      '检测报告已出具',
      (o) => `订单 ${o.orderNo} 的检测报告 ${reportNo} 已出具，可在订单详情下载，并可在报告真伪查询页核验。`,
    ),
    async (tx, order) => {
      const inserted = await tx
        .insert(orderReports)
        .values({ orderId: order.id, reportNo, fileId, sha256, ...facts })
        .onConflictDoNothing()
        .returning({ id: orderReports.id });
      if (!inserted.length) refuse(REPORT_NO_TAKEN);
      await appendEvidence(tx, { kind: 'report', subject: reportNo, sha256 });
    },
  );
}

export const statusLabel = (s: string) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s;
