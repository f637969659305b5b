/**
 * The unread site-letter count behind the account menu's 消息通知 badge. The menu asks for it on
 * every account navigation; the notice page lowers it the moment a letter is read, and other
 * tabs of this origin ask again (broadcast topic `letters`), so no badge waits for a reload.
 * Lives with the account layout (a lazy chunk), never in the entry.
 */
import { atom } from 'nanostores';
import { $session, api } from '../../core';
import { announce, onAnnounce } from '../../core/stores/broadcast';

/**
 * Whose count it is (the token it was asked with) and the count; a failed ask is `failed`, never
 * a count of 0 (badges show nothing, the dashboard offers 重试).
 */
export const $unreadLetters = atom<{ token: string | null; count: number; failed?: boolean }>({
  token: null,
  count: 0,
});

let seq = 0;
/** The ask under way; the header and the menu mount together and need one answer, not two. */
let asking: { token: string | null; seq: number } | null = null;

/** When the last answer came, and for whom: a second part of the same page takes it as it is. */
let answered = { token: null as string | null, seq: -1, at: 0 };
const SAME_PAGE_MS = 2_000;

/**
 * Asks for the count. `shareRecent`: the header mounting beside the account menu, whose chunks
 * arrive one after the other: an answer for this session given in the last moments (and not
 * outdated by a letter read since) is the one it shows, not a second ask.
 */
export function refreshUnreadLetters({ shareRecent = false } = {}): void {
  const token = $session.get().token;
  if (asking && asking.token === token && asking.seq === seq) return;
  if (
    shareRecent &&
    answered.token === token &&
    answered.seq === seq &&
    Date.now() - answered.at < SAME_PAGE_MS
  )
    return;
  const mine = ++seq;
  asking = { token, seq: mine };
  const set = (count: number, failed?: boolean) => {
    if (asking?.seq === mine) asking = null;
    if (!failed && mine === seq) answered = { token, seq: mine, at: Date.now() };
    if (mine === seq && $session.get().token === token) $unreadLetters.set({ token, count, failed });
  };
  api.call('notice_site_letter/getNotReadCount').then(
    (d) => set(Math.max(0, Math.trunc(Number(d?.count)) || 0)),
    () => set(0, true),
  );
}

/** Letters were just read here: `n` of them, or every one. Other tabs ask again. */
export function lettersRead(n: number | 'all'): void {
  seq++;
  const { count } = $unreadLetters.get();
  const token = $session.get().token;
  $unreadLetters.set({ token, count: n === 'all' ? 0 : Math.max(0, count - n) });
  announce('letters');
}

/** While the menu is shown: another tab read letters → ask again. Answers the unsubscribe. */
export const watchUnreadLetters = (): (() => void) =>
  onAnnounce((topic) => {
    if (topic === 'letters') refreshUnreadLetters();
  });

/** The count for the current session; null until it is asked for. */
export const unreadFor = (
  v: { token: string | null; count: number; failed?: boolean },
  token: string | null,
): number | null => (v.token === token && token && !v.failed ? v.count : null);
