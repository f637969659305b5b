import type { Hono } from 'hono';
import type { Db } from '../../db';
import { linkedFileId } from '../../lib/file-links';
import type { ResolvedAppOptions } from '../../lib/handler';
import { pdfResponse, plainPage } from '../../lib/plain-page';
import { invoiceFileName, loadInvoiceDocument, renderInvoicePdf } from './invoice-pdf';

/**
 * The e-invoice documents (GET /files/invoice/:id), reached by the signed, expiring links that
 * order_invoice/download hands to the invoice's buyer.
 */
export function mountInvoiceFiles(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  app.get('/files/invoice/:id', async (c) => {
    const id = linkedFileId(opts.paySecret, 'invoice', c);
    if (id === null) return plainPage(c, 403, '下载链接已失效', '请回到电子发票重新下载。');
    const doc = await loadInvoiceDocument(db, { id });
    if (!doc) return plainPage(c, 404, '发票不存在', '没有找到这张已开具的发票。');
    const no = doc.invoice.invoiceNo;
    return pdfResponse(c, renderInvoicePdf(doc), `invoice-${no}.pdf`, invoiceFileName(no));
  });
}
