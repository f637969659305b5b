import type { OrderInvoice } from '../../core';
import { downloadInvoice } from './contract-calls';
import { useSubmit } from './use-submit';

/** 下载发票: the PDF of an issued e-invoice, saved under its number (a refusal shows as a toast). */
export function InvoiceDownload({ invoice, class: cls }: { invoice: OrderInvoice; class?: string }) {
  const { run, busy } = useSubmit();
  if (invoice.status !== 'issued') return null;
  return (
    <button
      type="button"
      class={cls}
      disabled={busy}
      aria-label={`下载电子发票 ${invoice.invoice_no}`}
      onClick={() => void run(() => downloadInvoice(invoice.id))}
    >
      {busy ? '下载中…' : '下载发票'}
    </button>
  );
}
