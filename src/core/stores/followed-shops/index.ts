import { atom } from 'nanostores';
import { followRefusal } from '../../rules/follow';
import { type ActionOptions, type ActionResult, loadOwnList, refuse, runAction } from '../action';
import { announce } from '../broadcast';
import { $session } from '../session/state';
import { registerUserList } from '../user-lists';

/** Ids of the shops the user follows (spec §3: only the id list is kept). */
export const $followedShops = atom<number[]>([]);

let seq = 0;

export function emptyFollowedShops(): void {
  seq++;
  if ($followedShops.get().length) $followedShops.set([]);
}

export async function reloadFollowedShops(): Promise<void> {
  const mine = ++seq;
  const list = await loadOwnList('merchant_attention/get', () => mine === seq);
  if (list) $followedShops.set(list.map((m) => Number(m.merchant_id)));
}

/** Spec §4: a shop is followed when its id is in the list. */
export const isFollowing = (merchantId: number): boolean => $followedShops.get().includes(merchantId);

async function change(merchantId: number, follow: boolean, opts?: ActionOptions): Promise<ActionResult> {
  const refusal = followRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const id = follow ? 'merchant_attention/attention' : 'merchant_attention/unAttention';
  const result = await runAction(id, { merchant_id: merchantId }, opts);
  if (result.ok) {
    seq++;
    const rest = $followedShops.get().filter((m) => m !== merchantId);
    $followedShops.set(follow ? [...rest, merchantId] : rest);
    announce('follows');
  }
  return result;
}

export const followShop = (merchantId: number, opts?: ActionOptions) => change(merchantId, true, opts);
export const unfollowShop = (merchantId: number, opts?: ActionOptions) => change(merchantId, false, opts);
export const toggleFollowShop = (merchantId: number, opts?: ActionOptions) =>
  change(merchantId, !isFollowing(merchantId), opts);

registerUserList('followedShops', {
  topic: 'follows',
  reload: reloadFollowedShops,
  empty: emptyFollowedShops,
});
