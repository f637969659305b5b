import type { RefundState } from '../../../core/api/contract/models-transfer';
import { Field, inputValue, ListTable, minuteTime, Tag } from '../../components/console';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import type { Deciding } from './finance-dialog';

/**
 * 退款: what approved refunds owe back by bank transfer — stages paid by 对公转账, and provider
 * refunds that failed — oldest first. 财务 transfers the amount back to the buyer company and
 * marks it 已退款 with the bank's 流水号; the order turns 已退款 once nothing is left to pay.
 */
export function RefundTab({
  state,
  onFilter,
  decide,
}: {
  state: RefundState | 'all';
  onFilter: (s: string) => void;
  decide: (d: Deciding) => void;
}) {
  const paged = usePagedList('operator_refund/get', { state }, 20);
  return (
    <>
      <form class="ad-filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="状态">
          <select value={state} onChange={(e) => onFilter(inputValue(e))}>
            <option value="pending">待退款</option>
            <option value="done">已退款</option>
            <option value="all">全部</option>
          </select>
        </Field>
      </form>
      <ListBody
        state={paged.state}
        count={paged.list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text="暂无待处理的退款" compact />}
      >
        <ListTable
          rows={paged.list}
          columns={[
            { head: '订单号', cell: (r) => r.order_no },
            { head: '退款单位', cell: (r) => r.buyer_company },
            { head: '退款金额', num: true, cell: (r) => <Price value={r.amount} /> },
            {
              head: '原付款',
              cell: (r) => (
                <>
                  {r.channel_name}
                  {r.reference && <strong class="ad-ref fin-nowrap"> {r.reference}</strong>}
                  {r.paid_serial && <small class="mc-hint"> 流水号 {r.paid_serial}</small>}
                  {r.error && <small class="mc-hint"> 原路退款失败：{r.error}</small>}
                </>
              ),
            },
            { head: '申请时间', cell: (r) => minuteTime(r.created_at) },
            {
              head: '状态',
              cell: (r) => (
                <>
                  <Tag state={r.state === 'done' ? 'open' : 'pending'} label={r.state_name} />
                  {r.bank_serial && <small class="mc-hint"> 流水号 {r.bank_serial}</small>}
                </>
              ),
            },
          ]}
          ops={(r) =>
            r.state === 'pending' ? (
              <button
                type="button"
                class="sf-btn sf-btn--primary sf-btn--sm"
                onClick={() => decide({ kind: 'refund', row: r })}
              >
                已退款
              </button>
            ) : (
              '—'
            )
          }
        />
      </ListBody>
      {paged.pager}
    </>
  );
}
