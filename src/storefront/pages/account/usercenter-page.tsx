import '../../components/center/usercenter.css';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { $session, maskPhone } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { CERT_STATUS_LABELS } from '../../../core/rules/certification';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { statusLabel } from '../../components/order/status-label';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { type ApiState, useApi } from '../../components/use-api';
import { $unreadLetters, refreshUnreadLetters, unreadFor } from '../../layouts/account-layout';
import { type Href, href } from '../../routes';
import { fill } from '../../strings';
import { w } from '../../words';
import { u } from './usercenter-strings';

const LATEST = 5;
/**
 * The order figures, in the order of the state table: one state each, except 进行中, which counts
 * every state the lab is working in (the sample on its way or received, testing, in service).
 */
const FIGURES: ReadonlyArray<{ label: string; states: readonly OrderStatus[] }> = [
  ...(['pending_payment', 'pending_sign', 'awaiting_sample'] as const).map((st) => ({
    label: ORDER_STATUS_LABELS[st],
    states: [st],
  })),
  { label: u.inProgress, states: ['sample_shipped', 'sample_received', 'testing', 'in_service'] },
  ...(['delivered', 'pending_balance', 'completed'] as const).map((st) => ({
    label: ORDER_STATUS_LABELS[st],
    states: [st],
  })),
];
const ONE = { page: 1, limit: 1 } as const;

/**
 * 客户中心: who the buyer is, the figures of their account (each linked to its list), the
 * latest orders and shortcuts. Every figure is an answer of the API; each block loads, fails
 * (重试) and is empty on its own, so one slow or missing endpoint never breaks the page.
 */
export default function UsercenterPage() {
  const orders = useApi('order/get', { page: 1, limit: LATEST });
  const coupons = useApi('coupon/get', { mine: 1, status: 'unused', ...ONE });
  const collected = useApi('goods_collect/get', ONE);
  const followed = useApi('merchant_attention/get', ONE);
  const session = useStore($session);
  const letters = useStore($unreadLetters);
  const unread = unreadFor(letters, session.token);
  // the menu asks for the count; a failed ask offers 重试 here rather than a 0
  const lettersState = {
    data: unread,
    error: letters.failed && letters.token === session.token ? w.loadFailed : '',
    loading: unread === null,
    reload: refreshUnreadLetters,
  };
  const counts = orders.data?.counts;

  return (
    <div class="sf-uc">
      <h1 class="sf-sr">{u.title}</h1>
      <Profile mobile={session.userInfo?.mobile ?? ''} name={session.userInfo?.nickname ?? ''} />

      <section class="sf-uc-card" aria-labelledby="uc-orders">
        <header class="sf-uc-card__head">
          <h2 id="uc-orders">{u.orders}</h2>
          <Link href={href('/home/order')}>{u.allOrders}</Link>
        </header>
        <ul class="sf-uc-figures">
          {FIGURES.map(({ label, states }) => {
            // a figure of several states opens the list of the one most orders are in
            const busiest = [...states].sort((a, b) => (counts?.[b] ?? 0) - (counts?.[a] ?? 0))[0]!;
            return (
              <Figure
                key={label}
                label={label}
                to={href('/home/order', { status: busiest })}
                state={orders}
                value={counts && states.reduce((n, st) => n + (counts[st] ?? 0), 0)}
              />
            );
          })}
        </ul>
      </section>

      <section class="sf-uc-card" aria-labelledby="uc-assets">
        <header class="sf-uc-card__head">
          <h2 id="uc-assets">{u.assets}</h2>
        </header>
        <ul class="sf-uc-figures">
          <Figure
            label={u.unread}
            to={href('/home/notice')}
            state={lettersState}
            value={unread ?? undefined}
          />
          <Figure label={u.coupons} note={u.couponsNote} state={coupons} value={coupons.data?.total} />
          <Figure
            label={u.collected}
            to={href('/home/collect')}
            state={collected}
            value={collected.data?.total}
          />
          <Figure label={u.followed} to={href('/home/store')} state={followed} value={followed.data?.total} />
        </ul>
      </section>

      <section class="sf-uc-card" aria-labelledby="uc-latest">
        <header class="sf-uc-card__head">
          <h2 id="uc-latest">{u.latest}</h2>
        </header>
        <ListBody
          state={orders}
          count={orders.data?.list.length ?? 0}
          skeleton={<Skeleton rows={4} />}
          empty={
            <EmptyState text={u.noOrders} compact>
              <Link href={href('/check')} class="sf-btn sf-btn--primary sf-btn--sm">
                {u.goShopping}
              </Link>
            </EmptyState>
          }
        >
          <ul class="sf-uc-orders">
            {orders.data?.list.map((o) => (
              <li key={o.id}>
                <Link href={href('/home/order/detail', { id: o.id })} class="sf-uc-orders__name">
                  {o.items[0]?.name ?? o.order_no}
                </Link>
                <span class="sf-uc-orders__meta">
                  {u.orderNo} {o.order_no} · {formatTime(o.created_at)}
                </span>
                <Price value={o.pay_amount} size="sm" />
                <span class={`sf-uc-status is-${o.status}`}>{statusLabel(o)}</span>
              </li>
            ))}
          </ul>
        </ListBody>
      </section>

      <section class="sf-uc-card" aria-labelledby="uc-short">
        <header class="sf-uc-card__head">
          <h2 id="uc-short">{u.shortcuts}</h2>
        </header>
        <nav class="sf-uc-short" aria-labelledby="uc-short">
          {SHORTCUTS.map(([label, to]) => (
            <Link key={to} href={to}>
              {label}
            </Link>
          ))}
        </nav>
      </section>
    </div>
  );
}

const SHORTCUTS: readonly [string, Href][] = [
  ['我的资金', href('/home/myfund')],
  ['消息通知', href('/home/notice')],
  ['地址管理', href('/home/addressmanage')],
  ['发票管理', href('/home/invoicemanage')],
  ['我的合同', href('/home/contract')],
  ['安全设置', href('/home/safeset')],
];

/** The buyer and the company they certified; user_sgs may not answer yet: then 未认证. */
function Profile({ mobile, name }: { mobile: string; name: string }) {
  const cert = useApi('user_sgs/info');
  const info = cert.data?.info;
  const status = info?.status ?? 'none';
  return (
    <section class="sf-uc-card sf-uc-profile" aria-label={u.title}>
      <span class="sf-uc-avatar" aria-hidden="true">
        {(name || '客').slice(0, 1)}
      </span>
      <div class="sf-uc-profile__text">
        <p class="sf-uc-profile__hello">{fill(u.hello, { name: name || maskPhone(mobile) })}</p>
        <p>
          {u.mobile}：<span class="sf-uc-mobile">{maskPhone(mobile)}</span>
        </p>
        <p>
          {u.company}：
          {cert.loading ? (
            <span class="sf-uc-muted">…</span>
          ) : (
            <>
              <span class="sf-uc-org">{info?.org_name || u.noCompany}</span>
              <span class={`sf-uc-cert is-${status}`}>
                {CERT_STATUS_LABELS[status] ?? CERT_STATUS_LABELS.none}
              </span>
              <Link href={href('/home/auth')} class="sf-uc-link">
                {status === 'none' || status === 'rejected' ? u.goAuth : u.viewAuth}
              </Link>
            </>
          )}
        </p>
        {status === 'rejected' && info?.reason && (
          <p class="sf-uc-muted">{fill(u.reason, { reason: info.reason })}</p>
        )}
      </div>
    </section>
  );
}

/** One figure: the number (a link to its list), a placeholder while loading, 重试 when it failed. */
function Figure({
  label,
  value,
  state,
  to,
  note,
}: {
  label: string;
  value: number | undefined;
  state?: ApiState<unknown>;
  to?: Href;
  note?: string;
}) {
  let shown: ReactNode = value ?? u.unknown;
  if (state?.error) {
    return (
      <li class="sf-uc-figure is-error">
        <button type="button" onClick={state.reload} title={fill(u.figureFailed, { label })}>
          <strong>{u.retry}</strong>
          <span>{label}</span>
        </button>
      </li>
    );
  }
  if (state?.loading && value === undefined) shown = <span class="sf-uc-muted">…</span>;
  const body = (
    <>
      <strong>{shown}</strong>
      <span>{label}</span>
      {note && <small>{note}</small>}
    </>
  );
  return <li class="sf-uc-figure">{to ? <Link href={to}>{body}</Link> : <div>{body}</div>}</li>;
}
