import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $followedShops, type AttendedMerchant, api } from '../../../core';
import { unfollowShop } from '../../../core/stores/followed-shops/actions';
import { href } from '../../routes';
import { w } from '../../words';
import {
  type FavCardControls,
  FavPage,
  PickBox,
  removeEach,
  useReloadOnChange,
  useRemovableList,
} from './favourites-kit';
import { f } from './favourites-strings';

const LIMIT = 12;

const unfollow = (keys: readonly number[]) =>
  removeEach(keys, async (id) => (await unfollowShop(id, { quiet: true })).ok);

/**
 * 关注的店铺 (and the expert's 我的关注, /expert/follow): the followed shops, a page at a time. Unfollowing goes through the followed-shops
 * store, so every 关注 button (widgets included) and every other tab follows at once.
 */
export default function StorePage({ title = f.storeTitle }: { title?: string }) {
  const l = useRemovableList({
    id: 'merchant_attention/get',
    limit: LIMIT,
    keyOf: (row) => row.merchant_id,
    remove: unfollow,
    removeAll: async () => {
      const all = await api.call('merchant_attention/get', { page: 1, limit: 9999 }).catch(() => null);
      return unfollow((all?.list ?? []).map((m) => m.merchant_id));
    },
    words: { title: f.unfollowTitle, ask: f.unfollowAsk, allAsk: f.unfollowAllAsk, done: f.unfollowed },
  });
  useReloadOnChange(useStore($followedShops), l);

  return (
    <FavPage
      l={l}
      title={title}
      total={f.storeTotal}
      empty={{ text: f.storeEmpty, to: href('/recommend/shop'), label: f.goShops }}
    >
      <ul class="sf-fav-grid sf-fav-grid--shops" aria-label={f.storeList}>
        {l.list.map((row) => (
          <ShopCard key={row.id} row={row} {...l.card(row.merchant_id)} />
        ))}
      </ul>
    </FavPage>
  );
}

function ShopCard({ row, picked, onPick, onRemove, busy }: FavCardControls & { row: AttendedMerchant }) {
  const m = row.merchantInfo;
  const name = m?.org_name ?? f.storeGone;
  return (
    <li class={`sf-fav-card sf-fav-card--shop${picked ? ' is-picked' : ''}${m ? '' : ' is-gone'}`}>
      <PickBox name={name} checked={picked} onChange={onPick} />
      {m ? (
        <Link href={href('/shop', { id: m.id })} class="sf-fav-card__main">
          <span class="sf-fav-card__logo">
            <img src={m.logo} alt="" loading="lazy" decoding="async" width="56" height="56" />
          </span>
          <span class="sf-fav-card__body">
            <span class="sf-fav-card__name" title={m.org_name}>
              {m.org_name}
            </span>
            <span class="sf-fav-card__meta">{[m.kind_name, m.city].filter(Boolean).join(' · ')}</span>
            {m.intro && <span class="sf-fav-card__intro">{m.intro}</span>}
            <span class="sf-fav-card__enter">{w.enterShop} ›</span>
          </span>
        </Link>
      ) : (
        <div class="sf-fav-card__main">
          <span class="sf-fav-card__logo" />
          <span class="sf-fav-card__body">
            <span class="sf-fav-card__name">{f.storeGone}</span>
          </span>
        </div>
      )}
      <button type="button" class="sf-fav-card__remove" disabled={busy} onClick={onRemove}>
        {f.unfollow}
      </button>
    </li>
  );
}
