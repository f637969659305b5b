import { useStore } from '@nanostores/react';
import { $config, type ExpertRecord, formatPrice, showToast } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import {
  commissionRate,
  EXPERT_RECORD_LABELS,
  EXPERT_RECORD_STATUS_LABELS,
} from '../../../core/rules/expert';
import { type Column, FUND_LOOK, ListTable } from '../../components/console/list-table';
import { ReferralQr, referralLink } from '../../components/expert/referral-qr';
import { fill } from '../../strings';
import { x } from './expert-strings';

/** ¥1,234.50 as the expert pages show money. */
export const yuan = (v: number): string => `¥${formatPrice(v)}`;

/** 3% — the platform's rate from config (core default when the config has none). */
export const useRateText = (): string => {
  const rate = commissionRate(useStore($config)?.expert_commission_rate);
  return `${+(rate * 100).toFixed(2)}%`;
};

/**
 * The referral link with a copy button and its QR code (a buyer scans it with a phone camera):
 * both carry this storefront's /reg?ref=… address, as the server names it.
 */
export function ReferralBox({ path, code }: { path: string; code: string }) {
  const link = referralLink(location.origin, path);
  const rate = useRateText();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(x.copied, 'success');
    } catch {
      showToast(x.copyFailed, 'warning');
    }
  };
  return (
    <div class="sf-ex-ref">
      <figure class="sf-ex-ref__qr">
        <ReferralQr link={link} label={x.qrLabel} />
        <figcaption>{x.qrHint}</figcaption>
      </figure>
      <p class="sf-ex-ref__intro">{fill(x.referralIntro, { rate })}</p>
      <div class="sf-ex-ref__row">
        <input
          class="sf-ex-ref__link"
          readOnly
          value={link}
          aria-label={x.referral}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" class="sf-btn sf-btn--primary" onClick={() => void copy()}>
          {x.copy}
        </button>
      </div>
      <p class="sf-muted sf-ex-ref__code">
        {x.referralCode}：<strong>{code}</strong>
      </p>
    </div>
  );
}

/** A table of commission records; on phones each row is a card (data-label). */
export function RecordTable({ list, label }: { list: readonly ExpertRecord[]; label: string }) {
  return (
    <ListTable
      look={FUND_LOOK}
      tableClass="sf-ex-records"
      label={label}
      rows={list}
      rowClass={(r) => `is-${r.kind}`}
      columns={RECORD_COLUMNS}
    />
  );
}

const RECORD_COLUMNS: readonly Column<ExpertRecord>[] = [
  { head: x.time, label: true, cell: (r) => formatTime(r.created_at) },
  {
    head: x.type,
    cell: (r) => (
      <>
        <span class={`sf-fund__type is-${r.type}`}>{EXPERT_RECORD_LABELS[r.type] ?? r.type}</span>
        {r.status === 'processing' && <span class="sf-ex-tag">{EXPERT_RECORD_STATUS_LABELS.processing}</span>}
        {r.type === 'withdraw' && r.status === 'done' && r.paid_at && (
          <span class="sf-ex-tag is-paid">
            {fill(x.paidOn, { date: formatTime(r.paid_at).slice(0, 10) })}
          </span>
        )}
      </>
    ),
  },
  {
    head: x.detail,
    cell: (r) => (
      <>
        {r.order_no && <span>{r.order_no}</span>}
        <span class="sf-fund__sub">{r.remark}</span>
      </>
    ),
  },
  {
    head: x.amount,
    num: true,
    class: 'sf-fund__amount',
    cell: (r) => `${r.kind === 'income' ? '+' : '-'}${formatPrice(r.amount)}`,
  },
  { head: x.after, num: true, cell: (r) => formatPrice(r.balance) },
];
