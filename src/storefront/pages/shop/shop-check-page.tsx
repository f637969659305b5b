import './shop.css';
import { t } from '../../../core';
import { useShop } from '../../layouts/shop-context';
import { sh } from './shop-strings';
import { ShopGoods, ShopSection } from './shop-ui';

/** 检验检测 (/shop/check?id=): the shop's services of type 1, paged. */
export default function ShopCheckPage() {
  const { id } = useShop();
  return (
    <div class="sf-container sf-page shop-page">
      <ShopSection title={t('shopNav.check')} level={1}>
        <ShopGoods merchantId={id} servicsId={1} empty={`${sh.noServices}（${sh.checkServices}）`} />
      </ShopSection>
    </div>
  );
}
