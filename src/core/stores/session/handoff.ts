/**
 * Across origins: a login travels from one origin to another only as a short-lived,
 * single-use code in the URL fragment (never a token in a query string). The giving side asks
 * the server for the other side's address with a code in it; the receiving side exchanges the
 * code for a session of its own, after taking it out of the address bar.
 */
import { api } from '../../api/instance';
import { setSession } from './state';

/** The fragment parameter the server writes (server session-handoff.service.ts). */
const CODE_IN_FRAGMENT = /[#&]tic_code=([\w-]+)/;

/**
 * `url` with a code for the current login in its fragment; the server refuses an origin it does
 * not allow (the message says why).
 */
export const handoffUrl = (url: string): Promise<string> =>
  api.call('session_handoff/issue', { return_url: url }).then((d) => d.url);

/**
 * A code in this page's fragment: removed from the address bar at once (no history entry, no
 * Referer), then exchanged; the session changes only when the server accepts it. Resolves
 * whether a session was adopted.
 */
export async function adoptHandoff(): Promise<boolean> {
  const code = CODE_IN_FRAGMENT.exec(location.hash)?.[1];
  if (!code) return false;
  history.replaceState(history.state, '', location.pathname + location.search);
  try {
    const d = await api.call('session_handoff/exchange', { code });
    setSession({ token: d.token, userInfo: d.userInfo, userType: d.type });
    return true;
  } catch {
    return false; // used, expired or not for this origin: the visitor stays as they were
  }
}
