import type { Db } from '../../db';
import { invoiceFileName, loadInvoiceDocument, renderInvoicePdf } from '../../modules/invoice/invoice-pdf';
import type { DocumentPurpose, MailAttachment } from './message-sender';

/** The file a document mail carries, rendered when it is sent (the outbox keeps only its number). */
export async function findDocument(
  db: Db,
  purpose: DocumentPurpose,
  code: string,
): Promise<MailAttachment | null> {
  switch (purpose) {
    case 'invoice': {
      const doc = await loadInvoiceDocument(db, { invoiceNo: code });
      return (
        doc && {
          filename: invoiceFileName(code),
          content: renderInvoicePdf(doc),
          contentType: 'application/pdf',
        }
      );
    }
  }
}
