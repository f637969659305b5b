import { atom } from 'nanostores';
import { buyerRefusal } from '../../rules/follow';
import { type ActionOptions, type ActionResult, loadOwnList, refuse, runAction } from '../action';
import { announce } from '../broadcast';
import { $session } from '../session/state';
import { registerUserList } from '../user-lists';

/** Ids of the goods the buyer collected (spec §3: only the id list is kept). */
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

async function change(goodsId: number, collect: boolean, opts?: ActionOptions): Promise<ActionResult> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const id = collect ? 'goods_collect/collect' : 'goods_collect/unCollect';
  const result = await runAction(id, { goods_id: goodsId }, opts);
  if (result.ok) {
    seq++;
    const rest = $collectedGoods.get().filter((g) => g !== goodsId);
    $collectedGoods.set(collect ? [...rest, goodsId] : rest);
    announce('collects');
  }
  return result;
}

export const collectGoods = (goodsId: number, opts?: ActionOptions) => change(goodsId, true, opts);
export const unCollectGoods = (goodsId: number, opts?: ActionOptions) => change(goodsId, false, opts);
export const toggleCollectGoods = (goodsId: number, opts?: ActionOptions) =>
  change(goodsId, !isCollected(goodsId), opts);

registerUserList('collectedGoods', {
  topic: 'collects',
  reload: reloadCollectedGoods,
  empty: emptyCollectedGoods,
});
