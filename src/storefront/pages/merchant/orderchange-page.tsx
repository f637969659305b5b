import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { api, formatPrice, showToast } from '../../../core';
import type { MerchantOrderChange } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_STATUSES,
  ORDER_CHANGE_TYPES,
  type OrderChangeStatus,
} from '../../../core/rules/order-states';
import { CardHead, CardListPanel, FormDialog, Tabs } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { usePagedList } from '../../components/paged-list';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { m, mo } from './merchant-strings';

/**
 * Changes that may carry the order's new total: a changed scope or a longer period, while a
 * stage is still unpaid (the new total is taken by the last unpaid stage); a refund never does.
 */
const asksMoney = (c: MerchantOrderChange) => (c.type === 1 || c.type === 2) && c.unpaid_amount > 0;
/** Today in Beijing, the earliest completion date a lab may agree to. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 同意 or 拒绝 one change: a reason is required to refuse; approving may set the order's new total. */
function AuditDialog({
  change,
  approve,
  onClose,
  onDone,
}: {
  change: MerchantOrderChange;
  approve: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [scope, setScope] = useState('');
  const { run, busy, error, setError } = useSubmit();
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!approve && !reason.trim()) return setError(mo.needReason);
    if (approve && amount.trim() && !/^\d+(\.\d{1,2})?$/.test(amount.trim())) return setError(mo.badAmount);
    if (approve && change.type === 2 && !dueDate) return setError(mo.needDueDate);
    await run(
      async () => {
        await api.call('merchant_order_change/audit', {
          id: change.id,
          approve,
          reason: reason.trim(),
          amount: approve && amount.trim() ? amount.trim() : null,
          ...(approve && change.type === 2 ? { due_date: dueDate } : {}),
          ...(approve && change.type === 1 ? { scope: scope.trim() } : {}),
        });
        showToast(
          !approve
            ? '已拒绝变更'
            : change.type === 3
              ? '已同意退款，订单进入退款中'
              : amount.trim() || scope.trim()
                ? '已同意变更：补充协议双方签署后生效，请在合同管理中签署'
                : '已同意变更',
          'success',
        );
        onDone();
        return true;
      },
      { leaving: true },
    );
  };
  const formId = 'mw-audit-form';
  const verb = approve ? mo.approve : mo.reject;
  return (
    <FormDialog
      id={formId}
      title={`${verb} · ${ORDER_CHANGE_TYPES[change.type]}`}
      busy={busy}
      error={error}
      label={`${mo.confirm}${verb}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <dl class="mw-dl">
        <dt>{mo.orderNo}</dt>
        <dd>{change.order_no}</dd>
        <dt>{mo.reason}</dt>
        <dd>{change.reason}</dd>
        <dt>{mo.currentAmount}</dt>
        <dd>
          ¥{formatPrice(change.order_amount)}（{mo.unpaid} ¥{formatPrice(change.unpaid_amount)}）
        </dd>
      </dl>
      {approve && change.type === 2 && (
        <label class="sf-field">
          <span>{mo.newDueDate}</span>
          <input
            type="date"
            required
            min={today()}
            value={dueDate}
            onInput={(e) => setDueDate((e.currentTarget as HTMLInputElement).value)}
          />
          <span class="mc-hint">{mo.newDueDateHint}</span>
        </label>
      )}
      {approve && change.type === 1 && (
        <label class="sf-field">
          <span>{mo.newScope}</span>
          <CountedTextarea rows={2} max={500} value={scope} placeholder={mo.newScopePh} onText={setScope} />
        </label>
      )}
      {approve && asksMoney(change) && (
        <label class="sf-field">
          <span>{mo.newAmount}</span>
          <input
            inputMode="decimal"
            value={amount}
            placeholder={formatPrice(change.order_amount)}
            onInput={(e) => setAmount((e.currentTarget as HTMLInputElement).value)}
          />
          <span class="mc-hint">{mo.newAmountHint}</span>
        </label>
      )}
      <label class="sf-field">
        <span>{approve ? mo.reply : mo.rejectReason}</span>
        <CountedTextarea
          data-autofocus
          rows={3}
          max={200}
          value={reason}
          placeholder={approve ? mo.replyPh : mo.rejectReasonPh}
          onText={setReason}
        />
      </label>
    </FormDialog>
  );
}

/** What an approved change agreed besides its amount: the new date or scope. */
function AgreedTerms({ change: c }: { change: MerchantOrderChange }) {
  if (!c.new_due_date && !c.new_scope) return null;
  return (
    <p class="mw-qa__a">
      {c.new_due_date && `${mo.newDueDate}：${c.new_due_date}`}
      {c.new_due_date && c.new_scope && '；'}
      {c.new_scope && `${mo.newScope}：${c.new_scope}`}
    </p>
  );
}

/** 订单变更 (/merchant/orderchange): buyers' change requests by status; pending ones are answered here. */
export default function MerchantOrderChangePage() {
  const [status, setStatus] = useState<OrderChangeStatus | ''>('pending');
  const { state, list, ref, pager } = usePagedList('merchant_order_change/get', { status }, 10);
  const [open, setOpen] = useState<{ change: MerchantOrderChange; approve: boolean } | null>(null);
  return (
    <section class="mc-card" aria-labelledby="mw-changes" ref={ref}>
      <CardHead id="mw-changes" title={mo.changes} />
      <Tabs
        legend={m.status}
        tabs={[
          ...ORDER_CHANGE_STATUSES.map((s) => [s, ORDER_CHANGE_STATUS_LABELS[s]] as const),
          ['', m.all] as const,
        ]}
        value={status}
        onPick={setStatus}
      />
      <CardListPanel
        state={state}
        empty={mo.noChanges}
        pager={pager}
        rows={list}
        listClass="mw-qas"
        itemClass="mw-qa"
        item={(c) => (
          <>
            <div class="mw-qa__head">
              <p class="mw-qa__q">{ORDER_CHANGE_TYPES[c.type] ?? c.type_label}</p>
              <span
                class={
                  c.status === 'pending'
                    ? 'mw-tag'
                    : c.status === 'approved'
                      ? 'mw-tag is-done'
                      : 'mw-tag is-off'
                }
              >
                {ORDER_CHANGE_STATUS_LABELS[c.status]}
              </span>
            </div>
            <p class="mw-qa__meta">
              <Link href={href('/merchant/order/detail', { id: c.order_id })}>
                {mo.orderNo} {c.order_no}
              </Link>
              <span>
                {mo.buyer} {c.buyer_name}
              </span>
              <span>
                {mo.currentAmount} ¥{formatPrice(c.order_amount)}
              </span>
              <time dateTime={c.created_at}>{formatTime(c.created_at)}</time>
            </p>
            <p class="mw-change__reason">{c.reason}</p>
            {c.reply && (
              <p class="mw-qa__a">
                {mo.reply}：{c.reply}
                {c.new_amount !== null && `（${mo.newTotal} ¥${formatPrice(c.new_amount)}）`}
              </p>
            )}
            <AgreedTerms change={c} />
            {c.effect && (
              <p class="mw-qa__a">
                {c.new_amount !== null && !c.reply && `${mo.newTotal} ¥${formatPrice(c.new_amount)} · `}
                {c.effect_label}
                {c.effect === 'pending_sign' && c.contract_id && (
                  <>
                    {' '}
                    <Link href={href('/merchant/contract', { id: c.contract_id })}>{mo.signSupplement}</Link>
                  </>
                )}
              </p>
            )}
            {c.status === 'pending' && (
              <div class="mc-ops">
                <button
                  type="button"
                  class="sf-btn sf-btn--primary sf-btn--sm"
                  onClick={() => setOpen({ change: c, approve: true })}
                >
                  {mo.approve}
                </button>
                <button
                  type="button"
                  class="sf-btn sf-btn--ghost sf-btn--sm"
                  onClick={() => setOpen({ change: c, approve: false })}
                >
                  {mo.reject}
                </button>
              </div>
            )}
          </>
        )}
      />
      {open && (
        <AuditDialog
          change={open.change}
          approve={open.approve}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            state.reload();
          }}
        />
      )}
    </section>
  );
}
