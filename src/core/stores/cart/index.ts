import { atom } from 'nanostores';
import type { CartAddPayload, CartItem } from '../../api/contract/models';
import { cartItemPrice, cartTotal } from '../../rules/cart-pricing';
import { buyerRefusal } from '../../rules/follow';
import { type ActionOptions, type ActionResult, loadOwnList, refuse, runAction } from '../action';
import { announce } from '../broadcast';
import { $session } from '../session/state';
import { registerUserList } from '../user-lists';

export interface CartState {
  items: CartItem[];
  /** Number of items (each cart item is one service with its chosen options). */
  count: number;
  /** Spec §9, for display: sum of the item prices. */
  total: number;
  loaded: boolean;
  /** Why the last load failed ('' or absent: it did not): never shown as an empty cart or a 0 badge. */
  failed?: string;
}

export const $cart = atom<CartState>({ items: [], count: 0, total: 0, loaded: false });

/** The display price of one cart item (spec §9). */
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

/** goods_cart/add; the server prices the item, then the cart is fetched again. */
export async function addToCart(
  payload: CartAddPayload,
  opts?: ActionOptions,
): Promise<ActionResult<CartItem>> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const result = await runAction('goods_cart/add', { ...payload }, opts);
  if (result.ok) {
    await reloadCart();
    announce('cart');
  }
  return result;
}

export async function removeFromCart(id: number, opts?: ActionOptions): Promise<ActionResult> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const result = await runAction('goods_cart/delete', { id }, opts);
  if (result.ok) {
    seq++; // a load in flight predates the removal
    setItems($cart.get().items.filter((item) => item.id !== id));
    announce('cart');
  }
  return result;
}

export async function clearCart(opts?: ActionOptions): Promise<ActionResult> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const result = await runAction('goods_cart/clear', {}, opts);
  if (result.ok) {
    seq++;
    setItems([]);
    announce('cart');
  }
  return result;
}

registerUserList('cart', { topic: 'cart', reload: reloadCart, empty: emptyCart });
