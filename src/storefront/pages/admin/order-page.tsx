import { useState } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { ORDER_STATUS_LABELS, type OrderStatus, orderStatusLabel } from '../../../core/rules/order-states';
import { Field, FilterForm, inputValue, minuteTime } from '../../components/console';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
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
        <Field label="订单状态">
          <select value={status} onChange={(e) => setStatus(inputValue(e) as OrderStatus | '')}>
            <option value="">全部</option>
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </FilterForm>
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text={keyword ? '没有找到匹配的订单' : '暂无订单'} compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>订单号</th>
              <th>服务</th>
              <th>买家</th>
              <th>机构</th>
              <th class="mc-num">应付（元）</th>
              <th>状态</th>
              <th>下单时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((o) => (
              <tr key={o.id}>
                <td>{o.order_no}</td>
                <td data-label="服务">{o.items.map((i) => i.name).join('、')}</td>
                <td data-label="买家">
                  {o.buyer_name} {o.buyer_mobile}
                </td>
                <td data-label="机构">{o.merchant_name}</td>
                <td class="mc-num" data-label="应付（元）">
                  {formatPrice(o.pay_amount)}
                </td>
                <td data-label="状态">{orderStatusLabel(o.status, o.sample_based)}</td>
                <td data-label="下单时间">{minuteTime(o.created_at)}</td>
                <td class="mc-ops">
                  <Link
                    href={href('/admin/order/detail', { id: o.id })}
                    class="sf-btn sf-btn--ghost sf-btn--sm"
                  >
                    查看
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {pager}
    </section>
  );
}
