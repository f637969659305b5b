import { usePagedList } from '../paged-list';
import { c } from './channel-strings';
import { GoodsGrid } from './goods-grid';
import type { ListProps } from './list-props';

/** Services of goods/get: cards, loading, failure, empty and pager. */
export function GoodsList({
  params,
  limit,
  paginate = true,
  cols = 4,
  empty = c.noGoods,
}: ListProps<'goods/get'>) {
  const paged = usePagedList('goods/get', params, limit);
  return <GoodsGrid paged={paged} limit={limit} paginate={paginate} cols={cols} empty={empty} />;
}
