import { api, type OrderCreatePayload, reloadCart, showToast } from '../../../core';
import { Price } from '../../components/price';
import { useSubmit } from '../../components/use-submit';
import { go } from '../../router/navigation';
import { href } from '../../routes';
import type { settleAmounts } from './cart-select';
import { c } from './cart-strings';

export interface SettleSummaryProps {
  amounts: ReturnType<typeof settleAmounts>;
  canSubmit: boolean;
  /** Built at the click: the ids and choices only — the server prices the order. */
  payload: () => OrderCreatePayload;
  submitText: string;
}

/**
 * 商品金额, 优惠, 应付金额 (display only) and 提交订单: one submission at a time; the server's
 * refusal stays on screen; an accepted order goes to the cashier desk, and the cart is read again
 * (the server took the settled items out of it).
 */
export function SettleSummary({ amounts, canSubmit, payload, submitText }: SettleSummaryProps) {
  const { run, busy, error, setError } = useSubmit();

  const submit = async () => {
    if (busy) return;
    if (!canSubmit) return setError(c.needAddress);
    await run(
      async () => {
        const env = await api.request('order/create', payload());
        if (env.status === true) {
          const id = env.data?.id;
          void reloadCart();
          go(id ? href('/cashierdesk', { id }) : href('/home/order'), { replace: true });
          return;
        }
        if (env.status !== -2) {
          setError(env.message);
          showToast(env.message, 'error');
        }
      },
      { toast: true },
    );
  };

  return (
    <aside class="sf-settle-summary" aria-label={c.payable}>
      <dl>
        <div>
          <dt>{c.goodsAmount}</dt>
          <dd>
            <Price value={amounts.goods} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{c.discount}</dt>
          <dd class="sf-settle-summary__discount">
            -<Price value={amounts.discount} size="sm" />
          </dd>
        </div>
        <div class="sf-settle-summary__payable">
          <dt>{c.payable}</dt>
          <dd aria-live="polite">
            <Price value={amounts.payable} size="lg" />
          </dd>
        </div>
        {amounts.first !== null && (
          <div>
            <dt>{c.firstPay}</dt>
            <dd>
              <Price value={amounts.first} size="sm" />
            </dd>
          </div>
        )}
      </dl>
      <p class="sf-settle-summary__note sf-muted">{c.amountNote}</p>
      {error && (
        <p class="sf-settle-error" role="alert">
          {error}
        </p>
      )}
      {/* on phones a fixed bottom bar: what is payable and 提交订单 stay in reach */}
      <div class="sf-settle-bar">
        <span class="sf-settle-bar__payable" aria-hidden="true">
          {c.payable} <Price value={amounts.payable} />
        </span>
        <button
          type="button"
          class="sf-btn sf-btn--primary sf-settle-submit"
          disabled={busy}
          onClick={submit}
        >
          {busy ? c.submitting : submitText}
        </button>
      </div>
    </aside>
  );
}
