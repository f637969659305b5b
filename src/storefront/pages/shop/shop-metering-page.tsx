import './shop.css';
import { t } from '../../../core';
import { useShop } from '../../layouts/shop-context';
import { sh } from './shop-strings';
import { ShopArticles, ShopGoods, ShopSection } from './shop-ui';

/** 计量 (/shop/metering?id=): the shop's calibration services (type 3) and metering articles. */
export default function ShopMeteringPage() {
  const { id } = useShop();
  return (
    <div class="sf-container sf-page shop-page">
      <h1 class="sf-sr">{t('shopNav.metering')}</h1>
      <ShopSection title={sh.meteringServices}>
        <ShopGoods merchantId={id} servicsId={3} limit={8} />
      </ShopSection>
      <ShopSection title={sh.meteringArticles}>
        <ShopArticles merchantId={id} nav={3} />
      </ShopSection>
    </div>
  );
}
