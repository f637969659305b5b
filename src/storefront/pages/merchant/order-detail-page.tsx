import '../order/order.css';
import './merchant.css';
import './merchant-work.css';
import { Link } from 'wouter';
import { formatPrice, formatTime } from '../../../core';
import type { MerchantOrderDetail } from '../../../core/api/contract/models-fulfil';
import {
  CONTRACT_STATUS_LABELS,
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TYPES,
  orderStatusLabel,
  PAY_PLANS,
} from '../../../core/rules/order-states';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Timeline } from '../order/order-detail-parts';
import { mo } from './merchant-strings';
import { WorkPanel } from './order-work';

const optionOf = (i: MerchantOrderDetail['items'][number]) =>
  [i.serviceContent?.name, i.trainingForm?.name, i.approvalLogo?.name].filter(Boolean).join(' · ');

/** 履约进度: the fulfilment steps, reached ones with their time. */
function Steps({ order }: { order: MerchantOrderDetail }) {
  const f = order.fulfilment;
  return (
    <section class="mc-card" aria-labelledby="mw-steps">
      <h2 id="mw-steps">{mo.progress}</h2>
      <ol class="mw-steps">
        {f.steps.map((s) => (
          <li key={s.key} class={s.at ? 'is-done' : ''}>
            <b>{s.label}</b>
            <time dateTime={s.at ?? undefined}>{s.at ? formatTime(s.at) : '—'}</time>
          </li>
        ))}
      </ol>
      <dl class="mw-dl">
        {f.sample_based ? (
          <>
            <dt>{mo.courier}</dt>
            <dd>{f.courier_company || '—'}</dd>
            <dt>{mo.waybill}</dt>
            <dd>{f.waybill_no || '—'}</dd>
            <dt>{mo.sampleNote}</dt>
            <dd>{f.sample_note || '—'}</dd>
          </>
        ) : (
          <>
            <dt>{mo.deliverNote}</dt>
            <dd>{f.deliver_note || '—'}</dd>
            <dt>{mo.deliverFile}</dt>
            <dd>
              {f.deliver_file ? (
                <a href={f.deliver_file.url} download={f.deliver_file.name}>
                  {f.deliver_file.name}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </>
        )}
      </dl>
      {order.report && (
        <dl class="mw-dl mw-report" aria-label={mo.report}>
          <dt>{mo.reportNo}</dt>
          <dd>
            <b>{order.report.report_no}</b> {formatTime(order.report.issued_at)}
          </dd>
          <dt>{mo.reportFile}</dt>
          <dd class="mc-ops">
            <a
              class="sf-btn sf-btn--ghost sf-btn--sm"
              href={order.report.url}
              download={order.report.file_name}
            >
              {mo.download}
            </a>
            <a
              class="sf-btn sf-btn--ghost sf-btn--sm"
              href={order.report.verify_path}
              target="_blank"
              rel="noopener"
            >
              {mo.verify}
            </a>
          </dd>
          <dt>SHA-256</dt>
          <dd class="mw-hash">{order.report.sha256}</dd>
        </dl>
      )}
    </section>
  );
}

/** Items, the buyer and its contract party, and the pay plan's stages. */
function Facts({ order }: { order: MerchantOrderDetail }) {
  return (
    <section class="mc-card" aria-labelledby="mw-items">
      <h2 id="mw-items">{mo.items}</h2>
      <ul class="mw-items">
        {order.items.map((i) => (
          <li key={i.id}>
            <span>
              {i.name}
              <small class="sf-muted">{optionOf(i)}</small>
            </span>
            <b>¥{formatPrice(i.price)}</b>
          </li>
        ))}
      </ul>
      <dl class="mw-dl">
        <dt>{mo.buyer}</dt>
        <dd>
          {order.buyer_name} {order.buyer_mobile}
        </dd>
        <dt>{mo.party}</dt>
        <dd>{order.party ? `${order.party.name}（${order.party.credit_code}）` : '—'}</dd>
        <dt>{mo.address}</dt>
        <dd>
          {order.address
            ? `${order.address.consignee} ${order.address.mobile} ${order.address.province}${order.address.city}${order.address.area}${order.address.street}${order.address.detail}`
            : '—'}
        </dd>
        <dt>{mo.remark}</dt>
        <dd>{order.remark || '—'}</dd>
        <dt>{mo.amount}</dt>
        <dd>
          ¥{formatPrice(order.pay_amount)}（{mo.paid} ¥{formatPrice(order.paid_amount)}）
        </dd>
      </dl>
      <h2 class="mw-sub">
        {mo.plan} <small class="sf-muted">{PAY_PLANS[order.pay_plan]}</small>
      </h2>
      <table class="mc-table">
        <thead>
          <tr>
            <th>{mo.stage}</th>
            <th class="mc-num">{mo.stageAmount}</th>
            <th>{mo.stageStatus}</th>
            <th>{mo.paidAt}</th>
          </tr>
        </thead>
        <tbody>
          {order.plan.map((s) => (
            <tr key={s.id}>
              <td>{s.name}</td>
              <td class="mc-num" data-label={mo.stageAmount}>
                {formatPrice(s.amount)}
              </td>
              <td data-label={mo.stageStatus}>{s.status === 'paid' ? mo.stagePaid : mo.stageUnpaid}</td>
              <td data-label={mo.paidAt}>{formatTime(s.paid_at) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Contracts and the buyer's changes of this order (answered on 订单变更). */
function Papers({ order }: { order: MerchantOrderDetail }) {
  return (
    <section class="mc-card" aria-labelledby="mw-papers">
      <h2 id="mw-papers">{mo.contracts}</h2>
      <ul class="mw-items">
        {order.contracts.map((c) => (
          <li key={c.id}>
            <span>
              {c.title}
              <small class="sf-muted">{c.contract_no}</small>
            </span>
            <span>{CONTRACT_STATUS_LABELS[c.status]}</span>
          </li>
        ))}
      </ul>
      {order.changes.length > 0 && (
        <>
          <h2 class="mw-sub">
            {mo.changes} <Link href={href('/merchant/orderchange')}>{mo.view}</Link>
          </h2>
          <ul class="mw-items">
            {order.changes.map((c) => (
              <li key={c.id}>
                <span>
                  {ORDER_CHANGE_TYPES[c.type]}：{c.reason}
                  {c.reply && <small class="sf-muted">{c.reply}</small>}
                </span>
                <span>{ORDER_CHANGE_STATUS_LABELS[c.status]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** 订单详情 (/merchant/order/detail?id=): the order, its fulfilment and the lab's action for now. */
export default function MerchantOrderDetailPage() {
  const id = intParam(useQuery(), 'id');
  const state = useApi('merchant_order/info', id ? { id } : null);
  const order = state.data?.info ?? null;
  const back = (
    <Link href={href('/merchant/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
      {mo.back}
    </Link>
  );
  if (!id)
    return (
      <section class="mc-card">
        <h1 class="mc-title">{mo.missing}</h1>
        <EmptyState text={mo.missing}>{back}</EmptyState>
      </section>
    );
  if (state.loading && !order)
    return (
      <section class="mc-card">
        <h1 class="mc-title">{mo.detail}</h1>
        <Skeleton rows={8} />
      </section>
    );
  if (state.error || !order)
    return (
      <section class="mc-card">
        <h1 class="mc-title">{mo.detail}</h1>
        <LoadError message={state.error || mo.missing} onRetry={state.reload} />
      </section>
    );
  return (
    <div class="mc-page mw-detail">
      <section class="mc-card">
        <div class="mc-card__head">
          <h1 class="mc-title">
            {mo.detail} <small class="sf-muted">{order.order_no}</small>
          </h1>
          {back}
        </div>
        <p class="mw-status">
          <span class={order.actions.length ? 'mw-tag' : 'mw-tag is-done'}>
            {orderStatusLabel(order.status, order.sample_based)}
          </span>
          <span class="sf-muted">
            {mo.createdAt} {formatTime(order.created_at)}
          </span>
        </p>
      </section>
      <WorkPanel order={order} onDone={state.reload} />
      <Steps order={order} />
      <Facts order={order} />
      <Papers order={order} />
      <section class="mc-card">
        <Timeline events={order.events} />
      </section>
    </div>
  );
}
