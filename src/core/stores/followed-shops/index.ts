import { atom } from 'nanostores';
import { loadOwnList } from '../action';
import { registerUserList } from '../user-lists';

/** Ids of the shops the user follows (only the id list is kept). */
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

/** A shop is followed when its id is in the list. */
export const isFollowing = (merchantId: number): boolean => $followedShops.get().includes(merchantId);

/** The list after a change the server confirmed: a load in flight predates it. */
export function setFollowedShops(ids: number[]): void {
  seq++;
  $followedShops.set(ids);
}

registerUserList('followedShops', {
  topic: 'follows',
  reload: reloadFollowedShops,
  empty: emptyFollowedShops,
});
