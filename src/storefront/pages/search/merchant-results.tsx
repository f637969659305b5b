import { Link } from 'wouter';
import type { MerchantHit } from '../../../core';
import { ShopFollow } from '../../../widgets/shop-follow/shop-follow';
import { href } from '../../routes';
import { Highlight } from './highlight';
import { sw } from './search-words';

/** One shop: logo, name with the matched words marked, city and kind, services, follow, enter. */
function MerchantRow({ merchant: m }: { merchant: MerchantHit }) {
  const shop = href('/shop', { id: m.id });
  const marks = m.highlights;
  return (
    <li class="sr-shop">
      <Link href={shop} class="sr-shop__logo" tabIndex={-1} aria-hidden="true">
        {m.logo ? (
          <img src={m.logo} alt="" loading="lazy" decoding="async" width="72" height="72" />
        ) : (
          <span>{[...m.org_name][0]}</span>
        )}
      </Link>
      <div class="sr-shop__body">
        <h2 class="sr-shop__name">
          <Link href={shop}>
            <Highlight text={m.org_name} words={marks} />
          </Link>
        </h2>
        <p class="sr-shop__meta">
          {m.city && <Highlight text={m.city} words={marks} />}
          {m.kind_name && <span class="sf-tag">{m.kind_name}</span>}
          <span>{sw('searchResult.services', { n: m.goods_count })}</span>
        </p>
        {m.intro && <p class="sr-shop__intro">{m.intro}</p>}
      </div>
      <div class="sr-shop__side">
        <ShopFollow merchantId={m.id} />
        <Link href={shop} class="sf-btn sf-btn--ghost sf-btn--sm">
          {sw('searchResult.enterShop')}
        </Link>
      </div>
    </li>
  );
}

export function MerchantResults({ list }: { list: MerchantHit[] }) {
  return (
    <ul class="sr-list" aria-label={sw('searchResult.results')}>
      {list.map((m) => (
        <MerchantRow key={m.id} merchant={m} />
      ))}
    </ul>
  );
}
