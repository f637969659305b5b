/**
 * Collecting and uncollecting goods (./index.ts keeps the list). A module of its own that core's index leaves out: only the
 * pages and widgets that change the list import it, by its path, so the storefront's entry
 * (which loads the list) does not carry it.
 */
import { buyerRefusal } from '../../rules/follow';
import { type ActionOptions, type ActionResult, refuse, runAction } from '../action';
import { announce } from '../broadcast';
import { $session } from '../session/state';
import { $collectedGoods, isCollected, setCollectedGoods } from '.';

async function change(goodsId: number, collect: boolean, opts?: ActionOptions): Promise<ActionResult> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const id = collect ? 'goods_collect/collect' : 'goods_collect/unCollect';
  const result = await runAction(id, { goods_id: goodsId }, opts);
  if (result.ok) {
    const rest = $collectedGoods.get().filter((g) => g !== goodsId);
    setCollectedGoods(collect ? [...rest, goodsId] : rest);
    announce('collects');
  }
  return result;
}

export const unCollectGoods = (goodsId: number, opts?: ActionOptions) => change(goodsId, false, opts);
export const toggleCollectGoods = (goodsId: number, opts?: ActionOptions) =>
  change(goodsId, !isCollected(goodsId), opts);
