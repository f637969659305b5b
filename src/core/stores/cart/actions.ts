/**
 * What a buyer does to the cart (./index.ts keeps the list). A module of its own that core's index leaves out: only the
 * pages and widgets that change the list import it, by its path, so the storefront's entry
 * (which loads the list) does not carry it.
 */
import type { CartAddPayload, CartItem } from '../../api/contract/models';
import { buyerRefusal } from '../../rules/follow';
import { type ActionOptions, type ActionResult, refuse, runAction } from '../action';
import { announce } from '../broadcast';
import { $session } from '../session/state';
import { $cart, reloadCart, setCartItems } from '.';

/**
 * goods_cart/add; the server prices the item, then the cart is fetched again (not for a
 * 立即购买 item: the cart does not list it).
 */
export async function addToCart(
  payload: CartAddPayload,
  opts?: ActionOptions,
): Promise<ActionResult<CartItem>> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const result = await runAction('goods_cart/add', { ...payload }, opts);
  if (result.ok && !payload.buy_now) {
    await reloadCart();
    announce('cart');
  }
  return result;
}

/** goods_cart/update with another quantity of the item's add-on (单项加测); the cart is fetched again. */
export async function setCartQuantity(
  item: CartItem,
  quantity: number,
  opts?: ActionOptions,
): Promise<ActionResult<CartItem>> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const result = await runAction('goods_cart/update', { id: item.id, ...item.attribute, quantity }, opts);
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
    setCartItems($cart.get().items.filter((item) => item.id !== id));
    announce('cart');
  }
  return result;
}

export async function clearCart(opts?: ActionOptions): Promise<ActionResult> {
  const refusal = buyerRefusal($session.get());
  if (refusal) return refuse(refusal, opts);
  const result = await runAction('goods_cart/clear', {}, opts);
  if (result.ok) {
    setCartItems([]);
    announce('cart');
  }
  return result;
}
