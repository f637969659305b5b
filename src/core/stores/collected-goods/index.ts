import { atom } from 'nanostores';
import { loadOwnList } from '../action';
import { registerUserList } from '../user-lists';

/** Ids of the goods the buyer collected (only the id list is kept). */
export const $collectedGoods = atom<number[]>([]);

let seq = 0;

export function emptyCollectedGoods(): void {
  seq++;
  if ($collectedGoods.get().length) $collectedGoods.set([]);
}

export async function reloadCollectedGoods(): Promise<void> {
  const mine = ++seq;
  const list = await loadOwnList('goods_collect/get', () => mine === seq);
  if (list) $collectedGoods.set(list.map((g) => Number(g.goods_id)));
}

export const isCollected = (goodsId: number): boolean => $collectedGoods.get().includes(goodsId);

/** The list after a change the server confirmed: a load in flight predates it. */
export function setCollectedGoods(ids: number[]): void {
  seq++;
  $collectedGoods.set(ids);
}

registerUserList('collectedGoods', {
  topic: 'collects',
  reload: reloadCollectedGoods,
  empty: emptyCollectedGoods,
});
