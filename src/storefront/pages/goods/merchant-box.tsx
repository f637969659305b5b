import { Link } from 'wouter';
import type { MerchantSummary, ShopInfo } from '../../../core';
import { ShopFollow } from '../../../widgets/shop-follow/shop-follow';
import { href } from '../../routes';
import { g } from './goods-strings';

/** The shop behind the service: logo, name, qualifications, 关注 and 进入店铺. */
export default function MerchantBox({
  merchant,
  shop,
}: {
  merchant: MerchantSummary;
  shop: ShopInfo | null;
}) {
  const qualifications = shop?.qualifications ?? [];
  return (
    <aside class="gd-merchant sf-panel" aria-labelledby="gd-merchant-name">
      <div class="gd-merchant__head">
        {merchant.logo && <img src={merchant.logo} alt="" width="56" height="56" />}
        <div>
          <h2 id="gd-merchant-name">{merchant.org_name}</h2>
          <p class="sf-muted">{[merchant.kind_name, merchant.city].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      {qualifications.length > 0 && (
        <>
          <h3>{g.qualifications}</h3>
          <ul class="gd-merchant__quals">
            {qualifications.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </>
      )}
      <div class="gd-merchant__actions">
        <ShopFollow merchantId={merchant.id} />
        <Link href={href('/shop', { id: merchant.id })} class="sf-btn sf-btn--ghost sf-btn--sm">
          {g.enterShop}
        </Link>
      </div>
    </aside>
  );
}
