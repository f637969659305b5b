import './shop.css';
import { t } from '../../../core';
import { useShop } from '../../layouts/shop-context';
import { sh } from './shop-strings';
import { ShopArticles, ShopGoods, ShopSection } from './shop-ui';

/** 咨询 (/shop/consult?id=): the shop's training (4) and consulting (5) services and consult articles. */
export default function ShopConsultPage() {
  const { id } = useShop();
  return (
    <div class="sf-container sf-page shop-page">
      <h1 class="sf-sr">{t('shopNav.consult')}</h1>
      <ShopSection title={sh.training}>
        <ShopGoods merchantId={id} servicsId={4} limit={8} />
      </ShopSection>
      <ShopSection title={sh.consulting}>
        <ShopGoods merchantId={id} servicsId={5} limit={8} />
      </ShopSection>
      <ShopSection title={sh.consultArticles}>
        <ShopArticles merchantId={id} nav={4} />
      </ShopSection>
    </div>
  );
}
