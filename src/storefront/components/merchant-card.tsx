import './list-card.css';
import './merchant-card.css';
import { Link } from 'wouter';
import type { MerchantSummary } from '../../core';
import { href } from '../routes';
import { fill } from '../strings';
import { w } from '../words';

export interface MerchantCardProps {
  merchant: MerchantSummary & { goods_count?: number };
}

/** A shop in a grid: logo, name, kind and city, intro, service count, 进店看看 → /shop?id=. */
export function MerchantCard({ merchant: m }: MerchantCardProps) {
  return (
    <Link href={href('/shop', { id: m.id })} class="sf-list-card sf-merchant-card">
      <span class="sf-merchant-card__head">
        <img src={m.logo} alt="" loading="lazy" decoding="async" width="48" height="48" />
        <span>
          <span class="sf-merchant-card__name" title={m.org_name}>
            {m.org_name}
          </span>
          <span class="sf-merchant-card__meta">{[m.kind_name, m.city].filter(Boolean).join(' · ')}</span>
        </span>
      </span>
      {m.intro && <span class="sf-merchant-card__intro">{m.intro}</span>}
      <span class="sf-merchant-card__foot">
        {typeof m.goods_count === 'number' && <span>{fill(w.services, { n: m.goods_count })}</span>}
        <span class="sf-merchant-card__enter">{w.enterShop} ›</span>
      </span>
    </Link>
  );
}
