/**
 * The cart's grouping and selection rules, pure: items are grouped by lab, and the selection
 * for settlement holds one lab's items only (an order is with one lab; the server refuses a
 * mixed one). Selecting another lab's item starts a new selection with it.
 */
import type { CartItem } from '../../../core';
import { labOf } from '../../components/cart/new-in-cart';
import { c } from './cart-strings';

export interface LabGroup {
  id: number;
  name: string;
  items: CartItem[];
}

// a lab's items are the unit of a selection; the rule lives with the added-in-this-tab list
export { labOf };

/** Groups in the order their first item appears (the cart is newest first). */
export function groupByLab(items: readonly CartItem[]): LabGroup[] {
  const groups = new Map<number, LabGroup>();
  for (const item of items) {
    const id = labOf(item);
    let g = groups.get(id);
    if (!g) {
      g = { id, name: item.goodsInfo.merchant_name || c.labFallback, items: [] };
      groups.set(id, g);
    }
    g.items.push(item);
  }
  return [...groups.values()];
}

export interface SelectResult {
  selected: number[];
  /** The lab's name when the selection moved to another lab (the page says so). */
  switchedTo: string | null;
}

const nameOf = (items: readonly CartItem[], lab: number): string =>
  items.find((i) => labOf(i) === lab)?.goodsInfo.merchant_name || c.labFallback;

/** Only ids still in the cart, in cart order. */
export const keepPresent = (selected: readonly number[], items: readonly CartItem[]): number[] =>
  items.filter((i) => selected.includes(i.id)).map((i) => i.id);

/** Ticks or unticks one item; ticking another lab's item replaces the selection. */
export function toggleItem(
  selected: readonly number[],
  items: readonly CartItem[],
  id: number,
): SelectResult {
  const item = items.find((i) => i.id === id);
  if (!item) return { selected: keepPresent(selected, items), switchedTo: null };
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), switchedTo: null };
  const lab = labOf(item);
  const others = items.some((i) => selected.includes(i.id) && labOf(i) !== lab);
  if (others) return { selected: [id], switchedTo: nameOf(items, lab) };
  return { selected: keepPresent([...selected, id], items), switchedTo: null };
}

/** 全选 of one lab: all of its items (replacing another lab's selection), or none when all were. */
export function toggleLab(
  selected: readonly number[],
  items: readonly CartItem[],
  lab: number,
): SelectResult {
  const ids = items.filter((i) => labOf(i) === lab).map((i) => i.id);
  if (ids.length && ids.every((id) => selected.includes(id))) {
    return { selected: selected.filter((s) => !ids.includes(s)), switchedTo: null };
  }
  const others = items.some((i) => selected.includes(i.id) && labOf(i) !== lab);
  return { selected: ids, switchedTo: others ? nameOf(items, lab) : null };
}

/** `?ids=1,2` → [1, 2]: positive integers, duplicates once, at most a full cart. */
export function parseIds(raw: string | null | undefined): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, 100);
}

/**
 * The settlement's amounts, for display only (the server prices the order): a coupon never
 * takes the order below one fen, and a deposit plan asks 30 % first. Added in fen.
 */
export function settleAmounts(goods: number, coupon: number, depositRatio: number | null) {
  const goodsFen = Math.round(goods * 100);
  const discountFen = Math.max(0, Math.min(Math.round(coupon * 100), goodsFen - 1));
  const payFen = goodsFen - discountFen;
  return {
    goods: goodsFen / 100,
    discount: discountFen / 100,
    payable: payFen / 100,
    first: depositRatio === null ? null : Math.round(payFen * depositRatio) / 100,
  };
}
