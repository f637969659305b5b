import { useState } from 'react';
import { type EndpointId, formatPrice, formatTime, type PayPlanStage } from '../../../core';
import { PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { Dialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { infoOf, useApi } from '../../components/use-api';
import { o } from './order-strings';

type ReceiptKind = 'transactionReceipt' | 'divisionReceipt';

/** Labels of the receipt fields the reference server and a real provider send. */
const FIELD: Record<string, string> = {
  receipt_no: '凭证编号',
  order_no: '订单号',
  pay_no: '支付单号',
  trade_no: '交易流水号',
  stage: '付款阶段',
  name: '名称',
  channel: '支付方式',
  payer: '付款方',
  payee: '收款方',
  merchant_name: '收款机构',
  amount: '金额（元）',
  platform_fee: '平台服务费（元）',
  merchant_amount: '机构分账（元）',
  rate: '比例',
  status: '状态',
  paid_at: '支付时间',
  divided_at: '分账时间',
  created_at: '生成时间',
};
const MONEY = /amount|fee|price/;
const TIME = /_at$/;

const show = (key: string, v: unknown): string =>
  v === null || v === undefined || v === ''
    ? '—'
    : MONEY.test(key) && typeof v !== 'object'
      ? formatPrice(v)
      : TIME.test(key)
        ? formatTime(v as string)
        : String(v);

/** A receipt as label–value rows; a list inside it (the division's parties) as a table. */
function ReceiptBody({ receipt }: { receipt: Record<string, unknown> }) {
  const rows = Object.entries(receipt).filter(([k, v]) => k !== 'url' && k !== 'id' && !Array.isArray(v));
  const tables = Object.entries(receipt).filter(([, v]) => Array.isArray(v)) as [
    string,
    Record<string, unknown>[],
  ][];
  const url = typeof receipt.url === 'string' ? receipt.url : '';
  return (
    <div class="sf-od-receipt">
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{FIELD[k] ?? k}</dt>
            <dd>{typeof v === 'object' ? JSON.stringify(v) : show(k, v)}</dd>
          </div>
        ))}
      </dl>
      {tables.map(([k, items]) => {
        const cols = Object.keys(items[0] ?? {}).filter((c) => c !== 'id');
        return (
          <table key={k} class="sf-od-table">
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c} scope="col">
                    {FIELD[c] ?? c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={i}>
                  {cols.map((c) => (
                    <td key={c}>{show(c, item[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      {url && (
        <a href={url} target="_blank" rel="noopener" class="sf-btn sf-btn--ghost sf-btn--sm">
          {o.download}
        </a>
      )}
    </div>
  );
}

/** Loads one receipt of a paid stage (the dialog opens at once; the answer fills it). */
function Receipt({ kind, stage }: { kind: ReceiptKind; stage: PayPlanStage }) {
  const state = useApi(`order_pay_plan/${kind}` as EndpointId, { id: stage.id });
  const receipt =
    infoOf<Record<string, unknown>>(state.data) ?? (state.data as Record<string, unknown> | null);
  if (state.loading && !state.data) return <Skeleton rows={4} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!receipt || typeof receipt !== 'object') return <p class="sf-muted">{o.receiptEmpty}</p>;
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
        {open && <Receipt kind={open.kind} stage={open.stage} />}
      </Dialog>
    </section>
  );
}
