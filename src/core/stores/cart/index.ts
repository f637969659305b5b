import { atom } from 'nanostores';
import type { CartItem } from '../../api/contract/models';
import { cartItemPrice, cartTotal } from '../../rules/cart-pricing';
import { loadOwnList } from '../action';
import { registerUserList } from '../user-lists';

export interface CartState {
  items: CartItem[];
  /** Number of items (each cart item is one service with its chosen options). */
  count: number;
  /** For display: the sum of the item prices. */
  total: number;
  loaded: boolean;
  /** Why the last load failed ('' or absent: it did not): never shown as an empty cart or a 0 badge. */
  failed?: string;
}

export const $cart = atom<CartState>({ items: [], count: 0, total: 0, loaded: false });

/** The display price of one cart item. */
export const itemPrice = cartItemPrice;

function setItems(items: CartItem[], loaded = true): void {
  $cart.set({ items, count: items.length, total: cartTotal(items), loaded });
}

let seq = 0;

export function emptyCart(): void {
  seq++;
  setItems([], false);
}

/** Fetches the whole cart (page 1, limit 9999). */
export async function reloadCart(): Promise<void> {
  const mine = ++seq;
  let failed = '';
  const list = await loadOwnList(
    'goods_cart/get',
    () => mine === seq,
    (why) => (failed = why),
  );
  if (failed) $cart.set({ items: [], count: 0, total: 0, loaded: false, failed });
  else if (list) setItems(list);
}

/** The cart after a change the server confirmed: a load in flight predates it. */
export function setCartItems(items: CartItem[]): void {
  seq++;
  setItems(items);
}

registerUserList('cart', { topic: 'cart', reload: reloadCart, empty: emptyCart });
