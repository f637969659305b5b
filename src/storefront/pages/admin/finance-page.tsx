import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PayoutState, RefundState, TransferState } from '../../../core/api/contract/models-transfer';
import { TRANSFER_STATE_LABELS, TRANSFER_STATES } from '../../../core/api/contract/models-transfer';
import { Field, FilterForm, inputValue, ListPanel, minuteTime, Tag } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { Price } from '../../components/price';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { DecideDialog, type Deciding } from './finance-dialog';
import { CollectionAccountCard, markPaid, paidColumn, QueueFilter } from './finance-parts';
import { RefundTab } from './finance-refunds';

const TABS = [
  ['transfer', '对公转账'],
  ['payout', '专家提现'],
  ['refund', '退款'],
  ['account', '收款账户'],
] as const;
type Tab = (typeof TABS)[number][0];
const TAG_OF: Record<TransferState, string> = {
  none: 'pending',
  declared: 'pending',
  confirmed: 'open',
  rejected: 'rejected',
  lapsed: 'rejected',
};
const _yuan = (n: number) => `¥${n.toFixed(2)}`;

function TransferTab({
  state,
  keyword,
  onFilter,
  decide,
}: {
  state: TransferState | 'all';
  keyword: string;
  onFilter: (state: string, keyword: string) => void;
  decide: (d: Deciding) => void;
}) {
  const paged = usePagedList('operator_pay/get', { state, keyword: keyword || undefined }, 20);
  return (
    <>
      <FilterForm
        label="订单号或识别码"
        placeholder="订单号、汇款识别码"
        initial={keyword}
        onSearch={(k) => onFilter(state, k)}
      >
        <Field label="状态">
          <select value={state} onChange={(e) => onFilter(inputValue(e), keyword)}>
            <option value="all">全部</option>
            {TRANSFER_STATES.map((s) => (
              <option key={s} value={s}>
                {TRANSFER_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </FilterForm>
      <ListPanel
        state={paged.state}
        empty="暂无待处理的对公转账"
        pager={paged.pager}
        rows={paged.list}
        columns={[
          { head: '订单号', cell: (r) => r.order_no },
          { head: '服务机构', cell: (r) => r.lab },
          { head: '付款单位', cell: (r) => r.buyer_company },
          { head: '应收金额', num: true, cell: (r) => <Price value={r.amount} /> },
          { head: '汇款识别码', cell: (r) => <strong class="ad-ref">{r.reference}</strong> },
          {
            head: '回单',
            cell: (r) =>
              r.slip_url ? (
                <a class="fin-nowrap" href={r.slip_url} target="_blank" rel="noopener noreferrer">
                  查看
                </a>
              ) : (
                <span class="fin-nowrap">未上传</span>
              ),
          },
          { head: '申报时间', cell: (r) => minuteTime(r.declared_at) },
          {
            head: '状态',
            cell: (r) => (
              <>
                <Tag state={TAG_OF[r.state]} label={r.state_name} />
                {r.reason && <small class="mc-hint"> {r.reason}</small>}
                {r.bank_serial && <small class="mc-hint"> 流水号 {r.bank_serial}</small>}
              </>
            ),
          },
        ]}
        ops={(r) =>
          r.state === 'confirmed' ? (
            '—'
          ) : (
            <>
              <button
                type="button"
                class="sf-btn sf-btn--primary sf-btn--sm"
                onClick={() => decide({ kind: 'confirm', row: r })}
              >
                确认到账
              </button>
              {r.state === 'declared' && (
                <button
                  type="button"
                  class="sf-btn sf-btn--ghost sf-btn--sm"
                  onClick={() => decide({ kind: 'reject', row: r })}
                >
                  驳回
                </button>
              )}
            </>
          )
        }
      />
    </>
  );
}

function PayoutTab({
  state,
  onFilter,
  decide,
}: {
  state: PayoutState | 'all';
  onFilter: (s: string) => void;
  decide: (d: Deciding) => void;
}) {
  const paged = usePagedList('operator_payout/get', { state }, 20);
  return (
    <>
      <QueueFilter
        value={state}
        options={[
          ['processing', '待打款'],
          ['done', '已打款'],
          ['all', '全部'],
        ]}
        onFilter={onFilter}
      />
      <ListPanel
        state={paged.state}
        empty="暂无提现申请"
        pager={paged.pager}
        rows={paged.list}
        columns={[
          { head: '专家', cell: (r) => `${r.expert_name || '专家'}（${r.expert_mobile}）` },
          { head: '提现金额', num: true, cell: (r) => <Price value={r.amount} /> },
          {
            head: '收款账户',
            // 户名, 开户行 and the masked number; the full one is in the 已打款 dialog
            cell: (r) =>
              r.bank_name ? (
                <>
                  {r.holder_name}
                  <small class="mc-hint fin-payee">
                    {r.bank_name} {r.card_masked}
                  </small>
                </>
              ) : (
                '—'
              ),
          },
          { head: '发票号', cell: (r) => r.invoice_no || '—' },
          { head: '申请时间', cell: (r) => minuteTime(r.created_at) },
          paidColumn,
        ]}
        ops={(r) => markPaid(r.state === 'processing', '已打款', () => decide({ kind: 'payout', row: r }))}
      />
    </>
  );
}

/**
 * 财务 (/admin/finance, 财务 and 管理员): bank transfers buyers declared, confirmed against the
 * statement (the exact amount and the bank's serial number) or rejected with a reason; expert
 * withdrawals paid by hand and marked 已打款; refunds of transfer-paid stages paid back and marked
 * 已退款; and the collection account buyers remit to.
 */
export default function AdminFinancePage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const rawTab = q.get('tab');
  const tab: Tab = TABS.some(([id]) => id === rawTab) ? (rawTab as Tab) : 'transfer';
  const rawState = q.get('state') ?? '';
  const keyword = q.get('keyword') ?? '';
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  // a decision reloads the list it was made in (a fresh mount asks again)
  const [round, setRound] = useState(0);
  const show = (t: Tab, state = '', word = '') =>
    navigate(href('/admin/finance', { tab: t, state, keyword: word }));
  const transferState: TransferState | 'all' =
    rawState === 'all' || (TRANSFER_STATES as readonly string[]).includes(rawState)
      ? (rawState as TransferState | 'all')
      : 'declared';
  const payoutState: PayoutState | 'all' =
    rawState === 'done' || rawState === 'all' ? rawState : 'processing';
  const refundState: RefundState | 'all' = rawState === 'done' || rawState === 'all' ? rawState : 'pending';
  return (
    <section class="mc-card" aria-labelledby="ad-fin">
      <div class="mc-card__head">
        <h1 id="ad-fin" class="mc-title">
          财务
        </h1>
      </div>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">财务事项</legend>
        {TABS.map(([id, label]) => (
          <button key={id} type="button" aria-pressed={tab === id} onClick={() => show(id)}>
            {label}
          </button>
        ))}
      </fieldset>
      {tab === 'transfer' && (
        <TransferTab
          key={round}
          state={transferState}
          keyword={keyword}
          onFilter={(s, k) => show('transfer', s, k)}
          decide={setDeciding}
        />
      )}
      {tab === 'payout' && (
        <PayoutTab key={round} state={payoutState} onFilter={(s) => show('payout', s)} decide={setDeciding} />
      )}
      {tab === 'refund' && (
        <RefundTab key={round} state={refundState} onFilter={(s) => show('refund', s)} decide={setDeciding} />
      )}
      {tab === 'account' && <CollectionAccountCard />}
      <DecideDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        onDone={() => setRound((n) => n + 1)}
      />
    </section>
  );
}
