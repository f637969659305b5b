import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { merchants, orderInvoices, orders } from '../../db/schema';
import { fenToYuan } from '../../lib/money';
import { newPdf, pdfBytes } from '../../lib/pdf/pdf-doc';
import { CONTENT_WIDTH, PdfFlow } from '../../lib/pdf/pdf-flow';
import { rmbWords } from '../../lib/rmb-words';
import { chinaTime } from '../pay/signing';

/** What an issued e-invoice shows: the invoice row, its order and the lab that sold the service. */
export interface InvoiceDocument {
  invoice: typeof orderInvoices.$inferSelect;
  orderNo: string;
  seller: { orgName: string; businessLicense: string; address: string; contactPhone: string };
}

/**
 * An issued invoice with its order and seller, by id or by number; `userId` limits it to the
 * buyer's own (another buyer's invoice is answered like a missing one). Null until issued.
 */
export async function loadInvoiceDocument(
  db: DbOrTx,
  by: { id: number } | { invoiceNo: string },
  userId?: number,
): Promise<InvoiceDocument | null> {
  const which = 'id' in by ? eq(orderInvoices.id, by.id) : eq(orderInvoices.invoiceNo, by.invoiceNo);
  const [row] = await db
    .select({
      invoice: orderInvoices,
      orderNo: orders.orderNo,
      seller: {
        orgName: merchants.orgName,
        businessLicense: merchants.businessLicense,
        address: merchants.address,
        contactPhone: merchants.contactPhone,
      },
    })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(
      and(
        which,
        eq(orderInvoices.status, 'issued'),
        userId === undefined ? undefined : eq(orderInvoices.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

const TYPE_NAMES: Record<number, string> = { 1: '普通发票', 2: '增值税专用发票' };

/** The file name a buyer saves it under. */
export const invoiceFileName = (invoiceNo: string) => `电子发票-${invoiceNo}.pdf`;

/**
 * The e-invoice as a PDF in the layout of a 数电票: buyer and seller, the line with amount, rate
 * and tax, and 价税合计 in words and figures. The same embedded-font writer as the contracts, so
 * it reads the same on a machine without Chinese fonts; the same invoice gives the same bytes.
 */
export function renderInvoicePdf(d: InvoiceDocument): Uint8Array {
  const { invoice: inv, seller } = d;
  const issued = inv.issuedAt ?? inv.createdAt;
  const doc = newPdf({ title: `电子发票 ${inv.invoiceNo}`, date: issued });
  const f = new PdfFlow(doc);
  f.para(`电子发票（${TYPE_NAMES[inv.type] ?? TYPE_NAMES[1]}）`, 18, { bold: true, center: true, gap: 2 });
  f.para(`发票号码：${inv.invoiceNo}　开票日期：${chinaTime(issued).slice(0, 10)}　订单号：${d.orderNo}`, 9, {
    center: true,
    gap: 10,
  });
  const half = CONTENT_WIDTH / 2;
  f.row(
    [
      { text: '购买方信息', width: half },
      { text: '销售方信息', width: half },
    ],
    10,
    true,
  );
  const lines = (xs: (string | false)[]) => xs.filter(Boolean).join('\n');
  f.row([
    {
      text: lines([`名称：${inv.title}`, !!inv.taxNo && `纳税人识别号：${inv.taxNo}`]),
      width: half,
    },
    {
      text: lines([
        `名称：${seller.orgName}`,
        !!seller.businessLicense && `纳税人识别号：${seller.businessLicense}`,
        !!seller.address && `地址：${seller.address}`,
        !!seller.contactPhone && `电话：${seller.contactPhone}`,
      ]),
      width: half,
    },
  ]);
  const net = inv.amountFen - inv.taxFen;
  const cols = [CONTENT_WIDTH - 3 * 95, 95, 95, 95];
  f.row(
    ['项目名称', '金额（不含税）', '税率', '税额'].map((text, i) => ({
      text,
      width: cols[i]!,
      right: i > 0,
    })),
    9.5,
    true,
  );
  f.row(
    [
      `*现代服务*${inv.project}`,
      `¥${fenToYuan(net).toFixed(2)}`,
      `${Number(inv.taxRate)}%`,
      `¥${fenToYuan(inv.taxFen).toFixed(2)}`,
    ].map((text, i) => ({ text, width: cols[i]!, right: i > 0 })),
  );
  f.row([
    { text: `价税合计（大写）${rmbWords(inv.amountFen).replace(/^人民币/, '')}`, width: CONTENT_WIDTH - 190 },
    { text: `（小写）¥${fenToYuan(inv.amountFen).toFixed(2)}`, width: 190, right: true },
  ]);
  f.row([{ text: `备注：订单号 ${d.orderNo}`, width: CONTENT_WIDTH }]);
  f.y -= 10;
  f.para('本发票已写入平台存证账本，可在“区块链存证查询”中按发票号码查询。', 8.5);
  f.footers();
  return pdfBytes(doc);
}
