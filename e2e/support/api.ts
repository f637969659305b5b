import type { Envelope } from '../../src/core/api/contract/envelope';
import type { LoginResult } from '../../src/core/api/contract/models';

export type Kind = 'buyer' | 'merchant' | 'expert';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_MOBILE: Record<Kind, string> = {
  buyer: '13800000001',
  merchant: '13800000002',
  expert: '13800000003',
};
/** The second demo buyer: journeys on the partner origin use it so state never collides. */
export const SECOND_BUYER = '13800000004';

const LOGIN_PATH: Record<Kind, string> = {
  buyer: 'user/login',
  merchant: 'merchant_account/login',
  expert: 'expert/login',
};

/** Calls the API the way a client does: GET with query, POST with JSON, token in `login-token`. */
export async function api<T>(
  baseURL: string,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: Record<string, unknown>; token?: string } = {},
): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  let url = `${baseURL}/api/${path}`;
  const headers: Record<string, string> = {};
  if (options.token) headers['login-token'] = options.token;
  let body: string | undefined;
  if (method === 'GET' && options.body) {
    url += `?${new URLSearchParams(Object.entries(options.body).map(([k, v]): [string, string] => [k, String(v)]))}`;
  } else if (method === 'POST') {
    // the API takes JSON only, even an empty body
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const res = await fetch(url, { method, headers, body });
  return (await res.json()) as Envelope<T>;
}

export async function login(baseURL: string, kind: Kind, mobile = DEMO_MOBILE[kind]): Promise<LoginResult> {
  const answer = await api<LoginResult>(baseURL, LOGIN_PATH[kind], {
    method: 'POST',
    body: { mobile, password: DEMO_PASSWORD },
  });
  if (answer.status !== true || !answer.data) {
    throw new Error(`login as ${kind} ${mobile} failed: ${answer.message}`);
  }
  return answer.data;
}

/** Puts the account in the state a journey starts from: not following, empty cart. */
export async function unfollow(baseURL: string, token: string, merchantId: number): Promise<void> {
  await api(baseURL, 'merchant_attention/unAttention', {
    method: 'POST',
    body: { merchant_id: merchantId },
    token,
  });
}

export async function clearCart(baseURL: string, token: string): Promise<void> {
  await api(baseURL, 'goods_cart/clear', { method: 'POST', body: {}, token });
}

export async function isFollowing(baseURL: string, token: string, merchantId: number): Promise<boolean> {
  const answer = await api<{ list: Array<{ merchant_id: number }> }>(baseURL, 'merchant_attention/get', {
    body: { page: 1, limit: 9999 },
    token,
  });
  return (answer.data?.list ?? []).some((item) => Number(item.merchant_id) === merchantId);
}
