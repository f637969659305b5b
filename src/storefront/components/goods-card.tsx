import './list-card.css';
import './goods-card.css';
import { Link } from 'wouter';
import type { Goods } from '../../core';
import { href } from '../routes';
import { fill } from '../strings';
import { w } from '../words';
import { Price } from './price';

export interface GoodsCardProps {
  goods: Pick<Goods, 'id' | 'name' | 'cover' | 'min_price'> &
    Partial<Pick<Goods, 'servicsInfo' | 'standard_no' | 'sales' | 'pictures'>>;
  /** The shop's name (lists carry merchant_id only; the page looks the name up). */
  merchantName?: string;
}

/** A service in a grid: cover, type tag, name, standard, shop, price from ¥x起, sales. */
export function GoodsCard({ goods: g, merchantName }: GoodsCardProps) {
  return (
    <Link href={href('/home/goodsdetail', { id: g.id })} class="sf-list-card sf-goods-card">
      <span class="sf-goods-card__img">
        <img src={g.cover || g.pictures?.[0] || ''} alt="" loading="lazy" decoding="async" />
        {g.servicsInfo?.name && <span class="sf-tag">{g.servicsInfo.name}</span>}
      </span>
      <span class="sf-goods-card__body">
        <span class="sf-goods-card__name" title={g.name}>
          {g.name}
        </span>
        {g.standard_no && <span class="sf-goods-card__std">{g.standard_no}</span>}
        {merchantName && <span class="sf-goods-card__shop">{merchantName}</span>}
        <span class="sf-goods-card__foot">
          <Price value={g.min_price} from />
          {typeof g.sales === 'number' && (
            <span class="sf-goods-card__sold">{fill(w.sold, { n: g.sales })}</span>
          )}
        </span>
      </span>
    </Link>
  );
}
