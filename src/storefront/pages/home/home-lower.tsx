/**
 * The home page below the fold: one floor per service type, the shops and the news. A chunk of
 * its own, loaded when the buyer scrolls near (home-page.tsx), so the first render does not
 * carry it; what it shows comes from the same calls and the page's first-screen answers.
 */
import './home-lower.css';
import { Link } from 'wouter';
import type { ResponseOf } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { CardSkeleton } from '../../components/card-skeleton';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { MerchantCard } from '../../components/merchant-card';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { type ApiState, useApi } from '../../components/use-api';
import { href, type RoutePath } from '../../routes';
import type { CategoryGroup, categoryHref } from './category-menu';
import type { GoodsGrid, MerchantNames } from './home-sections';
import { h } from './home-strings';

/** Service-type floors of the home page: title, channel path, service types. */
export const FLOORS: ReadonlyArray<{
  key: string;
  title: string;
  sub: string;
  path: RoutePath;
  types: number[];
}> = [
  { key: 'check', title: '检验检测', sub: '食品 · 水质 · 环境 · 电子电气', path: '/check', types: [1] },
  {
    key: 'approbation',
    title: '认证认可',
    sub: '管理体系 · 产品认证 · 资质认定',
    path: '/approbation',
    types: [2],
  },
  { key: 'metering', title: '计量校准', sub: '长度 · 热工 · 力学 · 电学', path: '/metering', types: [3] },
  {
    key: 'consult',
    title: '培训咨询',
    sub: '审核员培训 · 体系咨询 · 实验室建设',
    path: '/consult',
    types: [4, 5],
  },
];

/**
 * What the floors share with the first screen, handed over by the page: importing it from the
 * page's chunk would make that chunk export a module namespace, and the runtime helper that
 * builds one is a file of its own on every first render of the home page.
 */
export interface FirstScreenKit {
  GoodsGrid: typeof GoodsGrid;
  categoryHref: typeof categoryHref;
}

/** One service-type floor: a coloured panel with its categories, and eight services. */
function Floor({
  floor,
  groups,
  names,
  index,
  kit: { GoodsGrid, categoryHref },
}: {
  floor: (typeof FLOORS)[number];
  groups: readonly CategoryGroup[];
  names: MerchantNames;
  index: number;
  kit: FirstScreenKit;
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

function Floors(props: { groups: readonly CategoryGroup[]; names: MerchantNames; kit: FirstScreenKit }) {
  return (
    <>
      {FLOORS.map((f, i) => (
        <Floor key={f.key} floor={f} index={i} {...props} />
      ))}
    </>
  );
}

function Merchants({ state }: { state: ApiState<ResponseOf<'merchant/get'>> }) {
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
function News() {
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

/** Both deferred parts of the page, as the page renders them once their place is near. */
const lower = { Floors, Merchants, News };
export default lower;
