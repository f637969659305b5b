import { c } from '../../components/channel/channel-strings';
import { GoodsGrid } from '../../components/channel/goods-grid';
import type { ListProps } from '../../components/channel/list-props';
import { usePagedList } from '../../components/paged-list';

/** Services of search/goods (a keyword or standard number), as GoodsList shows them. */
export function SearchGoodsList({
  params,
  limit,
  paginate = true,
  cols = 4,
  empty = c.noGoods,
}: ListProps<'search/goods'>) {
  const paged = usePagedList('search/goods', params, limit);
  return <GoodsGrid paged={paged} limit={limit} paginate={paginate} cols={cols} empty={empty} />;
}
