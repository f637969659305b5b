import { Link } from 'wouter';
import { formatPrice, type Order, type OrderItem } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { UNIT_LABELS } from '../../../core/rules/sales-units';
import { statusLabel } from '../../components/order/status-label';
import { Price } from '../../components/price';
import { href } from '../../routes';
import { OrderActions } from './order-actions';
import { o } from './order-strings';

/** The chosen options in one line (the server's remark when it wrote one). */
export function optionsText(item: OrderItem): string {
  if (item.remark) return item.remark;
  const parts = [item.serviceContent, item.trainingForm, item.approvalLogo]
    .filter((x) => x?.name)
    .map((x) => x?.name);
  if (item.sales_promotion_unit) parts.push(UNIT_LABELS[item.sales_promotion_unit]);
  return parts.join(' / ');
}

const hideBroken = (e: Event) => {
  (e.currentTarget as HTMLElement).style.visibility = 'hidden';
};

/** The services of an order: cover, name (linking to the service), options, price. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul class="sf-od-items">
      {items.map((item) => (
        <li key={item.id}>
          <img src={item.cover} alt="" width={72} height={72} loading="lazy" onError={hideBroken} />
          <div class="sf-od-items__text">
            {item.goods_id ? (
              <Link href={href('/home/goodsdetail', { id: item.goods_id })} class="sf-od-items__name">
                {item.name}
              </Link>
            ) : (
              <span class="sf-od-items__name">{item.name}</span>
            )}
            <span class="sf-od-items__opts">
              {item.servicsInfo?.name && <span class="sf-od-type">{item.servicsInfo.name}</span>}
              {optionsText(item)}
            </span>
          </div>
          <Price value={item.price} size="sm" />
        </li>
      ))}
    </ul>
  );
}

/** The status as a coloured pill (the class names the state; the text comes from core). */
export const StatusPill = ({ order }: { order: Pick<Order, 'status' | 'status_label'> }) => (
  <span class={`sf-od-status sf-od-status--${order.status}`}>{statusLabel(order)}</span>
);

/** One order in 我的订单: head, services, amounts and the buttons its state allows. */
export function OrderCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  return (
    <article class="sf-od-card" aria-label={`${o.orderNo} ${order.order_no}`}>
      <header class="sf-od-card__head">
        <span>
          {o.orderNo}：<b>{order.order_no}</b>
        </span>
        <span class="sf-muted">{formatTime(order.created_at)}</span>
        <Link href={href('/shop', { id: order.merchant_id })} class="sf-od-card__lab">
          {order.merchant_name}
        </Link>
        <StatusPill order={order} />
      </header>
      <div class="sf-od-card__body">
        <OrderItems items={order.items ?? []} />
        <dl class="sf-od-card__sum">
          <div>
            <dt>{o.payable}</dt>
            <dd>
              <Price value={order.pay_amount} />
            </dd>
          </div>
          {Number(order.discount) > 0 && (
            <div class="sf-muted">
              <dt>{o.coupon}</dt>
              <dd>-¥{formatPrice(order.discount)}</dd>
            </div>
          )}
          {Number(order.paid_amount) > 0 && (
            <div class="sf-muted">
              <dt>{o.paid}</dt>
              <dd>¥{formatPrice(order.paid_amount)}</dd>
            </div>
          )}
        </dl>
        <OrderActions order={order} onChanged={onChanged} />
      </div>
    </article>
  );
}
