import { eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  FulfilmentStep,
  OrderFulfilment,
  OrderReport,
  SampleAddress,
} from '../../../core/api/contract/models-fulfil';
import { isSampleBased, SAMPLE_SERVICE_TYPES } from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { jsonRow } from '../../db/json-rows';
import {
  attachments,
  goods,
  merchants,
  orderEvents,
  orderFulfilments,
  orderItems,
  orderReports,
  orders,
} from '../../db/schema';
import { attachmentUrl } from '../attachment/attachment.service';
import { ofOrder } from '../order/of-order';

type OrderRow = typeof orders.$inferSelect;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Whether these items make the order sample-based (service type 1 or 3). */
export const sampleBasedItems = (items: { servicsId: number }[]) =>
  isSampleBased(items.map((i) => i.servicsId));

/** The public check page for a report number: it reads ?no= (as /blockchain does) and fills it in. */
export const verifyPath = (reportNo: string) => `/report/verify?no=${encodeURIComponent(reportNo)}`;

/**
 * Where the order's sample goes, read with the order: the first sample-based service's own
 * address, else the lab's (店铺设置). Read live, so a lab that moves is found at its new address.
 */
const sampleAddressColumn = sql<SampleAddress | null>`coalesce(
  (select g.sample_address from ${orderItems} oi join ${goods} g on g.id = oi.goods_id
    where oi.order_id = "orders"."id" and oi.servics_id in (${sql.raw(SAMPLE_SERVICE_TYPES.join(', '))})
      and g.sample_address is not null order by oi.id limit 1),
  (select m.sample_address from ${merchants} m where m.id = "orders"."merchant_id"))`.mapWith(
  (raw: unknown) =>
    typeof raw === 'string' ? (JSON.parse(raw) as SampleAddress) : ((raw as SampleAddress | null) ?? null),
);

/**
 * The fulfilment part of an order's detail (buyer's order/info and the lab's merchant_order/info):
 * the steps with their times, and the report with a fresh signed download link. The link is
 * bound to the report's one file and is only handed to the order's buyer, its lab and staff.
 */
export async function loadFulfilment(
  db: DbOrTx,
  order: OrderRow,
  sampleBased: boolean,
  secret: string,
): Promise<{ fulfilment: OrderFulfilment; report: OrderReport | null }> {
  const [[f], [rep], events, [where]] = await Promise.all([
    db.select().from(orderFulfilments).where(eq(orderFulfilments.orderId, order.id)).limit(1),
    db
      .select({ report: orderReports, name: attachments.originalName, size: attachments.size })
      .from(orderReports)
      .innerJoin(attachments, eq(attachments.id, orderReports.fileId))
      .where(eq(orderReports.orderId, order.id))
      .limit(1),
    db
      .select({ action: orderEvents.action, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id)),
    sampleBased
      ? db.select({ address: sampleAddressColumn }).from(orders).where(eq(orders.id, order.id))
      : Promise.resolve([]),
  ]);
  return fulfilmentView({
    order,
    sampleBased,
    secret,
    f: f ?? null,
    rep: rep ?? null,
    events,
    sampleAddress: where?.address ?? null,
  });
}

type FulfilmentRow = typeof orderFulfilments.$inferSelect;
export interface ReportRow {
  report: typeof orderReports.$inferSelect;
  name: string;
  size: number;
}

/**
 * What the buyer's order/info reads of the fulfilment with the order itself: the
 * columns of a select from orders; the events are the detail's own timeline.
 */
export const fulfilmentColumns = {
  fulfilment: jsonRow(getTableColumns(orderFulfilments), ofOrder(orderFulfilments)),
  report: jsonRow(
    { ...getTableColumns(orderReports), fileName: attachments.originalName, fileSize: attachments.size },
    sql`from ${orderReports} join ${attachments} on ${attachments.id} = ${orderReports.fileId} where ${orderReports.orderId} = ${orders.id}`,
  ),
  sampleAddress: sampleAddressColumn,
};

/** The report as loadFulfilment reads it, from fulfilmentColumns' report. */
export function reportRowOf(
  read: ({ fileName: string; fileSize: number } & ReportRow['report']) | null,
): ReportRow | null {
  if (!read) return null;
  const { fileName, fileSize, ...report } = read;
  return { report, name: fileName, size: fileSize };
}

/** loadFulfilment's answer from rows already read. */
export function fulfilmentView({
  order,
  sampleBased,
  secret,
  f,
  rep,
  events,
  sampleAddress = null,
}: {
  order: OrderRow;
  sampleBased: boolean;
  secret: string;
  f: FulfilmentRow | null;
  rep: ReportRow | null;
  events: { action: string; at: Date }[];
  sampleAddress?: SampleAddress | null;
}): { fulfilment: OrderFulfilment; report: OrderReport | null } {
  const signedAt = events.find((e) => e.action === 'sign')?.at ?? null;
  const deliveredAt = f?.deliveredAt ?? rep?.report.issuedAt ?? null;
  const step = (key: FulfilmentStep['key'], label: string, at: Date | null | undefined): FulfilmentStep => ({
    key,
    label,
    at: iso(at),
  });
  const steps: FulfilmentStep[] = sampleBased
    ? [
        step('signed', '合同签署', signedAt),
        step('shipped', '寄送样品', f?.shippedAt),
        step('received', '实验室收样', f?.receivedAt),
        step('testing', '开始检测', f?.testStartedAt),
        step('delivered', '出具报告', deliveredAt),
        step('completed', '确认完成', order.completedAt),
      ]
    : [
        step('signed', '合同签署', signedAt),
        step('delivered', '服务交付', deliveredAt),
        step('completed', '确认完成', order.completedAt),
      ];
  const fulfilment: OrderFulfilment = {
    sample_based: sampleBased,
    courier_company: f?.courierCompany ?? '',
    waybill_no: f?.waybillNo ?? '',
    shipped_at: iso(f?.shippedAt),
    sample_note: f?.sampleNote ?? '',
    received_at: iso(f?.receivedAt),
    test_started_at: iso(f?.testStartedAt),
    deliver_note: f?.deliverNote ?? '',
    deliver_file: f?.deliverFileId ? { name: '交付文件', url: attachmentUrl(secret, f.deliverFileId) } : null,
    delivered_at: iso(deliveredAt),
    steps,
    sample_address: sampleBased ? sampleAddress : null,
  };
  const report: OrderReport | null = rep
    ? {
        report_no: rep.report.reportNo,
        sha256: rep.report.sha256,
        file_name: rep.name || `${rep.report.reportNo}.pdf`,
        size: rep.size,
        issued_at: rep.report.issuedAt.toISOString(),
        url: attachmentUrl(secret, rep.report.fileId),
        verify_path: verifyPath(rep.report.reportNo),
      }
    : null;
  return { fulfilment, report };
}
