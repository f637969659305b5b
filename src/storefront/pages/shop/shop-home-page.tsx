import './shop.css';
import { Link } from 'wouter';
import { t } from '../../../core';
import { useShop } from '../../layouts/shop-context';
import { href } from '../../routes';
import { sh } from './shop-strings';
import { ShopArticles, ShopGoods, ShopSection } from './shop-ui';

/** 店铺首页 (/shop?id=): intro summary, the shop's services, its latest news. */
export default function ShopHomePage() {
  const { id, info } = useShop();
  const hasNews = info?.navInfos.some((n) => n.id === 5) ?? false;
  return (
    <div class="sf-container sf-page shop-page">
      <h1 class="sf-sr">{info?.org_name ?? t('shopNav.home')}</h1>
      <div class="shop-home-top">
        <ShopSection
          title={sh.intro}
          extra={
            <Link href={href('/shop/intro', { id })} class="sf-more">
              {sh.introMore} ›
            </Link>
          }
        >
          <p class="shop-intro-clip">{info?.intro}</p>
          <dl class="shop-stats">
            <div>
              <dt>{sh.goodsCount}</dt>
              <dd>{info?.goods_count ?? '—'}</dd>
            </div>
            <div>
              <dt>{sh.fans}</dt>
              <dd>{info?.fans ?? '—'}</dd>
            </div>
            <div>
              <dt>{sh.city}</dt>
              <dd>{info?.city || '—'}</dd>
            </div>
          </dl>
          {!!info?.qualifications.length && (
            <ul class="shop-quals shop-quals--chips" aria-label={sh.qualifications}>
              {info.qualifications.slice(0, 4).map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          )}
        </ShopSection>
        <ShopSection
          title={hasNews ? t('shopNav.news') : sh.latestArticles}
          extra={
            hasNews && (
              <Link href={href('/shop/news', { id })} class="sf-more">
                {t('shopNav.news')} ›
              </Link>
            )
          }
        >
          <ShopArticles merchantId={id} nav={hasNews ? 5 : undefined} limit={5} compact paged={false} />
        </ShopSection>
      </div>
      <ShopSection title={sh.services}>
        <ShopGoods merchantId={id} limit={8} />
      </ShopSection>
    </div>
  );
}
