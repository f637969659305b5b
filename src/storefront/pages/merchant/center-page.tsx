import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { api, showToast } from '../../../core';
import { GOODS_STATE_LABELS, GOODS_STATES } from '../../../core/rules/goods-states';
import { FormError, StateTag } from '../../components/console';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { type Href, href } from '../../routes';
import { m } from './merchant-strings';
import { ReviewWaitNote } from './qualification-status';

function Resubmit({ onDone }: { onDone: () => void }) {
  const shop = useApi('merchant_center/shop');
  const [v, setV] = useState<{ org_name: string; credit_code: string; contact_name: string } | null>(null);
  const { run, busy, error } = useSubmit();
  const s = shop.data?.info;
  if (!s) return null;
  const form = v ?? { org_name: s.org_name, credit_code: s.credit_code, contact_name: s.contact_name };
  const send = async (e: Event) => {
    e.preventDefault();
    await run(async () => {
      await api.call('merchant_center/resubmit', form);
      showToast(m.resubmitted, 'success');
      onDone();
    });
  };
  const field = (name: keyof typeof form, label: string) => (
    <label class="sf-field">
      <span>{label}</span>
      <input
        value={form[name]}
        onInput={(e) => setV({ ...form, [name]: (e.currentTarget as HTMLInputElement).value })}
      />
    </label>
  );
  return (
    <form class="mc-form" onSubmit={send} noValidate>
      <div class="mc-row">
        {field('org_name', m.orgName)}
        {field('credit_code', m.creditCode)}
        {field('contact_name', m.contactName)}
      </div>
      <FormError error={error} />
      <div class="mc-actions">
        <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
          {m.resubmit}
        </button>
      </div>
    </form>
  );
}

/**
 * 工作台 (/merchant): the lab's state, today's new orders and all orders by state, what waits for
 * it, this month's income (the figure 资金结算 shows for the month). Every count is a link to the
 * list it counts.
 */
export default function MerchantCenterPage() {
  const state = useApi('merchant_center/info');
  const c = state.data?.info;
  if (state.error && !c) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!c) return <Skeleton rows={8} />;
  // what waits for the lab, each tile a link to the list it counts
  const waiting: readonly [Href, number, string][] = [
    [href('/merchant/contract', { state: 'mine' }), c.contracts_to_sign, m.contractsToSign],
    [href('/merchant/orderchange'), c.changes_waiting, m.changesWaiting],
    [href('/merchant/rating', { tab: 'aftersale' }), c.after_sales_open, m.afterSalesOpen],
    [href('/merchant/notice'), c.unread_letters, m.unreadLetters],
    [href('/merchant/qa'), c.questions_waiting, m.questionsWaiting],
  ];
  return (
    <div class="mc-page">
      <h1 class="sf-sr">{m.workbench}</h1>
      <section class="mc-card" aria-labelledby="mc-state">
        <div class="mc-card__head">
          <h2 id="mc-state">
            {c.org_name} <StateTag state={c.state} label={c.state_label} />
          </h2>
          {c.state === 'open' ? (
            <a href={href('/shop', { id: c.merchant_id })} target="_blank" rel="noopener">
              {m.viewShop}
            </a>
          ) : (
            <Link href={href('/merchant/qualification')}>{m.qualifications}</Link>
          )}
        </div>
        {/* 等待审核 once a certificate is uploaded; until then, that one is needed */}
        {c.state === 'pending' && <ReviewWaitNote />}
        {c.state === 'rejected' && (
          <>
            <p class="mc-note is-rejected" role="note">
              {m.rejectedNote}：{c.reject_reason}
            </p>
            <Resubmit onDone={state.reload} />
          </>
        )}
      </section>
      <section class="mc-card" aria-labelledby="mc-todo">
        <h2 id="mc-todo">{m.todo}</h2>
        <ul class="mc-figures">
          {waiting.map(([to, n, label]) => (
            <li key={label} class={n ? 'is-due' : undefined}>
              <Link href={to}>
                <strong>{n}</strong>
                <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section class="mc-card" aria-labelledby="mc-orders">
        <h2 id="mc-orders">{m.orders}</h2>
        <ul class="mc-figures">
          <li class="is-today">
            <Link href={href('/merchant/order')}>
              <strong>{c.today_orders}</strong>
              <span>{m.todayOrders}</span>
            </Link>
          </li>
          {c.orders.map((o) => (
            <li key={o.status}>
              <Link href={href('/merchant/order', { status: o.status })}>
                <strong>{o.count}</strong>
                <span>{o.label}</span>
                <small class={o.today ? 'is-new' : undefined}>
                  {m.today} {o.today ? `+${o.today}` : 0}
                </small>
              </Link>
            </li>
          ))}
          <li>
            <Link href={href('/merchant/funds', { month: c.income_month })}>
              <strong>{c.month_income}</strong>
              <span>{m.monthIncome}</span>
            </Link>
          </li>
        </ul>
      </section>
      <section class="mc-card" aria-labelledby="mc-goods">
        <div class="mc-card__head">
          <h2 id="mc-goods">{m.goodsOverview}</h2>
          <Link href={href('/merchant/goods/edit')} class="sf-btn sf-btn--primary sf-btn--sm">
            {m.addGoods}
          </Link>
        </div>
        <ul class="mc-figures">
          {GOODS_STATES.map((s) => (
            <li key={s}>
              <Link href={href('/merchant/goods', { state: s })}>
                <strong>{c.goods[s]}</strong>
                <span>{GOODS_STATE_LABELS[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
