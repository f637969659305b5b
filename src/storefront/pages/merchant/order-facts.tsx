import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import type { OrderChange } from '../../../core/api/contract/models-buying';
import type { MerchantOrderDetail } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import {
  CONTRACT_STATUS_LABELS,
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TYPES,
  ORDER_CLOSED,
  orderStatusLabel,
  PAY_PLANS,
} from '../../../core/rules/order-states';
import { sampleAddressLine } from '../../../core/rules/sample-address';
import { CardHead, ListTable } from '../../components/console';
import { mo } from './merchant-strings';

/**
 * What the lab's order page and the console's read-only order page both show of an order:
 * the lab's detail, or the service desk's (whose changes are the buyer's OrderChange).
 */
export type OrderFacts = Pick<
  MerchantOrderDetail,
  | 'items'
  | 'fulfilment'
  | 'report'
  | 'buyer_name'
  | 'buyer_mobile'
  | 'address'
  | 'remark'
  | 'pay_amount'
  | 'paid_amount'
  | 'pay_plan'
  | 'plan'
  | 'contracts'
  | 'status'
> & { party?: MerchantOrderDetail['party']; changes: OrderChange[] };

/** The order page's first card: its title with the order number, `back`, the state's tag and `meta`. */
export function OrderHead({
  title,
  order,
  done,
  back,
  meta,
}: {
  title: string;
  order: { order_no: string; status: OrderFacts['status']; sample_based: boolean };
  /** Nothing is left to do: the tag is shown as finished. */
  done: boolean;
  back: ReactNode;
  meta: ReactNode;
}) {
  return (
    <section class="mc-card">
      <CardHead
        title={
          <>
            {title} <small class="sf-muted">{order.order_no}</small>
          </>
        }
      >
        {back}
      </CardHead>
      <p class="mw-status">
        <span class={done ? 'mw-tag is-done' : 'mw-tag'}>
          {orderStatusLabel(order.status, order.sample_based)}
        </span>
        <span class="sf-muted">{meta}</span>
      </p>
    </section>
  );
}

const optionOf = (i: OrderFacts['items'][number]) =>
  [i.serviceContent?.name, i.trainingForm?.name, i.approvalLogo?.name].filter(Boolean).join(' · ');

/** 履约进度: the fulfilment steps, reached ones with their time. */
export function Steps({ order }: { order: OrderFacts }) {
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
            <dt>{mo.sampleAddress}</dt>
            <dd class="mw-sample-to">
              {f.sample_address ? sampleAddressLine(f.sample_address) : mo.noSampleAddress}
            </dd>
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
export function Facts({ order }: { order: OrderFacts }) {
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
      <ListTable
        rows={order.plan}
        columns={[
          { head: mo.stage, cell: (s) => s.name },
          { head: mo.stageAmount, num: true, cell: (s) => formatPrice(s.amount) },
          { head: mo.stageStatus, cell: (s) => (s.status === 'paid' ? mo.stagePaid : mo.stageUnpaid) },
          { head: mo.paidAt, cell: (s) => formatTime(s.paid_at) || '—' },
        ]}
      />
    </section>
  );
}

/** Contracts and the buyer's changes of this order (answered on 订单变更). */
export function Papers({ order, changesHref }: { order: OrderFacts; changesHref?: string }) {
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
            <span>
              {/* an order that ended unsigned ends its contract too: nobody signs it any more */}
              {c.status === 'pending_sign' && ORDER_CLOSED.includes(order.status)
                ? mo.contractEnded
                : CONTRACT_STATUS_LABELS[c.status]}
            </span>
          </li>
        ))}
      </ul>
      {order.changes.length > 0 && (
        <>
          <h2 class="mw-sub">
            {mo.changes} {changesHref && <Link href={changesHref}>{mo.view}</Link>}
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
