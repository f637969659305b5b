/**
 * DESIGN §6: /searchResult?t=TOKEN (a widget on the society's portal hands over its login). The
 * token leaves the address bar at once — before any check, so it is never bookmarked, shared
 * or sent on as a Referer — and becomes the session only once the server has accepted it.
 */
import {
  $session,
  type ApiClient,
  api,
  createApiClient,
  type Envelope,
  setSession,
  type UserType,
} from '../../../core';

/** Opaque random values (DESIGN §4): anything else is not worth a request. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,256}$/;

/** Removes `t` from the address bar (history.replaceState, no navigation); answers its value. */
export function takeTokenFromAddress(): string {
  const url = new URL(location.href);
  const token = url.searchParams.get('t') ?? '';
  if (url.searchParams.has('t')) {
    url.searchParams.delete('t');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return token;
}

/**
 * A client that sends the candidate token and has no session of its own: a refused probe
 * neither clears the visitor's current session nor sends them to the login page.
 */
export function probeClient(token: string): ApiClient {
  return createApiClient({
    baseUrl: api.baseUrl,
    getSession: () => ({ token, userType: 0 }),
    clearSession: () => {},
    warn: () => {},
    onLoginRequired: () => {},
  });
}

/** Whether the server accepted the call: a refusal (-2 included) or a failure is a no. */
const accepted = (answer: Promise<Envelope<unknown>>): Promise<boolean> =>
  answer.then(
    (env) => env.status === true,
    () => false,
  );

/**
 * Asks the server whose the token is, with calls only some user types may make: a buyer has a
 * cart, an expert (not a buyer) a follow list, a merchant neither but site letters. Answers the
 * user type, or null when the token is refused. No endpoint tells a token's user info: the
 * session gets it at the next login here.
 */
async function whoIs(client: ApiClient): Promise<Exclude<UserType, 0> | null> {
  if (await accepted(client.request('goods_cart/get', { page: 1, limit: 1 }))) return 1;
  if (await accepted(client.request('merchant_attention/get', { page: 1, limit: 1 }))) return 3;
  if (await accepted(client.request('notice_site_letter/getNotReadCount', {}))) return 2;
  return null;
}

/**
 * Checks the handed-over token and, when the server accepts it, makes it the session. With a
 * session already here, a link carrying another account's token must not silently replace it
 * (issue 18, login CSRF): `confirmSwitch` asks the visitor, and only a yes switches.
 */
export async function adoptToken(
  token: string,
  confirmSwitch: () => Promise<boolean>,
  client: ApiClient = probeClient(token),
): Promise<boolean> {
  if (!token) return false;
  if (token === $session.get().token) return true;
  if (!TOKEN_SHAPE.test(token)) return false;
  const type = await whoIs(client);
  if (!type) return false;
  const current = $session.get().token;
  if (current && current !== token && !(await confirmSwitch())) return false;
  // the mobile is shown masked; without it the header says 我的账号
  setSession({ token, userType: type, userInfo: { id: 0, mobile: '' } });
  return true;
}
