import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { api, isApiError, t } from '../../core';
import { ShopFollow } from '../../widgets/shop-follow/shop-follow';
import { EmptyState } from '../components/empty-state';
import { infoOf } from '../components/use-api';
import { takeFirstAnswer } from '../first-screen';
import { fill, s } from '../strings';
import { Footer } from './footer';
import { Header } from './header';
import { activeShopPath, shopNavLinks } from './nav-items';
import { ShopContext, type ShopState } from './shop-context';

/** Spec §4: the shop page loads shop style and merchant detail together. */
function useShopData(id: number): ShopState {
  // on a first load the page carries both answers: the shop head renders at once, in place
  const [state, setState] = useState<ShopState>(() => {
    const info = takeFirstAnswer('merchant/info', { id });
    const style = info && takeFirstAnswer('merchant_style/info', { merchant_id: id });
    return info && style
      ? { id, info: infoOf(info.data), style: infoOf(style.data), loading: false, error: '' }
      : { id, info: null, style: null, loading: true, error: '' };
  });
  const answered = useRef(!state.loading);
  useEffect(() => {
    if (answered.current) {
      answered.current = false; // the first id was answered with the page
      return;
    }
    let live = true;
    if (!(id > 0)) {
      setState({ id, info: null, style: null, loading: false, error: s.shopMissing });
      return;
    }
    setState((prev) => ({ ...prev, id, loading: true, error: '' }));
    Promise.all([
      api.call('merchant/info', { id }),
      api.call('merchant_style/info', { merchant_id: id }),
    ]).then(
      ([info, style]) => {
        if (live)
          setState({ id, info: info?.info ?? null, style: style?.info ?? null, loading: false, error: '' });
      },
      (e: unknown) => {
        if (live) {
          const error = isApiError(e) ? e.message : t('error.network');
          setState({ id, info: null, style: null, loading: false, error });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}

/**
 * Spec §2 shop layout: the default header, then the shop's banner, name, follow toggle and
 * shop nav (店铺首页, 店铺介绍 and the style's items, each with ?id=), the page, the footer.
 */
export default function ShopLayout({ path, children }: { path: string; children?: ReactNode }) {
  const id = Number(new URLSearchParams(useSearch()).get('id')) || 0;
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
                  typeof info.fans === 'number' ? fill(s.fans, { n: info.fans }) : '',
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
          <nav class="sf-shop-nav" aria-label={s.shopNav}>
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
              <Link href="/home" class="sf-btn sf-btn--primary">
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
