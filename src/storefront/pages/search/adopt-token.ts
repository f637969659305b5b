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
  type EndpointId,
  setSession,
  type UserInfo,
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

async function accepted(client: ApiClient, id: EndpointId, params: Record<string, unknown> = {}) {
  try {
    const env = await client.request(id, params);
    return env.status === true ? { data: env.data } : null;
  } catch {
    return null;
  }
}

const infoOf = (data: unknown): UserInfo | null => {
  const info = (data as { info?: unknown } | null)?.info ?? data;
  return info && typeof info === 'object' && 'mobile' in info ? (info as UserInfo) : null;
};

/**
 * Asks the server who the token belongs to, with calls only that user type may make: a buyer
 * has a cart, an expert (not a buyer) a follow list, a merchant neither but site letters.
 * Answers the user type, or null when the token is refused.
 */
async function whoIs(client: ApiClient): Promise<{ type: UserType; info: UserInfo | null } | null> {
  if (await accepted(client, 'goods_cart/get', { page: 1, limit: 1 })) {
    return { type: 1, info: infoOf((await accepted(client, 'user_sgs/info'))?.data) };
  }
  if (await accepted(client, 'merchant_attention/get', { page: 1, limit: 1 })) {
    return { type: 3, info: infoOf((await accepted(client, 'expert_sgs/info'))?.data) };
  }
  if (await accepted(client, 'notice_site_letter/getNotReadCount')) return { type: 2, info: null };
  return null;
}

/** Checks the handed-over token and, when the server accepts it, makes it the session. */
export async function adoptToken(token: string, client: ApiClient = probeClient(token)): Promise<boolean> {
  if (!token) return false;
  if (token === $session.get().token) return true;
  if (!TOKEN_SHAPE.test(token)) return false;
  const who = await whoIs(client);
  if (!who) return false;
  // the mobile is shown masked; without it the header says 我的账号
  setSession({ token, userType: who.type, userInfo: who.info ?? { id: 0, mobile: '' } });
  return true;
}
