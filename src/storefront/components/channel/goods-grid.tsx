import './channel.css';
import type { ReactNode, RefObject } from 'react';
import type { Goods } from '../../../core';
import { CardSkeleton } from '../card-skeleton';
import { EmptyState } from '../empty-state';
import { GoodsCard } from '../goods-card';
import { ListBody, staleClass } from '../list-body';
import type { ApiState } from '../use-api';
import { useMerchantNames } from './use-merchant-names';

interface GoodsGridProps {
  paged: {
    state: ApiState<unknown>;
    list: readonly Goods[];
    ref: RefObject<HTMLDivElement | null>;
    pager: ReactNode;
  };
  limit: number;
  paginate: boolean;
  cols: 3 | 4 | 5;
  empty: string;
}

/** A paged goods list as cards, with shop names: loading, failure, empty and pager. */
export function GoodsGrid({
  paged: { state, list, ref, pager },
  limit,
  paginate,
  cols,
  empty,
}: GoodsGridProps) {
  const shops = useMerchantNames();
  return (
    <div ref={ref} class="sf-ch-list">
      <ListBody
        state={state}
        count={list.length}
        skeleton={<CardSkeleton count={Math.min(limit, cols * 2)} />}
        empty={<EmptyState text={empty} compact />}
      >
        <div class={staleClass(`sf-grid sf-grid--${cols}`, state)}>
          {list.map((g) => (
            <GoodsCard key={g.id} goods={g} merchantName={shops.get(g.merchant_id)} />
          ))}
        </div>
      </ListBody>
      {paginate && pager}
    </div>
  );
}
