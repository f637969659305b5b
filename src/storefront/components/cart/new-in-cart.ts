/**
 * Items a buyer just added with 加入购物车 in this tab (a newly added cart item is
 * ticked). The goods detail notes the id; the cart takes the list once and ticks those still in
 * the cart — of one lab, as every selection is. Kept in the tab's sessionStorage.
 */
import type { CartItem } from '../../../core';

const KEY = 'tic_cart_added';

/** The lab an item is bought from: a cart selection and a settlement never mix labs. */
export const labOf = (item: CartItem): number => item.goodsInfo.merchant_id ?? 0;

export function noteAdded(id: number): void {
  try {
    const ids = takeAddedIds();
    sessionStorage.setItem(KEY, JSON.stringify([id, ...ids.filter((x) => x !== id)].slice(0, 20)));
  } catch {
    // storage refused: the buyer ticks it by hand
  }
}

function takeAddedIds(): number[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    sessionStorage.removeItem(KEY);
    return Array.isArray(raw) ? raw.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/** The ids to tick: the newest added item's lab's added items still in the cart, in cart order. */
export function takeAddedSelection(items: readonly CartItem[]): number[] {
  const ids = takeAddedIds();
  const newest = items.find((i) => i.id === ids[0]) ?? items.find((i) => ids.includes(i.id));
  if (!newest) return [];
  return items.filter((i) => ids.includes(i.id) && labOf(i) === labOf(newest)).map((i) => i.id);
}
