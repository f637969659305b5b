import { useState } from 'react';
import { api, showToast } from '../../../core';
import type {
  PayoutQueueItem,
  RefundQueueItem,
  TransferQueueItem,
} from '../../../core/api/contract/models-transfer';
import { Dialog } from '../../components/confirm-dialog';
import { Field, FormError, inputValue, SaveFooter } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { useSubmit } from '../../components/use-submit';

const yuan = (n: number) => `¥${n.toFixed(2)}`;

export type Deciding =
  | { kind: 'confirm'; row: TransferQueueItem }
  | { kind: 'reject'; row: TransferQueueItem }
  | { kind: 'payout'; row: PayoutQueueItem }
  | { kind: 'refund'; row: RefundQueueItem };

/** 确认到账 / 驳回 / 已打款: one dialog, each decision typed by hand from the bank statement. */
/** Digits in groups of four, as on a bank card, so 财务 can read the number out and check it. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The account 财务 transfers to (a bank account the expert registered): the full number here only. */
function PayeeFacts({ row }: { row: PayoutQueueItem }) {
  return (
    <dl class="fin-payee-facts" aria-label="收款账户">
      <dt>户名</dt>
      <dd>{row.holder_name}</dd>
      <dt>开户行</dt>
      <dd>{row.bank_name}</dd>
      <dt>账号</dt>
      <dd class="fin-payee-no">{grouped(row.account_no)}</dd>
    </dl>
  );
}

const TITLES: Record<Deciding['kind'], string> = {
  confirm: '确认到账',
  reject: '驳回汇款申报',
  payout: '标记已打款',
  refund: '标记已退款',
};
const DONE: Record<Deciding['kind'], string> = {
  confirm: '已确认到账',
  reject: '已驳回，买家将收到通知',
  payout: '已标记为已打款',
  refund: '已标记为已退款',
};

/** What 财务 pays back: the order, the buyer company, the amount, and the payment it reverses. */
function RefundFacts({ row }: { row: RefundQueueItem }) {
  return (
    <p>
      订单 {row.order_no}（{row.stage}）退还 <strong>{yuan(row.amount)}</strong> 给 {row.buyer_company}；原
      {row.channel_name}
      {row.reference && (
        <>
          ，汇款识别码 <strong>{row.reference}</strong>
        </>
      )}
      {row.paid_serial && <>，原流水号 {row.paid_serial}</>}。
    </p>
  );
}

export function DecideDialog({
  deciding,
  onClose,
  onDone,
}: {
  deciding: Deciding | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [serial, setSerial] = useState('');
  const [reason, setReason] = useState('');
  const { run, busy, error, setError } = useSubmit();
  const close = () => {
    setAmount('');
    setSerial('');
    setReason('');
    setError('');
    onClose();
  };
  const submit = async () => {
    if (!deciding) return;
    await run(async () => {
      const { row } = deciding;
      if (deciding.kind === 'confirm')
        await api.call('operator_pay/confirmTransfer', {
          id: row.id,
          amount: amount.trim(),
          bank_serial: serial.trim(),
        });
      else if (deciding.kind === 'reject')
        await api.call('operator_pay/rejectTransfer', { id: row.id, reason: reason.trim() });
      else if (deciding.kind === 'refund')
        await api.call('operator_refund/markRefunded', { id: row.id, bank_serial: serial.trim() });
      else await api.call('operator_payout/markPaid', { id: row.id, bank_serial: serial.trim() });
      showToast(DONE[deciding.kind], 'success');
      close();
      onDone();
    });
  };
  const title = deciding ? TITLES[deciding.kind] : '';
  const ready =
    deciding?.kind === 'reject'
      ? reason.trim().length >= 2
      : serial.trim().length >= 4 && (deciding?.kind !== 'confirm' || !!amount.trim());
  return (
    <Dialog
      open={!!deciding}
      title={title}
      busy={busy}
      onClose={close}
      footer={<SaveFooter busy={busy} onClose={close} onSave={submit} label={title} disabled={!ready} />}
    >
      {deciding && (
        <div class="mc-form">
          {deciding.kind === 'refund' ? (
            <RefundFacts row={deciding.row} />
          ) : deciding.kind === 'payout' ? (
            <>
              <p>
                {deciding.row.expert_name}（{deciding.row.expert_mobile}）提现{' '}
                <strong>{yuan(deciding.row.amount)}</strong>
                {deciding.row.bank_name && !deciding.row.account_no && (
                  <>
                    ，收款账户 {deciding.row.holder_name} {deciding.row.bank_name} {deciding.row.card_masked}
                  </>
                )}
              </p>
              {deciding.row.account_no && <PayeeFacts row={deciding.row} />}
            </>
          ) : (
            <p>
              订单 {deciding.row.order_no}（{deciding.row.stage}）应收{' '}
              <strong>{yuan(deciding.row.amount)}</strong>，汇款识别码{' '}
              <strong>{deciding.row.reference}</strong>
            </p>
          )}
          {deciding.kind === 'confirm' && (
            <Field label="到账金额（元）" hint="须与应收金额完全一致">
              <input
                value={amount}
                inputMode="decimal"
                maxLength={16}
                onInput={(e) => setAmount(inputValue(e))}
                data-autofocus
              />
            </Field>
          )}
          {deciding.kind !== 'reject' ? (
            <Field label={deciding.kind === 'refund' ? '退款转账的银行流水号' : '银行流水号'}>
              <input value={serial} maxLength={64} onInput={(e) => setSerial(inputValue(e))} />
            </Field>
          ) : (
            <Field label="驳回原因" hint="买家将在站内信和订单中看到">
              <CountedTextarea value={reason} max={200} rows={3} onText={setReason} />
            </Field>
          )}
          <FormError error={error} />
        </div>
      )}
    </Dialog>
  );
}
