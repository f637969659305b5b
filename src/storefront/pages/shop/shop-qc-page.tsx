import './shop.css';
import { t } from '../../../core';
import { useShop } from '../../layouts/shop-context';
import { ShopArticles, ShopSection } from './shop-ui';

/** 质量控制 (/shop/qc?id=): the shop's quality-control articles (proficiency tests, internal QC). */
export default function ShopQcPage() {
  const { id } = useShop();
  return (
    <div class="sf-container sf-page shop-page">
      <ShopSection title={t('shopNav.qc')} level={1}>
        <ShopArticles merchantId={id} nav={6} />
      </ShopSection>
    </div>
  );
}
