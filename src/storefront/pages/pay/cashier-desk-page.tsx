import './pay.css';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { $config, api, type Envelope, showToast, t } from '../../../core';
import type { PayMethod } from '../../../core/api/contract/models';
import { formatTime } from '../../../core/formatters/time';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { apiErrorText } from '../../components/use-submit';
import { go } from '../../router/navigation';
import { href } from '../../routes';
import { fill } from '../../strings';
import { AWAITING_PAYMENT, dueStage, payNav, useIdParam } from './pay-kit';
import { p } from './pay-strings';
import { TransferPanel } from './transfer-panel';
import { tr } from './transfer-strings';

/** What the cashier offers before the server names its methods: the transfer and the demo's cashier. */
export const DEFAULT_METHODS: readonly PayMethod[] = ['transfer', 'sim'];

/** A phone's screen gets the provider's mobile page (Alipay's 手机网站支付). */
const device = (): 'pc' | 'mobile' => (window.matchMedia?.('(max-width: 768px)').matches ? 'mobile' : 'pc');

/** Milliseconds left until `deadline`, ticking every second while it is in the future. */
function useRemaining(deadline: string | null): number | null {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isFinite(end) ? Math.max(0, end - now) : null;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return fill(p.remainingValue, {
    h: two(Math.floor(s / 3600)),
    m: two(Math.floor(s / 60) % 60),
    s: two(s % 60),
  });
};

/**
 * Runs a payment call; the server's refusal is shown. Unlike runAction it tells a refusal
 * (`refused`: the order changed, or the demo way is not there) from a lost connection.
 */
async function attempt<T>(call: () => Promise<Envelope<T>>) {
  try {
    const env = await call();
    if (env.status === true) return { ok: true as const, data: env.data };
    if (env.status !== -2) showToast(env.message || t('error.network'), 'error');
    return { ok: false as const, refused: env.status === false };
  } catch (e) {
    showToast(apiErrorText(e), 'error');
    return { ok: false as const, refused: false };
  }
}

/**
 * 收银台 (/cashierdesk?id=): the order, the stage due now and its deadline, then exactly the ways
 * config/load's pay_methods lists: 对公转账 (the panel with the account and the remittance
 * reference), 支付宝 and, in the demo, 在线支付(模拟) — both through pay/getCheckstandUrl — and,
 * where the server offers it, 测试支付 (demo only: config/load's test_payment is false in
 * production, and a refused test payment hides the choice too).
 */
export default function CashierDeskPage() {
  const id = useIdParam('id');
  const state = useApi('order/info', id ? { id } : null);
  const order = state.data?.info ?? null;
  const [busy, setBusy] = useState<'' | 'alipay' | 'sim' | 'test'>('');
  const [refusedTest, setRefusedTest] = useState(false);
  const config = useStore($config);
  const testable = config?.test_payment !== false && !refusedTest;
  const methods = config?.pay_methods ?? DEFAULT_METHODS;
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  // a declared transfer holds the order past its deadline while 财务 checks the statement
  const [held, setHeld] = useState(false);
  const onTransferState = useCallback((s: string) => setHeld(s === 'declared'), []);
  // the transfer is open from the start when offered: a buyer who declared one sees where it stands
  const way = chosen ?? (methods.includes('transfer') ? 'transfer' : null);
  const pending = order?.status === 'pending_payment';
  const remaining = useRemaining(pending ? order.pay_deadline : null);

  if (!id || (!order && !state.loading && !state.error) || state.error === p.noOrder) {
    return (
      <div class="sf-container sf-page">
        <section class="sf-panel sf-cashier">
          <h1>{p.noOrder}</h1>
          <EmptyState text={p.noOrderHint}>
            <Link href={href('/home/order')} class="sf-btn sf-btn--primary sf-btn--sm">
              {p.toOrders}
            </Link>
          </EmptyState>
        </section>
      </div>
    );
  }
  if (!order) {
    return (
      <div class="sf-container sf-page">
        <section class="sf-panel sf-cashier">
          <h1>{p.cashier}</h1>
          {state.error ? <LoadError message={state.error} onRetry={state.reload} /> : <Skeleton rows={6} />}
        </section>
      </div>
    );
  }

  const due = dueStage(order);
  const overdue = remaining === 0;
  const payable =
    AWAITING_PAYMENT.includes(order.status) && (order.actions?.includes('pay') ?? true) && due.amount > 0;
  const detailHref = href('/home/order/detail', { id: order.id });

  const online = async (method: 'alipay' | 'sim') => {
    setChosen(method);
    setBusy(method);
    const res = await attempt(() =>
      api.request(
        'pay/getCheckstandUrl',
        method === 'alipay' ? { id: order.id, method, device: device() } : { id: order.id, method },
      ),
    );
    if (res.ok && res.data?.url) return payNav.assign(res.data.url);
    if (res.ok) showToast(t('error.network'), 'error');
    setBusy('');
    if (!res.ok && res.refused) state.reload();
  };
  const test = async () => {
    setBusy('test');
    const res = await attempt(() => api.request('pay/payTest', { id: order.id }));
    setBusy('');
    if (res.ok) return go(href('/result/success', { order_id: order.id }));
    // production answers 404 (a refusal too): the demo way is not there, so it is not offered
    if (res.refused) setRefusedTest(true);
  };

  return (
    <div class="sf-container sf-page">
      <section class="sf-panel sf-cashier">
        <h1>{p.cashier}</h1>
        <dl class="sf-cashier__facts">
          <div>
            <dt>{p.orderNo}</dt>
            <dd>{order.order_no}</dd>
          </div>
          <div>
            <dt>{p.lab}</dt>
            <dd>{order.merchant_name}</dd>
          </div>
          <div>
            <dt>{p.items}</dt>
            <dd>{(order.items ?? []).map((i) => i.name).join('、')}</dd>
          </div>
          {due.name && (
            <div>
              <dt>{p.stage}</dt>
              <dd>{due.name}</dd>
            </div>
          )}
        </dl>
        <div class="sf-cashier__due">
          <span>{p.due}</span>
          <Price value={payable ? due.amount : 0} size="lg" />
        </div>
        {pending && remaining !== null && (
          <p
            class={`sf-cashier__clock${overdue && !held ? ' is-over' : ''}`}
            role={overdue && !held ? 'alert' : undefined}
          >
            {overdue ? (held ? p.held : p.overdue) : `${p.remaining}：${clock(remaining)}`}
            {!overdue && (
              <small>{fill(p.payBy, { time: formatTime(order.pay_deadline).slice(0, 16) })}</small>
            )}
          </p>
        )}
        {!payable ? (
          <EmptyState text={p.notPayable} compact>
            <Link href={detailHref} class="sf-btn sf-btn--primary sf-btn--sm">
              {p.viewOrder}
            </Link>
          </EmptyState>
        ) : (
          <>
            <h2 class="sf-cashier__ways-title">{p.chooseWay}</h2>
            <div class="sf-cashier__ways">
              {methods.includes('transfer') && (
                <button
                  type="button"
                  class={`sf-pay-way${way === 'transfer' ? ' is-chosen' : ''}`}
                  aria-pressed={way === 'transfer'}
                  disabled={!!busy}
                  onClick={() => setChosen('transfer')}
                >
                  <strong>{tr.title}</strong>
                  <span>{tr.hint}</span>
                </button>
              )}
              {methods.includes('alipay') && (
                <button
                  type="button"
                  class="sf-pay-way"
                  disabled={!!busy || overdue}
                  onClick={() => online('alipay')}
                >
                  <strong>{busy === 'alipay' ? p.opening : p.alipay}</strong>
                  <span>{p.alipayHint}</span>
                </button>
              )}
              {methods.includes('sim') && (
                <button
                  type="button"
                  class="sf-pay-way"
                  disabled={!!busy || overdue}
                  onClick={() => online('sim')}
                >
                  <strong>{busy === 'sim' ? p.opening : p.online}</strong>
                  <span>{p.onlineHint}</span>
                </button>
              )}
              {testable && (
                <button
                  type="button"
                  class="sf-pay-way sf-pay-way--test"
                  disabled={!!busy || overdue}
                  onClick={test}
                >
                  <strong>{busy === 'test' ? p.paying : p.test}</strong>
                  <span>{p.testHint}</span>
                </button>
              )}
            </div>
            {way === 'transfer' && methods.includes('transfer') && (
              <TransferPanel orderId={order.id} onDeclared={state.reload} onState={onTransferState} />
            )}
            <p class="sf-cashier__back">
              <Link href={detailHref}>{p.back}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
