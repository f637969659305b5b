/**
 * 加入购物车 / 立即购买 pressed while logged out: the choice waits in this
 * tab's sessionStorage while the visitor logs in, and the goods detail completes it on the way
 * back — with the options the visitor picked, not the defaults. Kept in the tab, never in the
 * address: a link cannot make a logged-in buyer add anything.
 */
import type { Selection } from './purchase';

const KEY = 'tic_pending_add';
/** A choice older than this is stale (the visitor wandered off): it is dropped, not replayed. */
const MAX_AGE_MS = 30 * 60_000;

export interface PendingAdd {
  goodsId: number;
  selection: Selection;
  /** 立即购买: on to the settlement after the add. */
  settle: boolean;
  at: number;
}

export function savePendingAdd(goodsId: number, selection: Selection, settle: boolean): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ goodsId, selection, settle, at: Date.now() }));
  } catch {
    // storage refused (private mode, quota): the visitor picks again after login
  }
}

/** The pending choice for this goods, taken once (it is removed whatever it holds). */
export function takePendingAdd(goodsId: number, now = Date.now()): PendingAdd | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const p = JSON.parse(raw) as Partial<PendingAdd>;
    if (p.goodsId !== goodsId) return null; // another goods' choice waits for that goods
    sessionStorage.removeItem(KEY);
    if (typeof p.at !== 'number' || now - p.at > MAX_AGE_MS || now < p.at) return null;
    if (!p.selection || typeof p.selection !== 'object') return null;
    return { goodsId, selection: p.selection, settle: p.settle === true, at: p.at };
  } catch {
    if (raw !== null) sessionStorage.removeItem(KEY);
    return null;
  }
}
