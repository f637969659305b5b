import { Link } from 'wouter';
import type { Goods, ResponseOf } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { CardSkeleton } from '../../components/card-skeleton';
import { EmptyState, LoadError } from '../../components/empty-state';
import { GoodsCard } from '../../components/goods-card';
import { ListBody } from '../../components/list-body';
import { MerchantCard } from '../../components/merchant-card';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { type ApiState, useApi } from '../../components/use-api';
import { href } from '../../routes';
import { type CategoryGroup, categoryHref } from './category-menu';
import { HOME_CALLS } from './home-calls';
import { CHANNELS, FLOORS, h } from './home-strings';

export type MerchantNames = ReadonlyMap<number, string>;

/** A grid of goods cards with its loading, failed and empty states. */
function GoodsGrid({
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

/** One service-type floor: a coloured panel with its categories, and eight services. */
function Floor({
  floor,
  groups,
  names,
  index,
}: {
  floor: (typeof FLOORS)[number];
  groups: readonly CategoryGroup[];
  names: MerchantNames;
  index: number;
}) {
  const per = Math.ceil(8 / floor.types.length);
  const first = useApi('goods/get', { servics_id: floor.types[0], page: 1, limit: per });
  const second = useApi(
    'goods/get',
    floor.types[1] ? { servics_id: floor.types[1], page: 1, limit: per } : null,
  );
  // two service types share the floor: it waits for both, and fails only when both failed
  const merged: ApiState<unknown> = floor.types[1]
    ? {
        ...first,
        loading: first.loading || second.loading,
        error: first.error && second.error,
        data: first.data ?? second.data,
      }
    : first;
  const list = [...(first.data?.list ?? []), ...(second.data?.list ?? [])];
  const cats = groups.filter((g) => floor.types.some((t) => g.key === `t${t}`)).flatMap((g) => g.categories);
  return (
    <section class={`sf-floor sf-floor--${index % 4}`} aria-labelledby={`sf-floor-${floor.key}`}>
      <div class="sf-floor__panel">
        <h2 id={`sf-floor-${floor.key}`}>
          <span>{index + 1}F</span> {floor.title}
        </h2>
        <p>{floor.sub}</p>
        <ul>
          {cats.slice(0, 8).map((c) => (
            <li key={c.id}>
              <Link href={categoryHref(c.name)}>{c.name}</Link>
            </li>
          ))}
        </ul>
        <Link href={href(floor.path)} class="sf-floor__enter">
          {h.enterChannel} ›
        </Link>
      </div>
      <div class="sf-floor__goods">
        <GoodsGrid state={merged} list={list} names={names} count={8} cols={4} />
      </div>
    </section>
  );
}

export function Floors({ groups, names }: { groups: readonly CategoryGroup[]; names: MerchantNames }) {
  return (
    <>
      {FLOORS.map((f, i) => (
        <Floor key={f.key} floor={f} groups={groups} names={names} index={i} />
      ))}
    </>
  );
}

export function Merchants({ state }: { state: ApiState<ResponseOf<'merchant/get'>> }) {
  const list = (state.data?.list ?? []).slice(0, 8);
  return (
    <section class="sf-home-section" aria-labelledby="sf-merchants">
      <SectionTitle
        id="sf-merchants"
        title={h.merchants}
        subtitle={h.merchantsSub}
        more={href('/recommend/shop')}
      />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<CardSkeleton count={4} />}
        empty={<EmptyState text={h.noMerchants} compact />}
      >
        <div class="sf-grid sf-grid--4">
          {list.map((m) => (
            <MerchantCard key={m.id} merchant={m} />
          ))}
        </div>
      </ListBody>
    </section>
  );
}

/** 行业资讯: three stories with covers, the rest as a dated list. */
export function News() {
  const state = useApi('article/get', { page: 1, limit: 8 });
  const list = state.data?.list ?? [];
  const featured = list.filter((a) => a.cover).slice(0, 3);
  const rest = list.filter((a) => !featured.includes(a)).slice(0, 6);
  return (
    <section class="sf-home-section" aria-labelledby="sf-news">
      <SectionTitle id="sf-news" title={h.news} subtitle={h.newsSub} more={href('/news')} />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text={h.noNews} compact />}
      >
        <div class="sf-news">
          {featured.map((a) => (
            <Link key={a.id} href={href('/news/detail', { id: a.id })} class="sf-news__card">
              <img src={a.cover ?? ''} alt="" loading="lazy" />
              <b>{a.title}</b>
              {a.summary && <span>{a.summary}</span>}
            </Link>
          ))}
          <ul class="sf-news__list">
            {rest.map((a) => (
              <li key={a.id}>
                <Link href={href('/news/detail', { id: a.id })} title={a.title}>
                  {a.title}
                </Link>
                {a.published_at && (
                  <time dateTime={a.published_at}>{formatTime(a.published_at).slice(0, 10)}</time>
                )}
              </li>
            ))}
          </ul>
        </div>
      </ListBody>
    </section>
  );
}
