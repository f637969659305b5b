import { useState } from 'react';
import { type DivisionReceipt, formatPrice, type PayPlanStage, type TransactionReceipt } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { Dialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { o } from './order-strings';

type ReceiptKind = 'transactionReceipt' | 'divisionReceipt';
const RECEIPT_IDS = {
  transactionReceipt: 'order_pay_plan/transactionReceipt',
  divisionReceipt: 'order_pay_plan/divisionReceipt',
} as const;

type Receipt = TransactionReceipt | DivisionReceipt;
type Party = DivisionReceipt['parties'][number];
type ReceiptField = Exclude<keyof TransactionReceipt | keyof DivisionReceipt, 'parties'> | keyof Party;

/** Labels of the receipt fields (the table's columns for the division's parties). */
const FIELD: Partial<Record<string, string>> = {
  receipt_no: '凭证编号',
  order_no: '订单号',
  pay_no: '支付单号',
  trade_no: '交易流水号',
  stage: '付款阶段',
  name: '名称',
  channel: '支付方式',
  payer: '付款方',
  payee: '收款方',
  amount: '金额（元）',
  platform_fee: '平台服务费（元）',
  merchant_amount: '机构分账（元）',
  rate: '比例',
  paid_at: '支付时间',
} satisfies Record<ReceiptField, string>;
const PARTY_COLUMNS = ['name', 'rate', 'amount'] as const satisfies readonly (keyof Party)[];
const MONEY = /amount|fee|price/;
const TIME = /_at$/;

const show = (key: string, v: string | number | null): string =>
  v === null || v === ''
    ? '—'
    : MONEY.test(key)
      ? formatPrice(v)
      : TIME.test(key)
        ? formatTime(String(v))
        : String(v);

/** A receipt as label–value rows; the division's parties as a table. */
function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const rows = Object.entries(receipt).filter(
    (e): e is [string, string | number | null] => !Array.isArray(e[1]),
  );
  const parties = 'parties' in receipt ? receipt.parties : [];
  return (
    <div class="sf-od-receipt">
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{FIELD[k] ?? k}</dt>
            <dd>{show(k, v)}</dd>
          </div>
        ))}
      </dl>
      {parties.length > 0 && (
        <table class="sf-od-table">
          <thead>
            <tr>
              {PARTY_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {FIELD[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {parties.map((party, i) => (
              <tr key={i}>
                {PARTY_COLUMNS.map((c) => (
                  <td key={c}>{show(c, party[c])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Loads one receipt of a paid stage (the dialog opens at once; the answer fills it). */
function ReceiptOf({ kind, stage }: { kind: ReceiptKind; stage: PayPlanStage }) {
  const state = useApi(RECEIPT_IDS[kind], { id: stage.id });
  const receipt = state.data?.info ?? null;
  if (state.loading && !state.data) return <Skeleton rows={4} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!receipt) return <p class="sf-muted">{o.receiptEmpty}</p>;
  return <ReceiptBody receipt={receipt} />;
}

/** 付款计划: each stage with its amount, state, times and, once paid, its two receipts. */
export function PlanSection({ plan, payPlan }: { plan: readonly PayPlanStage[]; payPlan: PayPlan }) {
  const [open, setOpen] = useState<{ kind: ReceiptKind; stage: PayPlanStage } | null>(null);
  if (!plan.length) return null;
  return (
    <section class="sf-od-section" aria-labelledby="od-plan">
      <h2 id="od-plan">
        {o.plan}
        <small class="sf-muted">{PAY_PLANS[payPlan] ?? ''}</small>
      </h2>
      <div class="sf-od-scroll">
        <table class="sf-od-table">
          <thead>
            <tr>
              <th scope="col">{o.stage}</th>
              <th scope="col">{o.stageAmount}</th>
              <th scope="col">{o.stageStatus}</th>
              <th scope="col">{o.paidAt}</th>
              <th scope="col">{o.acceptedAt}</th>
              <th scope="col">{o.receipts}</th>
            </tr>
          </thead>
          <tbody>
            {plan.map((stage) => (
              <tr key={stage.id}>
                <td>{stage.name}</td>
                <td>¥{formatPrice(stage.amount)}</td>
                <td class={stage.status === 'paid' ? 'sf-od-ok' : 'sf-od-warn'}>
                  {stage.status === 'paid' ? o.stagePaid : o.unpaid}
                </td>
                <td>{formatTime(stage.paid_at) || '—'}</td>
                <td>{formatTime(stage.accepted_at) || '—'}</td>
                <td>
                  {stage.status === 'paid' ? (
                    <span class="sf-od-links">
                      <button type="button" onClick={() => setOpen({ kind: 'transactionReceipt', stage })}>
                        {o.transactionReceipt}
                      </button>
                      <button type="button" onClick={() => setOpen({ kind: 'divisionReceipt', stage })}>
                        {o.divisionReceipt}
                      </button>
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        open={open !== null}
        size="wide"
        title={open ? `${open.stage.name} · ${o[open.kind]}` : ''}
        onClose={() => setOpen(null)}
      >
        {open && <ReceiptOf kind={open.kind} stage={open.stage} />}
      </Dialog>
    </section>
  );
}
