import './channel.css';
import { CardSkeleton } from '../card-skeleton';
import { EmptyState } from '../empty-state';
import { ListBody, staleClass } from '../list-body';
import { MerchantCard } from '../merchant-card';
import { usePagedList } from '../paged-list';
import { c } from './channel-strings';
import type { ListProps } from './list-props';

/** Shops of merchant/get (kind, province, keyword …) as cards, with the same states. */
export function MerchantList({
  params,
  limit,
  paginate = true,
  cols = 4,
  empty = c.noOrgs,
}: ListProps<'merchant/get'>) {
  const { state, list, ref, pager } = usePagedList('merchant/get', params, limit);
  return (
    <div ref={ref} class="sf-ch-list">
      <ListBody
        state={state}
        count={list.length}
        skeleton={<CardSkeleton count={Math.min(limit, cols)} />}
        empty={<EmptyState text={empty} compact />}
      >
        <div class={staleClass(`sf-grid sf-grid--${cols}`, state)}>
          {list.map((m) => (
            <MerchantCard key={m.id} merchant={m} />
          ))}
        </div>
      </ListBody>
      {paginate && pager}
    </div>
  );
}
