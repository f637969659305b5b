/**
 * Following and unfollowing shops (./index.ts keeps the list). A module of its own that core's index leaves out: only the
 * pages and widgets that change the list import it, by its path, so the storefront's entry
 * (which loads the list) does not carry it.
 */
import { followRefusal } from '../../rules/follow';
import { type ActionOptions, type ActionResult, refuse, runAction } from '../action';
import { announce } from '../broadcast';
import { $session } from '../session/state';
import { $followedShops, isFollowing, setFollowedShops } from '.';

async function change(merchantId: number, follow: boolean, opts?: ActionOptions): Promise<ActionResult> {
  const refusal = followRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const id = follow ? 'merchant_attention/attention' : 'merchant_attention/unAttention';
  const result = await runAction(id, { merchant_id: merchantId }, opts);
  if (result.ok) {
    const rest = $followedShops.get().filter((m) => m !== merchantId);
    setFollowedShops(follow ? [...rest, merchantId] : rest);
    announce('follows');
  }
  return result;
}

export const followShop = (merchantId: number, opts?: ActionOptions) => change(merchantId, true, opts);
export const unfollowShop = (merchantId: number, opts?: ActionOptions) => change(merchantId, false, opts);
export const toggleFollowShop = (merchantId: number, opts?: ActionOptions) =>
  change(merchantId, !isFollowing(merchantId), opts);
