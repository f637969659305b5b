import './home.css';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'wouter';
import { Deferred } from '../../components/deferred';
import { lazyChunk, useLazyChunk } from '../../components/lazy-chunk';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { s } from '../../strings';
import { Carousel } from './carousel';
import { CategoryMenu, categoryGroups, categoryHref, fallbackGroups } from './category-menu';
import { HomeAside } from './home-aside';
import { HOME_CALLS } from './home-calls';
import { Channels, GoodsGrid, Recommended } from './home-sections';
import { h } from './home-strings';

/** The floors, shops and news (home-lower.tsx): loaded when their place comes near. */
const lower = lazyChunk(() => import('./home-lower'));

/** The lower part once its chunk is here; its place is held meanwhile so nothing jumps. */
function Lower({
  minHeight,
  children,
}: {
  minHeight: number;
  children: (l: typeof lower.value & {}) => ReactNode;
}) {
  const loaded = useLazyChunk(lower, true);
  return loaded ? children(loaded) : <div style={{ minHeight }} aria-hidden="true" />;
}

/** When carousel/get has nothing (or fails): the mall's own banner, never a blank hole. */
function Hero() {
  return (
    <div class="sf-hero">
      <h2>{h.heroTitle}</h2>
      <p>{h.heroText}</p>
      <div>
        <Link href={href('/check')} class="sf-btn sf-btn--light">
          {h.heroCta}
        </Link>
        <Link href={href('/subsidy')} class="sf-btn sf-btn--outline-light">
          {h.heroCta2}
        </Link>
      </div>
    </div>
  );
}

/**
 * The home page (`/`, `/home`): categories bar, carousel and the user's box; channels;
 * recommended services; one floor per service type; shops; news.
 */
export default function HomePage() {
  const carousel = useApi(...HOME_CALLS.carousel);
  const tree = useApi(...HOME_CALLS.tree);
  const merchants = useApi(...HOME_CALLS.merchants);

  const slides = (carousel.data?.list ?? []).filter((x) => x.image);
  const groups = useMemo(() => {
    const g = categoryGroups(tree.data?.list ?? []);
    return g.length ? g : fallbackGroups();
  }, [tree.data]);
  const names = useMemo(
    () => new Map((merchants.data?.list ?? []).map((m) => [m.id, m.org_name])),
    [merchants.data],
  );

  return (
    <div class="sf-container sf-home">
      <h1 class="sf-sr">
        {s.siteName} · {h.heroTitle}
      </h1>
      <div class="sf-home-hero">
        {tree.loading ? (
          <div class="sf-catmenu">
            <Skeleton rows={8} />
          </div>
        ) : (
          <CategoryMenu groups={groups} />
        )}
        <div class="sf-home-hero__main">
          {carousel.loading ? (
            <div class="sf-hero sf-hero--loading" aria-busy="true" />
          ) : slides.length ? (
            <Carousel slides={slides} label={h.carousel} />
          ) : (
            <Hero />
          )}
        </div>
        <HomeAside />
      </div>
      <Channels />
      <Recommended names={names} />
      {/* below the fold: rendered when the buyer scrolls near them (first paint and TBT) */}
      <Deferred minHeight={1600}>
        <Lower minHeight={1600}>
          {({ Floors }) => <Floors groups={groups} names={names} kit={{ GoodsGrid, categoryHref }} />}
        </Lower>
      </Deferred>
      <Deferred minHeight={400}>
        <Lower minHeight={400}>
          {({ Merchants, News }) => (
            <>
              <Merchants state={merchants} />
              <News />
            </>
          )}
        </Lower>
      </Deferred>
    </div>
  );
}
