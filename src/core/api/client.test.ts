import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, fetchTransport, type TransportRequest } from './client';
import type { Envelope } from './contract/envelope';
import type { UserType } from './contract/models';

const ok = <T>(data: T, message = 'ok'): Envelope<T> => ({ status: true, message, data });
const notLoggedIn: Envelope = { status: -2, message: '请先登录', data: null };

function setup(userType: UserType = 1, token = 'tok') {
  const session = { token, userType };
  const requests: TransportRequest[] = [];
  let answer: (req: TransportRequest) => { status: number; data: unknown } = () => ({
    status: 200,
    data: ok(null),
  });
  const hooks = {
    getSession: () => session,
    clearSession: vi.fn(() => {
      session.token = '';
    }),
    warn: vi.fn(),
    onLoginRequired: vi.fn(),
  };
  const client = createApiClient({
    baseUrl: 'https://mall.example/api/',
    ...hooks,
    transport: async (req) => {
      requests.push(req);
      return answer(req);
    },
  });
  return {
    client,
    hooks,
    session,
    requests,
    answer: (fn: typeof answer) => {
      answer = fn;
    },
  };
}

describe('api client: requests', () => {
  it('GET sends query params by the table, with the login-token header', async () => {
    const s = setup();
    s.answer(() => ({
      status: 200,
      data: ok({ list: [{ id: 1, keyword: 'CMA' }], total: 1, page: 1, limit: 20 }),
    }));
    const data = await s.client.call('search/get', {
      page: 1,
      limit: 20,
      type: 'goods',
      ...{ skip: undefined },
    });
    expect(data.list[0].keyword).toBe('CMA');
    expect(s.requests[0]).toEqual({
      method: 'GET',
      url: 'https://mall.example/api/search/get',
      params: { page: 1, limit: 20, type: 'goods' },
      headers: { 'login-token': 'tok' },
    });
  });

  it('POST sends a JSON body; no token, no header', async () => {
    const s = setup(1, '');
    await s.client.call('user/login', { mobile: '13800000001', password: 'x' });
    expect(s.requests[0]).toEqual({
      method: 'POST',
      url: 'https://mall.example/api/user/login',
      data: { mobile: '13800000001', password: 'x' },
      headers: {},
    });
  });

  it('a request carrying a file goes as a multipart form', async () => {
    const s = setup();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'licence.pdf');
    await s.client.call('attachment/uploadOne', { file });
    const sent = s.requests[0]!.data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('licence.pdf');
    expect(s.requests[0]!.headers).toEqual({ 'login-token': 'tok' });
  });

  it('a refusal throws ApiError { status: false, message }', async () => {
    const s = setup();
    s.answer(() => ({ status: 200, data: { status: false, message: '商品不存在', data: null } }));
    const err = await s.client.call('goods/info', { id: 9 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: false, message: '商品不存在', httpStatus: 200 });
  });

  it('a transport outcome keeps its HTTP status; a server error without envelope is not called a network error', async () => {
    const s = setup();
    s.answer(() => ({ status: 429, data: { status: false, message: '操作太频繁', data: null } }));
    await expect(s.client.call('goods/get')).rejects.toMatchObject({ status: false, message: '操作太频繁' });
    s.answer(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(s.client.call('goods/get')).rejects.toMatchObject({
      status: false,
      message: '服务暂时不可用，请稍后再试',
      httpStatus: 502,
    });
    s.answer(() => ({ status: 200, data: '<html>captive portal</html>' }));
    await expect(s.client.call('goods/get')).rejects.toMatchObject({ message: '网络异常，请稍后再试' });
    s.answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(s.client.call('goods/get')).rejects.toMatchObject({
      status: false,
      message: '网络异常，请稍后再试',
      httpStatus: 0,
    });
  });

  it('configure changes the base URL', async () => {
    const s = setup();
    s.client.configure({ baseUrl: 'http://localhost:3000/api' });
    await s.client.call('config/load');
    expect(s.requests[0].url).toBe('http://localhost:3000/api/config/load');
    expect(s.client.baseUrl).toBe('http://localhost:3000/api');
  });
});

describe('api client: status -2', () => {
  beforeEach(() => vi.clearAllMocks());

  const passThroughIds = [
    'user/loginOut',
    'goods_collect/get',
    'merchant_attention/get',
    'goods_cart/get',
  ] as const;

  it.each(passThroughIds)('%s for user type 3 passes through unchanged', async (id) => {
    const s = setup(3);
    s.answer(() => ({ status: 200, data: notLoggedIn }));
    const params = id.endsWith('/get') ? { page: 1, limit: 9999 } : {};
    await expect(s.client.request(id, params)).resolves.toEqual(notLoggedIn);
    await expect(s.client.call(id, params)).rejects.toMatchObject({ status: -2, message: '请先登录' });
    expect(s.hooks.clearSession).not.toHaveBeenCalled();
    expect(s.hooks.warn).not.toHaveBeenCalled();
    expect(s.hooks.onLoginRequired).not.toHaveBeenCalled();
    expect(s.session.token).toBe('tok');
  });

  it.each([1, 2] as const)('the same endpoints for user type %d do not pass through', async (type) => {
    const s = setup(type);
    s.answer(() => ({ status: 200, data: notLoggedIn }));
    await expect(s.client.call('goods_cart/get', { page: 1, limit: 9999 })).rejects.toMatchObject({
      status: -2,
    });
    expect(s.hooks.clearSession).toHaveBeenCalledTimes(1);
    expect(s.hooks.warn).not.toHaveBeenCalled();
  });

  it.each(['goods_cart/add', 'merchant_attention/attention', 'user/loginOut'] as const)(
    'a POST (%s) clears the session silently',
    async (id) => {
      const s = setup(1);
      s.answer(() => ({ status: 200, data: notLoggedIn }));
      await expect(s.client.call(id, { goods_id: 1 })).rejects.toBeInstanceOf(ApiError);
      expect(s.hooks.clearSession).toHaveBeenCalledTimes(1);
      expect(s.hooks.warn).not.toHaveBeenCalled();
      expect(s.hooks.onLoginRequired).not.toHaveBeenCalled();
    },
  );

  it.each([
    [1000, 'silent'],
    ['9999', 'silent'],
    [999, 'warn'],
    [20, 'warn'],
    [undefined, 'warn'],
  ] as const)('a GET with limit %j: %s', async (limit, outcome) => {
    const s = setup(1);
    s.answer(() => ({ status: 200, data: notLoggedIn }));
    // a limit read from an address arrives as a string
    await expect(
      s.client.call('order/get', { page: 1, limit: limit as number }, { owner: 'w1' }),
    ).rejects.toMatchObject({
      status: -2,
    });
    expect(s.hooks.clearSession).toHaveBeenCalledTimes(1);
    if (outcome === 'silent') {
      expect(s.hooks.warn).not.toHaveBeenCalled();
      expect(s.hooks.onLoginRequired).not.toHaveBeenCalled();
    } else {
      expect(s.hooks.warn).toHaveBeenCalledWith('请先登录', 'w1');
      expect(s.hooks.onLoginRequired).toHaveBeenCalledTimes(1);
    }
  });

  it('an expert on another endpoint is sent to login', async () => {
    const s = setup(3);
    s.answer(() => ({ status: 200, data: notLoggedIn }));
    await expect(s.client.call('expert_sgs/info')).rejects.toMatchObject({ status: -2 });
    expect(s.hooks.clearSession).toHaveBeenCalled();
    expect(s.hooks.onLoginRequired).toHaveBeenCalled();
  });

  it('an answer to a token that was replaced meanwhile changes nothing', async () => {
    const s = setup(1, 'old');
    s.answer(() => {
      s.session.token = 'new';
      return { status: 200, data: notLoggedIn };
    });
    await expect(s.client.call('order/get')).rejects.toMatchObject({ status: -2 });
    expect(s.hooks.clearSession).not.toHaveBeenCalled();
    expect(s.hooks.onLoginRequired).not.toHaveBeenCalled();
  });

  it('requireLogin warns and navigates', () => {
    const s = setup(1, '');
    s.client.requireLogin('w2');
    expect(s.hooks.warn).toHaveBeenCalledWith('请先登录', 'w2');
    expect(s.hooks.onLoginRequired).toHaveBeenCalledTimes(1);
  });
});

describe('api client: the fetch transport', () => {
  it('sends GET query and POST JSON through fetch, and reads any HTTP status', async () => {
    const seen: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({
        url,
        method: String(init.method),
        body: init.body,
        headers: init.headers as Record<string, string>,
      });
      const body = url.includes('goods/info') ? '<html>oops</html>' : JSON.stringify(ok({ n: 1 }, 'fine'));
      return new Response(body, { status: url.includes('goods/info') ? 502 : 200 });
    });
    try {
      const client = createApiClient({
        baseUrl: 'https://mall.example/api',
        getSession: () => ({ token: 'tk', userType: 1 }),
        clearSession: () => {},
        warn: () => {},
        onLoginRequired: () => {},
      });
      await expect(client.call('search/get', { page: 1, type: 'goods' })).resolves.toEqual({ n: 1 });
      await client.call('config/load');
      await client.call('goods_cart/delete', { id: 7 });
      await expect(client.call('goods/info', { id: 1 })).rejects.toMatchObject({
        status: false,
        httpStatus: 502,
      });
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
        'GET https://mall.example/api/search/get?page=1&type=goods',
        'GET https://mall.example/api/config/load',
        'POST https://mall.example/api/goods_cart/delete',
        'GET https://mall.example/api/goods/info?id=1',
      ]);
      expect(seen[2].body).toBe('{"id":7}');
      expect(seen[2].headers).toMatchObject({ 'login-token': 'tk', 'content-type': 'application/json' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('api client: refused across origins', () => {
  it('logs one console error naming TIC_CORS_ORIGINS when another origin gives no answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      // this page's own origin: a network failure, not CORS
      await fetchTransport({ method: 'GET', url: `${location.origin}/api/goods/get`, headers: {} });
      expect(error).not.toHaveBeenCalled();
      for (let i = 0; i < 3; i++) {
        const res = await fetchTransport({
          method: 'GET',
          url: 'https://mall.example/api/goods/get',
          headers: {},
        });
        expect(res.status).toBe(0);
      }
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]![0]).toBe(
        `tic-widgets: https://mall.example refused ${location.origin}; add it to TIC_CORS_ORIGINS`,
      );
    } finally {
      vi.unstubAllGlobals();
      error.mockRestore();
    }
  });
});

describe('api client: the operator console', () => {
  it("a staff id carries the staff token as operator-token, never the buyer's login-token", async () => {
    const s = setup(1, 'buyer-token');
    s.client.configure({ getOperatorToken: () => 'staff-token' });
    await s.client.request('operator/info');
    await s.client.request('user/loginOut');
    expect(s.requests[0]!.headers).toEqual({ 'operator-token': 'staff-token' });
    expect(s.requests[1]!.headers).toEqual({ 'login-token': 'buyer-token' });
  });

  it("a -2 on a staff id ends the console's session only: the buyer stays logged in", async () => {
    const s = setup(1, 'buyer-token');
    const onOperatorLoginRequired = vi.fn();
    s.client.configure({ getOperatorToken: () => 'expired', onOperatorLoginRequired });
    s.answer(() => ({ status: 200, data: notLoggedIn }));
    await s.client.request('operator_review/get', { kind: 'merchant' });
    expect(onOperatorLoginRequired).toHaveBeenCalledTimes(1);
    expect(s.hooks.clearSession).not.toHaveBeenCalled();
    expect(s.hooks.onLoginRequired).not.toHaveBeenCalled();
    expect(s.session.token).toBe('buyer-token');
  });
});
