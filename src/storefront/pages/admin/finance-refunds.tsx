import type { RefundState } from '../../../core/api/contract/models-transfer';
import { ListPanel, minuteTime } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { Price } from '../../components/price';
import type { Deciding } from './finance-dialog';
import { markPaid, paidColumn, QueueFilter } from './finance-parts';

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
      <QueueFilter
        value={state}
        options={[
          ['pending', '待退款'],
          ['done', '已退款'],
          ['all', '全部'],
        ]}
        onFilter={onFilter}
      />
      <ListPanel
        state={paged.state}
        empty="暂无待处理的退款"
        pager={paged.pager}
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
          paidColumn,
        ]}
        ops={(r) => markPaid(r.state === 'pending', '已退款', () => decide({ kind: 'refund', row: r }))}
      />
    </>
  );
}
