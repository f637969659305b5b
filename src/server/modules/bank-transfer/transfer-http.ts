import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../../db';
import { bankTransfers, merchants, orderPayPlans, orders } from '../../db/schema';
import type { ResolvedAppOptions } from '../../lib/handler';
import { applySecurityHeaders } from '../../lib/security-headers';
import { toPositiveInt } from '../../lib/validation';
import { linkValid } from '../pay/signing';
import { loadCollectionAccount } from './collection-account';
import { NOTICE_PURPOSE } from './transfer.service';
import { renderTransferNotice } from './transfer-notice-pdf';

/**
 * GET /files/transfer-notice/:id?exp&sig — the 付款通知书 of one stage's transfer, only through
 * the signed, expiring link pay/transferInfo hands to the order's own buyer.
 */
export function mountTransferFiles(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  app.get('/files/transfer-notice/:id', async (c) => {
    const id = toPositiveInt(c.req.param('id'));
    const deny = (status: 403 | 404, text: string) => {
      const res = c.text(text, status);
      applySecurityHeaders(res.headers, 'api');
      return res;
    };
    if (
      id === null ||
      !linkValid(opts.paySecret, NOTICE_PURPOSE, [id], c.req.query('exp'), c.req.query('sig'))
    ) {
      return deny(403, '链接已失效，请回到收银台重新下载');
    }
    const [row] = await db
      .select({ t: bankTransfers, order: orders, stage: orderPayPlans, lab: merchants.orgName })
      .from(bankTransfers)
      .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
      .innerJoin(orderPayPlans, eq(orderPayPlans.id, bankTransfers.planId))
      .innerJoin(merchants, eq(merchants.id, orders.merchantId))
      .where(eq(bankTransfers.id, id));
    const account = await loadCollectionAccount(db);
    if (!row || !account) return deny(404, '付款通知书不存在');
    const pdf = renderTransferNotice({
      reference: row.t.reference,
      orderNo: row.order.orderNo,
      stage: row.stage.name,
      amountFen: row.stage.amountFen,
      deadline: row.order.status === 'pending_payment' ? row.order.payDeadline : null,
      payer: row.order.party?.name || '客户',
      lab: row.lab,
      account,
      issuedAt: row.t.createdAt,
    });
    const name = `付款通知书-${row.order.orderNo}.pdf`;
    const res = c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="transfer-notice-${row.order.orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    });
    applySecurityHeaders(res.headers, 'page');
    return res;
  });
}
