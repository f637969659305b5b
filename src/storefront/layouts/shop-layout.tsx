import './shop-layout.css';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { ShopFollow } from '../../widgets/shop-follow/shop-follow';
import { EmptyState } from '../components/empty-state';
import { useApi } from '../components/use-api';
import { useQuery } from '../components/use-query';
import { href } from '../routes';
import { fill, s } from '../strings';
import { w } from '../words';
import { Footer } from './footer';
import { Header } from './header';
import { ShopContext, type ShopState } from './shop-context';
import { activeShopPath, shopNavLinks } from './shop-nav';

/**
 * The shop page loads shop style and merchant detail together (both calls start in
 * the same render; on a first load the page carries both answers and the head renders at once).
 * Either refused or failed: the shop is shown as missing, with that message.
 */
function useShopData(id: number): ShopState {
  const valid = id > 0;
  const info = useApi('merchant/info', valid ? { id } : null);
  const style = useApi('merchant_style/info', valid ? { merchant_id: id } : null);
  const error = valid ? info.error || style.error : w.shopMissing;
  const loading = info.loading || style.loading;
  // one value per answer, not per render: every shop page reads it from the context
  return useMemo(
    () =>
      error
        ? { id, info: null, style: null, loading: false, error }
        : { id, info: info.data?.info ?? null, style: style.data?.info ?? null, loading, error: '' },
    [id, info.data, style.data, loading, error],
  );
}

/**
 * Shop layout: the default header, then the shop's banner, name, follow toggle and
 * shop nav (店铺首页, 店铺介绍 and the style's items, each with ?id=), the page, the footer.
 */
export default function ShopLayout({ path, children }: { path: string; children?: ReactNode }) {
  const id = Number(useQuery().get('id')) || 0;
  const shop = useShopData(id);
  const { info, style } = shop;
  const links = useMemo(() => shopNavLinks(id, style?.navInfos ?? info?.navInfos ?? []), [id, style, info]);
  const active = activeShopPath(path);
  const banner = style?.banner || info?.banner;
  const theme = style?.theme_color;

  return (
    <ShopContext.Provider value={shop}>
      <Header />
      <section
        class="sf-shop-head"
        style={theme ? { '--sf-shop-theme': theme } : undefined}
        aria-busy={shop.loading ? 'true' : undefined}
      >
        {/* no shop, no banner: an empty coloured band above 店铺不存在 reads as a broken page */}
        {!shop.error && (
          <div class="sf-shop-banner">
            <div class="sf-container">
              {banner ? (
                <img src={banner} alt={info?.org_name ?? ''} />
              ) : (
                <span class="sf-shop-banner__blank" />
              )}
            </div>
          </div>
        )}
        {info && (
          <div class="sf-container sf-shop-id">
            {info.logo && <img src={info.logo} alt="" width="56" height="56" />}
            <div>
              <p class="sf-shop-id__name">{info.org_name}</p>
              <p class="sf-shop-id__meta">
                {[
                  info.kind_name,
                  info.city,
                  typeof info.fans === 'number' ? fill(w.fans, { n: info.fans }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <ShopFollow merchantId={id} />
            {info.contact_phone && <span class="sf-shop-id__tel">{info.contact_phone}</span>}
          </div>
        )}
        {!shop.error && (
          <nav class="sf-shop-nav" aria-label={w.shopNav}>
            <ul class="sf-container">
              {links.map((l) => (
                <li key={l.key}>
                  <Link href={l.href} aria-current={l.path === active ? 'page' : undefined}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      <main id="sf-main" class="sf-main">
        {shop.error ? (
          <div class="sf-container sf-page">
            <h1 class="sf-sr">{shop.error}</h1>
            <EmptyState kind="error" text={shop.error}>
              <Link href={href('/home')} class="sf-btn sf-btn--primary">
                {s.backHome}
              </Link>
            </EmptyState>
          </div>
        ) : (
          children
        )}
      </main>
      <Footer />
    </ShopContext.Provider>
  );
}
