import { useState } from 'react';
import { Link } from 'wouter';
import { type Order, showToast } from '../../../core';
import { type BuyerOrderAction, ORDER_ACTION_LABELS } from '../../../core/rules/order-states';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { contractToSign, signContract } from '../../components/contract-calls';
import { CountedTextarea } from '../../components/counted-textarea';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { fill } from '../../strings';
import { o } from './order-strings';

/**
 * Buttons in this order whatever order the server lists them in; the destructive one last.
 * 寄送样品 is a form on the detail page: the list links there, the detail shows the form.
 */
const ORDER: readonly BuyerOrderAction[] = ['pay', 'sign', 'shipSample', 'accept', 'confirm', 'cancel'];

type Asked = 'cancel' | 'accept' | 'confirm';

const ASK: Record<Asked, { title: string; done: string }> = {
  cancel: { title: o.cancelTitle, done: o.cancelled },
  accept: { title: o.acceptTitle, done: o.accepted },
  confirm: { title: o.confirmTitle, done: o.confirmed },
};

/** Sends a confirmed action; acceptance names the order (the server finds the stage). */
const send = (action: Asked, order: Order, reason: string) => {
  const { done } = ASK[action];
  if (action === 'cancel')
    return runAction('order/cancel', { id: order.id, reason: reason.trim() }, { done });
  if (action === 'accept') return runAction('order_pay_plan_order/acceptance', { id: order.id }, { done });
  return runAction('order/confirm', { id: order.id }, { done });
};

export interface OrderActionsProps {
  order: Order;
  /** After a change went through: reload the list or the detail. */
  onChanged: () => void;
  /** The detail page has no 查看详情. */
  detail?: boolean;
}

/**
 * The buttons of an order: exactly the `actions` the server allows now (the state table plus
 * its own guards), never guessed from the status. Cancel, accept and confirm ask first.
 */
export function OrderActions({ order, onChanged, detail }: OrderActionsProps) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState('');
  const { run, busy } = useSubmit();
  const allowed = ORDER.filter((a) => order.actions?.includes(a) && !(detail && a === 'shipSample'));

  const confirm = async () => {
    if (!asked) return;
    const res = await run(() => send(asked, order, reason));
    if (res?.ok) {
      setAsked(null);
      setReason('');
      onChanged();
    }
  };

  const sign = async () => {
    const contract = contractToSign(order);
    if (!contract) {
      showToast(o.noContract, 'warning');
      return;
    }
    await run(() => signContract(contract.id), { leaving: true });
  };

  return (
    <div class="sf-od-actions">
      {allowed.map((a) =>
        a === 'pay' ? (
          <Link
            key={a}
            href={href('/cashierdesk', { id: order.id })}
            class="sf-btn sf-btn--sm sf-btn--primary"
          >
            {ORDER_ACTION_LABELS.pay}
          </Link>
        ) : a === 'shipSample' ? (
          <Link
            key={a}
            href={href('/home/order/detail', { id: order.id })}
            class="sf-btn sf-btn--sm sf-btn--primary"
          >
            {ORDER_ACTION_LABELS.shipSample}
          </Link>
        ) : (
          <button
            key={a}
            type="button"
            class={`sf-btn sf-btn--sm ${a === 'cancel' ? 'sf-od-btn-plain' : 'sf-btn--ghost'}`}
            disabled={busy}
            data-action={a}
            onClick={() => (a === 'sign' ? void sign() : setAsked(a))}
          >
            {ORDER_ACTION_LABELS[a]}
          </button>
        ),
      )}
      {!detail && (
        <Link href={href('/home/order/detail', { id: order.id })} class="sf-btn sf-btn--sm sf-od-btn-plain">
          {o.viewDetail}
        </Link>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? ASK[asked].title : ''}
        message={
          asked === 'cancel'
            ? fill(o.cancelAsk, { no: order.order_no })
            : asked === 'accept'
              ? o.acceptAsk
              : o.confirmAsk
        }
        confirmText={asked ? ASK[asked].title : undefined}
        cancelText={asked === 'cancel' ? o.keepOrder : undefined}
        danger={asked === 'cancel'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsked(null);
          setReason('');
        }}
      >
        {asked === 'cancel' && (
          <label class="sf-field">
            <span>{o.cancelReason}</span>
            <CountedTextarea value={reason} max={100} placeholder={o.cancelReasonHint} onText={setReason} />
          </label>
        )}
      </ConfirmDialog>
    </div>
  );
}
