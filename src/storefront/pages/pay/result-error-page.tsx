import './pay.css';
import { Link } from 'wouter';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { ResultCard, useIdParam } from './pay-kit';
import { p } from './pay-strings';

/** The reason as one short line of text (rendered as text, never HTML): anyone can write the address. */
const cleanReason = (raw: string | null): string => (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);

/** 支付失败 (/result/error?order_id=&reason=): why, and 重新支付 at the cashier desk. */
export default function ResultErrorPage() {
  const id = useIdParam('order_id');
  const reason = cleanReason(useQuery().get('reason'));
  return (
    <ResultCard kind="error" title={p.failed}>
      <p class="sf-result__text">{reason ? fill(p.failedReason, { reason }) : p.failedDefault}</p>
      <div class="sf-result__actions">
        {id > 0 && (
          <Link href={href('/cashierdesk', { id })} class="sf-btn sf-btn--primary">
            {p.retry}
          </Link>
        )}
        <Link
          href={id ? href('/home/order/detail', { id }) : href('/home/order')}
          class="sf-btn sf-btn--ghost"
        >
          {id ? p.viewOrder : p.toOrders}
        </Link>
      </div>
    </ResultCard>
  );
}
