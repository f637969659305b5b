import { type ReactNode, useId } from 'react';
import { useLocation } from 'wouter';
import type { OrderStatus } from '../../../core/rules/order-states';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../core/rules/order-states';
import { href } from '../../routes';
import { KeywordSearch } from '../keyword-search';
import { staleClass } from '../list-body';
import { useScrollTop } from '../paged-list';
import { Pagination } from '../pagination';
import type { ApiState } from '../use-api';
import { intParam, useQuery } from '../use-query';
import { CountTabs } from './order-tabs';

/** The buyer's and the lab's order lists: the same filters over different endpoints. */
type OrdersPath = '/home/order' | '/merchant/order';

/**
 * An order list's filters (?status=&keyword=&page=), kept in the address so back returns to
 * them; `go` opens other filters, `top` is the element a page change scrolls to.
 */
export function useOrderFilters<E extends HTMLElement>(path: OrdersPath) {
  const [, navigate] = useLocation();
  const q = useQuery();
  const raw = q.get('status') ?? '';
  const status: OrderStatus | '' = isOrderStatus(raw) ? raw : '';
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 50);
  const page = intParam(q, 'page') ?? 1;
  const [top, scrollTop] = useScrollTop<E>();
  const go = (nextStatus: string, nextKeyword: string, nextPage = 1) =>
    navigate(href(path, { status: nextStatus, keyword: nextKeyword, page: nextPage > 1 ? nextPage : null }));
  return { path, status, keyword, page, go, top, scrollTop };
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;

/** Counts per state as the status tabs: 全部 first, then every state. */
export function orderStatusTabs(all: string, counts?: Partial<Record<OrderStatus | 'all', number>>) {
  return [
    { value: '', label: all, count: counts?.all },
    ...ORDER_STATUSES.map((st) => ({
      value: st as string,
      label: ORDER_STATUS_LABELS[st],
      count: counts?.[st],
    })),
  ];
}

/** The words both lists say alike. */
const SAME = { all: '全部', search: '搜索', statusTabs: '订单状态' };

interface FrameProps {
  filters: OrderFilters;
  /** The list's answer: its total and counts per state (dimmed while a new page loads). */
  state: ApiState<{ total: number; counts: Partial<Record<OrderStatus | 'all', number>> }>;
  limit: number;
  words: { title: string; searchPh: string; searchLabel: string };
  /** The page's own class names for the head, title, search form and list. */
  classes: { head: string; title: string; search: string; list: string };
  titleId?: string;
  /** Names the list by its tab (the buyer's list). */
  labelPanel?: boolean;
  children: ReactNode;
}

/** The title and search, the status tabs with counts, the list and its pager (which scrolls back up). */
export function OrderListFrame({
  filters,
  limit,
  state,
  words,
  classes,
  titleId,
  labelPanel,
  children,
}: FrameProps) {
  const panel = useId();
  const { status, keyword, page, go, scrollTop } = filters;
  const tabs = orderStatusTabs(SAME.all, state.data?.counts);
  return (
    <>
      <div class={classes.head}>
        <h1 id={titleId} class={classes.title}>
          {words.title}
        </h1>
        <KeywordSearch
          value={keyword}
          placeholder={words.searchPh}
          label={words.searchLabel}
          button={SAME.search}
          className={classes.search}
          buttonClass="sf-btn sf-btn--primary sf-btn--sm"
          onSearch={(k) => go(status, k)}
        />
      </div>
      <CountTabs
        label={SAME.statusTabs}
        items={tabs}
        value={status}
        panel={panel}
        onChange={(v) => go(v, keyword)}
      />
      <div
        id={panel}
        role="tabpanel"
        aria-label={labelPanel ? tabs.find((t) => t.value === status)?.label : undefined}
        class={staleClass(classes.list, state)}
      >
        {children}
        <Pagination
          page={page}
          total={state.data?.total ?? 0}
          limit={limit}
          onChange={(p) => {
            go(status, keyword, p);
            scrollTop();
          }}
        />
      </div>
    </>
  );
}
