import type { Id } from '../../../core/api/contract/api/common';
import { EmptyState } from '../empty-state';
import { ListBody } from '../list-body';
import { usePagedList } from '../paged-list';
import { Skeleton } from '../skeleton';
import { RatingList, RatingSummaryLine } from './rating-list';

const LIMIT = 10;

/** 服务评价 of a service (`goods_id`) or a shop (`merchant_id`): the summary, the ratings and their pages. */
export function ServiceRatings({ goodsId, merchantId }: { goodsId?: Id; merchantId?: Id }) {
  const params = goodsId ? { goods_id: goodsId } : { merchant_id: merchantId };
  const { state, list, ref, pager } = usePagedList('goods_rating/get', params, LIMIT);
  const summary = state.data?.summary;
  return (
    <div class="sf-ratings" ref={ref}>
      {summary && <RatingSummaryLine summary={summary} />}
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={3} />}
        empty={<EmptyState text="暂无评价，完成订单的客户可在订单页评价" />}
      >
        <RatingList ratings={list} showService={!goodsId} />
      </ListBody>
      {pager}
    </div>
  );
}
