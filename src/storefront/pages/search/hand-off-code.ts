/**
 * /searchResult?t=CODE, a portal handing its visitor's login over. `t` is a
 * single-use, 60-second code from session_handoff/issue (the partner hand-off's code, here in
 * the spec's query parameter), never the session token itself: the address the browser loaded
 * stays in history, server logs and performance entries (`getEntriesByType('navigation')`), so
 * what it holds must be worth nothing once read. The code leaves the address bar at once, is
 * spent before the analytics script may come (router/page-view.ts), and only then, if the
 * visitor agrees, becomes the session. A session token sent as `t` is refused like any unknown
 * code.
 */
import { $session, api, createApiClient, type LoginResult, setSession } from '../../../core';
import { holdAnalyticsUntil } from '../../router/analytics-hold';

/** The server's codes: 192 random bits in base64url; anything else is not worth a request. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;

/** Removes `t` from the address bar (history.replaceState, no navigation); answers its value. */
export function takeCodeFromAddress(): string {
  const url = new URL(location.href);
  const code = url.searchParams.get('t') ?? '';
  if (url.searchParams.has('t')) {
    url.searchParams.delete('t');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return code;
}

/**
 * Exchanges the code for a session of its account (which spends it, whatever follows). Resolves
 * the login, or null when the server refused the code (used, expired, not a code). Until the
 * server has answered, the analytics script waits; should no answer come, the code may still be
 * live, and the script stays away from this load.
 */
export function spendCode(code: string): Promise<LoginResult | null> {
  if (!CODE_SHAPE.test(code)) return Promise.resolve(null);
  // a refusal is an answer too: the code is worth nothing now; no answer rejects
  const answer = api.request('session_handoff/exchange', { code });
  holdAnalyticsUntil(answer);
  return answer.then(
    (env) => (env.status === true ? env.data : null),
    () => null,
  );
}

/** Ends a session nobody will use (the visitor kept theirs); a failure leaves it to expire. */
function discard(login: LoginResult): void {
  const client = createApiClient({
    baseUrl: api.baseUrl,
    getSession: () => ({ token: login.token, userType: login.type }),
    clearSession: () => {},
    warn: () => {},
    onLoginRequired: () => {},
  });
  client.request('user/loginOut', {}).catch(() => {});
}

/**
 * Makes the exchanged login the session. With a session already here for another account, a
 * link must not silently replace it (login CSRF): `confirmSwitch` asks, and only a yes
 * switches; with one for the same account nothing changes.
 */
export async function adoptLogin(
  login: LoginResult,
  confirmSwitch: () => Promise<boolean>,
): Promise<boolean> {
  const current = $session.get();
  if (current.token) {
    const same = current.userType === login.type && current.userInfo?.id === login.userInfo.id;
    if (same || !(await confirmSwitch())) {
      discard(login);
      return same;
    }
  }
  setSession({ token: login.token, userInfo: login.userInfo, userType: login.type });
  return true;
}
