import '../../components/sheet.css';
import '../../components/order/order.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { ORDER_CHANGEABLE } from '../../../core/rules/order-states';
import { runAction } from '../../../core/stores/action';
import { EmptyState, LoadError } from '../../components/empty-state';
import { EvidenceLinks } from '../../components/evidence/evidence-links';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { OrderActions } from './order-actions';
import { AfterServiceSection } from './order-after-service';
import { OrderItems, StatusPill } from './order-card';
import { Amounts, ChangesSection, ContractsSection, InfoBlocks, Timeline } from './order-detail-parts';
import { TextFormDialog } from './order-forms';
import { FulfilmentSection, ShipSampleForm } from './order-fulfilment';
import { PlanSection } from './order-plan';
import { o } from './order-strings';

const Missing = () => (
  <div class="sf-sheet sf-od-page">
    <EmptyState text={o.missing}>
      <Link href={href('/home/order')} class="sf-btn sf-btn--primary sf-btn--sm">
        {o.backToOrders}
      </Link>
    </EmptyState>
  </div>
);

/** 订单详情 (?id=): state and next step, progress, services, money, plan, contracts, changes. */
export default function OrderDetailPage() {
  const id = intParam(useQuery(), 'id');
  const state = useApi('order/info', id ? { id } : null);
  const order = state.data?.info ?? null;
  const [form, setForm] = useState<'change' | 'supplement' | null>(null);

  if (!id) return <Missing />;
  if (state.loading && !order) {
    return (
      <div class="sf-sheet sf-od-page">
        <Skeleton rows={10} />
      </div>
    );
  }
  // a refusal (missing, another buyer's) reads the same as a missing order
  if (state.error && !order) {
    return state.error === t('error.network') || state.error === t('error.server') ? (
      <div class="sf-sheet sf-od-page">
        <LoadError message={state.error} onRetry={state.reload} />
      </div>
    ) : (
      <Missing />
    );
  }
  if (!order) return <Missing />;

  const changeable = ORDER_CHANGEABLE.includes(order.status);
  return (
    <div class="sf-sheet sf-od-page sf-od-detail">
      <p class="sf-od-back">
        <Link href={href('/home/order')}>‹ {o.backToOrders}</Link>
      </p>
      <section class={`sf-od-banner sf-od-banner--${order.status}`} aria-labelledby="od-status">
        <div class="sf-od-banner__text">
          <h1 id="od-status">
            <StatusPill order={order} />
            <span class="sf-od-banner__no">
              {o.orderNo}：{order.order_no}
            </span>
          </h1>
          <p>{o.next[order.status] ?? ''}</p>
          {order.status === 'pending_payment' && order.pay_deadline && (
            <p class="sf-od-warn">{fill(o.payBy, { time: formatTime(order.pay_deadline) })}</p>
          )}
          <p class="sf-muted">
            {o.orderedAt}：{formatTime(order.created_at)} · {o.lab}：
            <Link href={href('/shop', { id: order.merchant_id })}>{order.merchant_name}</Link>
          </p>
        </div>
        <div class="sf-od-banner__actions">
          <OrderActions order={order} onChanged={state.reload} detail />
          {changeable && (
            <div class="sf-od-actions">
              <button
                type="button"
                class="sf-btn sf-btn--sm sf-od-btn-plain"
                onClick={() => setForm('change')}
              >
                {o.applyChange}
              </button>
              <button
                type="button"
                class="sf-btn sf-btn--sm sf-od-btn-plain"
                onClick={() => setForm('supplement')}
              >
                {o.supplementary}
              </button>
            </div>
          )}
        </div>
      </section>

      {order.actions?.includes('shipSample') && <ShipSampleForm order={order} onDone={state.reload} />}
      <FulfilmentSection order={order} />
      <Timeline events={order.events ?? []} />

      <section class="sf-od-section" aria-labelledby="od-items">
        <h2 id="od-items">{o.items}</h2>
        <OrderItems items={order.items ?? []} />
        <Amounts order={order} />
      </section>

      <PlanSection plan={order.plan ?? []} payPlan={order.pay_plan} />
      <ContractsSection contracts={order.contracts ?? []} status={order.status} />
      <EvidenceLinks number={order.order_no} />
      <ChangesSection changes={order.changes ?? []} onChanged={state.reload} />
      <section class="sf-od-section">
        <InfoBlocks order={order} />
      </section>
      {order.status === 'completed' && <AfterServiceSection order={order} />}

      <TextFormDialog
        open={form === 'change'}
        title={o.applyChange}
        send={(reason, type) => runAction('order_change/add', { order_id: order.id, type, reason })}
        label={o.changeReason}
        hint={o.changeReasonHint}
        min={5}
        max={500}
        tooShort={o.reasonTooShort}
        withType
        onClose={() => setForm(null)}
        onDone={() => {
          setForm(null);
          state.reload();
        }}
      />
      <TextFormDialog
        open={form === 'supplement'}
        title={o.supplementary}
        send={(terms) => runAction('order/supplementaryContract', { id: order.id, terms })}
        label={o.supplementTerms}
        hint={o.supplementHint}
        min={10}
        max={2000}
        tooShort={o.termsTooShort}
        onClose={() => setForm(null)}
        onDone={() => {
          setForm(null);
          state.reload();
        }}
      />
    </div>
  );
}
