import { useState } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { ORDER_STATUS_LABELS, type OrderStatus, orderStatusLabel } from '../../../core/rules/order-states';
import { FilterForm, ListPanel, minuteTime, SelectAll } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { href } from '../../routes';

const STATUSES = Object.entries(ORDER_STATUS_LABELS) as [OrderStatus, string][];

/** 订单查询 (/admin/order, 客服): any order by its number or the buyer's mobile, read-only. */
export default function AdminOrderPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [keyword, setKeyword] = useState('');
  const { state, list, ref, pager } = usePagedList(
    'operator_order/get',
    { status: status || undefined, keyword: keyword || undefined },
    10,
  );
  return (
    <section class="mc-card" aria-labelledby="ad-order" ref={ref}>
      <h1 id="ad-order" class="mc-title">
        订单查询
      </h1>
      <FilterForm label="订单号或手机号" placeholder="订单号 / 手机号" maxLength={40} onSearch={setKeyword}>
        <SelectAll label="订单状态" value={status} options={STATUSES} onChange={setStatus} />
      </FilterForm>
      <ListPanel
        state={state}
        rows={list}
        empty={keyword ? '没有找到匹配的订单' : '暂无订单'}
        pager={pager}
        columns={[
          { head: '订单号', cell: (o) => o.order_no },
          { head: '服务', cell: (o) => o.items.map((i) => i.name).join('、') },
          { head: '买家', cell: (o) => `${o.buyer_name} ${o.buyer_mobile}` },
          { head: '机构', cell: (o) => o.merchant_name },
          { head: '应付（元）', num: true, cell: (o) => formatPrice(o.pay_amount) },
          { head: '状态', cell: (o) => orderStatusLabel(o.status, o.sample_based) },
          { head: '下单时间', cell: (o) => minuteTime(o.created_at) },
        ]}
        ops={(o) => (
          <Link href={href('/admin/order/detail', { id: o.id })} class="sf-btn sf-btn--ghost sf-btn--sm">
            查看
          </Link>
        )}
      />
    </section>
  );
}
