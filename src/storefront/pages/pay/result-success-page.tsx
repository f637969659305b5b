import './pay.css';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { api, isApiError, type OrderDetail } from '../../../core';
import { contractToSign, signContract } from '../../components/contract-calls';
import { Price } from '../../components/price';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { AWAITING_PAYMENT, lastPaid, ResultCard, useIdParam } from './pay-kit';
import { p } from './pay-strings';

/** How the page waits for the asynchronous payment notification (tests shorten it). */
export const POLL = { everyMs: 1000, tries: 15 };

type Phase = 'waiting' | 'paid' | 'unconfirmed';

/**
 * Asks order/info every second, up to ~15 s, until the order has left the awaiting-payment
 * states: the cashier's notification reaches the server on its own time, so landing here
 * proves nothing yet. A refusal (no such order) stops at once.
 */
function usePaidOrder(id: number): { phase: Phase; order: OrderDetail | null } {
  const [result, setResult] = useState<{ phase: Phase; order: OrderDetail | null }>({
    phase: id ? 'waiting' : 'unconfirmed',
    order: null,
  });
  useEffect(() => {
    if (!id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const tick = async () => {
      tries++;
      let order: OrderDetail | null = null;
      try {
        order = (await api.call('order/info', { id })).info;
      } catch (e) {
        if (!live) return;
        if (isApiError(e) && e.status === -2) return; // the client already sent the buyer to login
        // the server answered no (not this buyer's order): waiting changes nothing; a lost
        // connection (no answer) is tried again
        if (isApiError(e) && e.httpStatus) return setResult({ phase: 'unconfirmed', order: null });
      }
      if (!live) return;
      if (order && !AWAITING_PAYMENT.includes(order.status) && order.status !== 'cancelled') {
        return setResult({ phase: 'paid', order });
      }
      if (tries >= POLL.tries) return setResult({ phase: 'unconfirmed', order });
      setResult({ phase: 'waiting', order });
      timer = setTimeout(tick, POLL.everyMs);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);
  return result;
}

/** 支付成功 (/result/success?order_id=): waits for the server to confirm, then says so. */
export default function ResultSuccessPage() {
  const id = useIdParam('order_id');
  const { phase, order } = usePaidOrder(id);
  const detail = id ? href('/home/order/detail', { id }) : href('/home/order');
  // paid and not yet signed: signing is the next step, and it comes back to the order
  const toSign = order?.status === 'pending_sign' ? contractToSign(order) : null;
  const { run, busy } = useSubmit();

  if (phase === 'waiting') {
    return (
      <ResultCard kind="waiting" title={p.confirming}>
        <p class="sf-result__text">{p.confirmingHint}</p>
      </ResultCard>
    );
  }
  if (phase === 'unconfirmed') {
    return (
      <ResultCard kind="error" title={p.unconfirmed}>
        <p class="sf-result__text">{p.unconfirmedHint}</p>
        <div class="sf-result__actions">
          <Link href={detail} class="sf-btn sf-btn--primary">
            {p.viewOrder}
          </Link>
        </div>
      </ResultCard>
    );
  }
  return (
    <ResultCard kind="success" title={p.success}>
      {order && (
        <dl class="sf-result__facts">
          <div>
            <dt>{p.orderNo}</dt>
            <dd>{order.order_no}</dd>
          </div>
          <div>
            <dt>{p.paidAmount}</dt>
            <dd>
              <Price value={lastPaid(order)} />
            </dd>
          </div>
        </dl>
      )}
      <p class="sf-result__text">{toSign ? p.signNext : p.successHint}</p>
      <div class="sf-result__actions">
        {toSign && (
          <button
            type="button"
            class="sf-btn sf-btn--primary"
            disabled={busy}
            onClick={() => void run(() => signContract(toSign.id, detail), { leaving: true })}
          >
            {p.signContract}
          </button>
        )}
        <Link href={detail} class={`sf-btn ${toSign ? 'sf-btn--ghost' : 'sf-btn--primary'}`}>
          {p.viewOrder}
        </Link>
        <Link href={href('/home')} class="sf-btn sf-btn--ghost">
          {p.keepShopping}
        </Link>
      </div>
    </ResultCard>
  );
}
