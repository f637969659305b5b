import '../../components/sheet.css';
import './account-forms.css';
// the heading, count and tags of the account lists
import '../../components/account-list/account-list.css';
import { Link } from 'wouter';
import { formatPrice, type Order, type OrderInvoice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { EmptyState } from '../../components/empty-state';
import { InvoiceDownload } from '../../components/invoice-download';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { href } from '../../routes';
import { fill } from '../../strings';
import { v } from './invoice-strings';

const LIMIT = 10;

const STATUS: Record<OrderInvoice['status'], string> = { issuing: v.issuing, issued: v.issued };

/** One order that asked for an invoice: its e-invoice, or 待开具 until the order is paid in full. */
function InvoiceRow({ order }: { order: Order }) {
  const inv = order.e_invoice;
  const dash = '—';
  return (
    <tr>
      <td data-label={v.orderNo}>
        <Link href={href('/home/order/detail', { id: order.id })} class="sf-af-mono">
          {order.order_no}
        </Link>
      </td>
      <td data-label={v.titleName}>{inv?.title || dash}</td>
      <td data-label={v.project}>{inv?.project || dash}</td>
      <td data-label={v.amount} class="num">
        ¥{formatPrice(inv ? inv.amount : order.pay_amount)}
      </td>
      <td data-label={v.tax} class="num">
        {inv ? (
          // one flex item on phones, where each cell is a label–value row
          <span>
            ¥{formatPrice(inv.tax)}
            <span class="sf-af-hint sf-af-block">{fill(v.rate, { n: inv.tax_rate })}</span>
          </span>
        ) : (
          dash
        )}
      </td>
      <td data-label={v.status}>
        {inv ? (
          <span class={`sf-tag sf-af-tag${inv.status === 'issued' ? '' : ' sf-af-tag--muted'}`}>
            {STATUS[inv.status]}
          </span>
        ) : (
          <span class="sf-tag sf-af-tag sf-af-tag--muted" title={v.pendingNote}>
            {v.pending}
          </span>
        )}
      </td>
      <td data-label={v.invoiceNo} class="sf-af-mono">
        {inv?.invoice_no || dash}
      </td>
      <td data-label={v.issuedAt}>{formatTime(inv?.issued_at ?? null) || dash}</td>
      <td data-label={v.file}>
        {inv?.status === 'issued' ? (
          <InvoiceDownload invoice={inv} class="sf-btn sf-btn--ghost sf-btn--sm" />
        ) : (
          dash
        )}
      </td>
    </tr>
  );
}

/** 电子发票: the orders that asked for an invoice, with the 数电票 issued for each. */
export default function ElectronicInvoicePage() {
  const { state, list, ref, pager } = usePagedList('order/get', { invoice: 1 }, LIMIT);
  return (
    <div class="sf-sheet sf-af-page" ref={ref}>
      <div class="sf-sheet__head sf-af-toolbar">
        <div>
          <h1 class="sf-sheet__title sf-af-title">{v.eTitle}</h1>
          <p class="sf-muted">{v.eIntro}</p>
        </div>
      </div>
      <div class={staleClass('sf-af-body', state)}>
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={
            <EmptyState text={v.eEmpty}>
              <Link href={href('/home/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
                {v.myOrders}
              </Link>
            </EmptyState>
          }
        >
          <table class="sf-af-table" aria-label={v.eLabel}>
            <thead>
              <tr>
                <th scope="col">{v.orderNo}</th>
                <th scope="col">{v.titleName}</th>
                <th scope="col">{v.project}</th>
                <th scope="col" class="num">
                  {v.amount}
                </th>
                <th scope="col" class="num">
                  {v.tax}
                </th>
                <th scope="col">{v.status}</th>
                <th scope="col">{v.invoiceNo}</th>
                <th scope="col">{v.issuedAt}</th>
                <th scope="col">{v.file}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <InvoiceRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
