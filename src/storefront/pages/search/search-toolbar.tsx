import { Link } from 'wouter';
import { type SearchSort, t } from '../../../core';
import { SERVICE_TYPES } from '../../strings';
import { type SearchState, stateUrl } from './search-params';
import { sw } from './search-words';

/** 服务 / 商家: switching keeps the keyword and starts from page 1. */
export function SearchTabs({ state }: { state: SearchState }) {
  const tab = (type: SearchState['type'], label: string) => (
    <Link
      href={stateUrl({ ...state, type, page: 1, sort: 'default' })}
      class={`sr-tab${state.type === type ? ' is-active' : ''}`}
      aria-current={state.type === type ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav class="sr-tabs" aria-label={sw('searchResult.tabs')}>
      {tab('goods', t('search.goods'))}
      {tab('merchant', t('search.merchant'))}
    </nav>
  );
}

/** Service type filter (检验检测 … 咨询) for both tabs; a shop matches by what it sells. */
export function TypeFilter({ state }: { state: SearchState }) {
  const types: Array<[number, string]> = [
    [0, sw('searchResult.allTypes')],
    ...Object.entries(SERVICE_TYPES).map(([id, name]): [number, string] => [Number(id), name]),
  ];
  return (
    <nav class="sr-filter" aria-label={sw('searchResult.type')}>
      <span class="sr-filter__label" aria-hidden="true">
        {sw('searchResult.type')}
      </span>
      {types.map(([sid, name]) => (
        <Link
          key={sid}
          href={stateUrl({ ...state, sid, page: 1 })}
          class={`sr-pill${state.sid === sid ? ' is-active' : ''}`}
          aria-current={state.sid === sid ? 'true' : undefined}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}

/** 综合 / 销量 / 价格 (价格 toggles low→high and high→low). */
export function SortBar({ state }: { state: SearchState }) {
  const item = (sort: SearchSort, label: string, extra?: { arrow: string; title: string }) => {
    const active = state.sort === sort || (extra && state.sort.startsWith('price'));
    return (
      <Link
        href={stateUrl({ ...state, sort, page: 1 })}
        class={`sr-sort__item${active ? ' is-active' : ''}`}
        aria-current={active ? 'true' : undefined}
        title={extra?.title}
      >
        {label}
        {extra && <span aria-hidden="true">{extra.arrow}</span>}
        {extra && <span class="sf-sr">{extra.title}</span>}
      </Link>
    );
  };
  const priceNext: SearchSort = state.sort === 'price_asc' ? 'price_desc' : 'price_asc';
  const arrow = state.sort === 'price_asc' ? '↑' : state.sort === 'price_desc' ? '↓' : '↕';
  const title = state.sort === 'price_asc' ? sw('searchResult.priceUp') : sw('searchResult.priceDown');
  return (
    <nav class="sr-sort" aria-label={sw('searchResult.sort')}>
      {item('default', sw('searchResult.sortDefault'))}
      {item('sales', sw('searchResult.sortSales'))}
      {item(priceNext, sw('searchResult.sortPrice'), {
        arrow,
        title: state.sort.startsWith('price') ? title : sw('searchResult.priceUp'),
      })}
    </nav>
  );
}
