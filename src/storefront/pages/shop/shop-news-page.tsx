import './shop.css';
import { t } from '../../../core';
import { useShop } from '../../layouts/shop-context';
import { ShopArticles, ShopSection } from './shop-ui';

/** 企业动态 (/shop/news?id=): the shop's news, newest first, paged. */
export default function ShopNewsPage() {
  const { id } = useShop();
  return (
    <div class="sf-container sf-page shop-page">
      <ShopSection title={t('shopNav.news')} level={1}>
        <ShopArticles merchantId={id} nav={5} />
      </ShopSection>
    </div>
  );
}
