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

export function refreshUnreadLetters(): void {
  const token = $session.get().token;
  if (asking && asking.token === token && asking.seq === seq) return;
  const mine = ++seq;
  asking = { token, seq: mine };
  const set = (count: number, failed?: boolean) => {
    if (asking?.seq === mine) asking = null;
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
