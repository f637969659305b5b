import { Link } from 'wouter';
import type { Goods } from '../../../core';
import { CardSkeleton } from '../../components/card-skeleton';
import { EmptyState, LoadError } from '../../components/empty-state';
import { GoodsCard } from '../../components/goods-card';
import { SectionTitle } from '../../components/section-title';
import { type ApiState, useApi } from '../../components/use-api';
import { href } from '../../routes';
import { HOME_CALLS } from './home-calls';
import { CHANNELS, h } from './home-strings';

export type MerchantNames = ReadonlyMap<number, string>;

/** A grid of goods cards with its loading, failed and empty states. */
export function GoodsGrid({
  state,
  list,
  names,
  count,
  cols,
}: {
  state: ApiState<unknown>;
  list: readonly Goods[];
  names: MerchantNames;
  count: number;
  cols: number;
}) {
  if (state.loading && !state.data) return <CardSkeleton count={count} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  const shown = list.slice(0, count);
  if (!shown.length) return <EmptyState text={h.noGoods} compact />;
  return (
    <div class={`sf-grid sf-grid--${cols}`}>
      {shown.map((g) => (
        <GoodsCard key={g.id} goods={g} merchantName={names.get(g.merchant_id)} />
      ))}
    </div>
  );
}

/** channel_banner/get when it has images, else the six channel tiles. */
export function Channels() {
  const banners = (useApi(...HOME_CALLS.banners).data?.list ?? []).filter((b) => b.image);
  return (
    <section class="sf-channels" aria-label={h.channels}>
      {banners.length
        ? banners.map((b) => (
            <Link key={b.id} href={b.link || href('/home')} class="sf-channel sf-channel--image">
              <img src={b.image} alt={b.title} loading="lazy" />
            </Link>
          ))
        : CHANNELS.map((c) => (
            <Link key={c.path} href={href(c.path)} class="sf-channel">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                fill="none"
                stroke="currentColor"
                stroke-width="1.8"
                stroke-linecap="round"
                stroke-linejoin="round"
              >
                <path d={c.icon} />
              </svg>
              <span>
                <b>{c.title}</b>
                <small>{c.text}</small>
              </span>
            </Link>
          ))}
    </section>
  );
}

export function Recommended({ names }: { names: MerchantNames }) {
  const state = useApi(...HOME_CALLS.recommended);
  return (
    <section class="sf-home-section" aria-labelledby="sf-rec">
      <SectionTitle id="sf-rec" title={h.recommend} subtitle={h.recommendSub} more={href('/recommend')} />
      <GoodsGrid state={state} list={state.data?.list ?? []} names={names} count={10} cols={5} />
    </section>
  );
}
