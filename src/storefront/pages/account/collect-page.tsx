import { useStore } from '@nanostores/react';
import { api, type CollectedGoods } from '../../../core';
import { $collectedGoods } from '../../../core/stores/collected-goods';
import { unCollectGoods } from '../../../core/stores/collected-goods/actions';
import { href } from '../../routes';
import { FavPage, GoodsFavCard, removeEach, useReloadOnChange, useRemovableList } from './favourites-kit';
import { f } from './favourites-strings';

const LIMIT = 12;

/** The service's kind and standard number, under its name. */
const metaOf = ({ goodsInfo: g }: CollectedGoods) =>
  [g?.servicsInfo?.name, g?.standard_no].filter(Boolean).join(' · ');

const unCollect = (keys: readonly number[]) =>
  removeEach(keys, async (id) => (await unCollectGoods(id, { quiet: true })).ok);

/**
 * 收藏的服务: the collected services, a page at a time. Removal goes through the collected-goods
 * store, so the header, the detail pages and every other tab follow; a change another tab made
 * reloads this list.
 */
export default function CollectPage() {
  const l = useRemovableList({
    id: 'goods_collect/get',
    limit: LIMIT,
    keyOf: (row) => row.goods_id,
    remove: unCollect,
    removeAll: async () => {
      const all = await api.call('goods_collect/get', { page: 1, limit: 9999 }).catch(() => null);
      return unCollect((all?.list ?? []).map((g) => g.goods_id));
    },
    words: { title: f.unCollectTitle, ask: f.unCollectAsk, allAsk: f.unCollectAllAsk, done: f.unCollected },
  });
  useReloadOnChange(useStore($collectedGoods), l);

  return (
    <FavPage
      l={l}
      title={f.collectTitle}
      total={f.collectTotal}
      empty={{ text: f.collectEmpty, to: href('/check'), label: f.goCatalogue }}
    >
      <ul class="sf-fav-grid" aria-label={f.collectList}>
        {l.list.map((row) => (
          <GoodsFavCard
            key={row.id}
            goods={row.goodsInfo}
            {...l.card(row.goods_id)}
            removeLabel={f.unCollect}
            before={<span class="sf-fav-card__meta">{metaOf(row)}</span>}
          />
        ))}
      </ul>
    </FavPage>
  );
}
