import '../../components/sheet.css';
import '../../components/order/order.css';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OrderChange } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TRANSITIONS,
  ORDER_CHANGE_TYPES,
} from '../../../core/rules/order-states';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog, Dialog } from '../../components/confirm-dialog';
import { EmptyState, LoadError } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { fill } from '../../strings';
import { ChangeEffect } from './order-change-effect';
import { TextFormDialog } from './order-forms';
import { o } from './order-strings';

const LIMIT = 10;

const typeLabel = (c: OrderChange) => ORDER_CHANGE_TYPES[c.type] ?? c.type_label;
const statusLabel = (c: OrderChange) => ORDER_CHANGE_STATUS_LABELS[c.status] ?? c.status_label;
/** What the change table lets the buyer do with `c` now. */
const may = (c: OrderChange, action: 'withdraw' | 'edit') => !!ORDER_CHANGE_TRANSITIONS[c.status]?.[action];

/** order_change/info in a dialog: the request, the lab's answer, the times. */
function ChangeInfo({ id }: { id: number }) {
  const state = useApi('order_change/info', { id });
  const c = state.data?.info ?? null;
  if (state.loading && !c) return <Skeleton rows={5} />;
  if (state.error || !c) return <LoadError message={state.error} onRetry={state.reload} />;
  return (
    <dl class="sf-od-receipt">
      {(
        [
          [o.changeOrder, c.order_no],
          [o.changeType, typeLabel(c)],
          [o.status, statusLabel(c)],
          [o.changeReason, c.reason],
          [o.reply, c.reply || (c.status === 'pending' ? o.noReply : '—')],
          [o.appliedAt, formatTime(c.created_at)],
          [o.updatedAt, formatTime(c.updated_at)],
        ] as const
      ).map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 订单变更: the buyer's change requests; pending ones can be withdrawn or reworded. */
export default function OrderChangePage() {
  const { state, list, ref, pager } = usePagedList('order_change/get', {}, LIMIT);
  const [withdrawing, setWithdrawing] = useState<OrderChange | null>(null);
  const [editing, setEditing] = useState<OrderChange | null>(null);
  const [viewing, setViewing] = useState<OrderChange | null>(null);
  const { run, busy } = useSubmit();

  const withdraw = async () => {
    if (!withdrawing) return;
    const res = await run(() =>
      runAction(
        'order_change/change',
        { id: withdrawing.id, action: 'withdraw' },
        { done: ORDER_CHANGE_STATUS_LABELS.withdrawn },
      ),
    );
    if (res?.ok) {
      setWithdrawing(null);
      state.reload();
    }
  };

  return (
    <div class="sf-sheet sf-od-page" ref={ref}>
      <div class="sf-od-toolbar">
        <h1 class="sf-sheet__title sf-od-title">{o.changes}</h1>
        {state.data ? <span class="sf-muted">{fill(o.total, { n: state.data.total })}</span> : null}
      </div>
      <div class={staleClass('sf-od-list', state)}>
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={
            <EmptyState text={o.changeEmpty}>
              <Link href={href('/home/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
                {o.orders}
              </Link>
            </EmptyState>
          }
        >
          <ul class="sf-od-changes sf-od-changes--page">
            {list.map((c) => (
              <li key={c.id} class="sf-od-card">
                <div class="sf-od-change__head">
                  <b>{typeLabel(c)}</b>
                  <span class={`sf-od-chstatus sf-od-chstatus--${c.status}`}>{statusLabel(c)}</span>
                  <span class="sf-muted">
                    {o.changeOrder}：
                    <Link href={href('/home/order/detail', { id: c.order_id })}>{c.order_no}</Link>
                  </span>
                  <time class="sf-muted" dateTime={c.created_at}>
                    {formatTime(c.created_at)}
                  </time>
                </div>
                <p>{c.reason}</p>
                {(c.reply || c.status === 'pending') && (
                  <p class={c.reply ? 'sf-od-reply' : 'sf-muted'}>
                    {o.reply}：{c.reply || o.noReply}
                  </p>
                )}
                <ChangeEffect change={c} onChanged={state.reload} />
                <div class="sf-od-actions">
                  {may(c, 'edit') && (
                    <button
                      type="button"
                      class="sf-btn sf-btn--sm sf-btn--ghost"
                      onClick={() => setEditing(c)}
                    >
                      {o.edit}
                    </button>
                  )}
                  {may(c, 'withdraw') && (
                    <button
                      type="button"
                      class="sf-btn sf-btn--sm sf-od-btn-plain"
                      onClick={() => setWithdrawing(c)}
                    >
                      {o.withdraw}
                    </button>
                  )}
                  <button
                    type="button"
                    class="sf-btn sf-btn--sm sf-od-btn-plain"
                    onClick={() => setViewing(c)}
                  >
                    {o.view}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </ListBody>
        {pager}
      </div>

      <ConfirmDialog
        open={withdrawing !== null}
        title={o.withdrawTitle}
        message={o.withdrawAsk}
        confirmText={o.withdraw}
        danger
        busy={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(null)}
      />
      {editing && (
        <TextFormDialog
          key={editing.id}
          open
          title={o.editTitle}
          send={(reason) => runAction('order_change/change', { id: editing.id, action: 'edit', reason })}
          label={o.changeReason}
          hint={o.changeReasonHint}
          min={5}
          max={500}
          tooShort={o.reasonTooShort}
          initial={editing.reason}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            state.reload();
          }}
        />
      )}
      <Dialog open={viewing !== null} title={o.changeDetail} size="wide" onClose={() => setViewing(null)}>
        {viewing && <ChangeInfo id={viewing.id} />}
      </Dialog>
    </div>
  );
}
