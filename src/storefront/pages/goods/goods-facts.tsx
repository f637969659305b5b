import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { GoodsDetail } from '../../../core';
import { Price } from '../../components/price';
import { href } from '../../routes';
import { g } from './goods-strings';

/**
 * The detail page's head: type and name, summary, 执行标准, 服务机构 (a link to the shop when
 * `shopLink`), the 起 price and, when given, 已售; then the chosen options' price. The public page
 * and the lab's preview show a service by the same lines.
 */
export function GoodsFacts({
  goods,
  price,
  shopLink,
  sales,
  children,
}: {
  goods: GoodsDetail;
  /** The price of the options chosen now. */
  price: number;
  shopLink?: boolean;
  sales?: boolean;
  /** Between the facts and the price (the 加入对比 toggle). */
  children?: ReactNode;
}) {
  const typeName = goods.servicsInfo.name;
  return (
    <>
      <h1>
        {typeName && <span class="sf-tag">{typeName}</span>} {goods.name}
      </h1>
      {goods.description && <p class="gd-summary">{goods.description}</p>}
      <dl class="gd-facts">
        {goods.standards.length > 0 && (
          <div>
            <dt>{g.standards}</dt>
            <dd>{goods.standards.join('；')}</dd>
          </div>
        )}
        {goods.merchantInfo && (
          <div>
            <dt>{g.merchant}</dt>
            <dd>
              {shopLink ? (
                <Link href={href('/shop', { id: goods.merchant_id })}>{goods.merchantInfo.org_name}</Link>
              ) : (
                goods.merchantInfo.org_name
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{g.startPrice}</dt>
          <dd>
            <Price value={goods.min_price} from size="sm" />
          </dd>
        </div>
        {sales && (
          <div>
            <dt>{g.sales}</dt>
            <dd>{goods.sales}</dd>
          </div>
        )}
      </dl>
      {children}
      <div class="gd-price">
        <span class="gd-price__label">{g.price}</span>
        <output aria-live="polite" aria-label={g.price}>
          <Price value={price} size="lg" />
        </output>
        <span class="gd-price__note">{g.priceNote}</span>
      </div>
    </>
  );
}
