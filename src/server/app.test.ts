import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Handlers } from './lib/handler';
import { body, createTestApp, TEST_ORIGIN, type TestApp, testAppOn } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('transport', () => {
  it('answers unknown /api paths with a 404 envelope', async () => {
    for (const path of ['/api', '/api/nope', '/api/', '/api/goods/get/extra', '/api/%00']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(await body(res)).toEqual({ status: false, message: '接口不存在', data: null });
    }
  });

  it('answers the wrong method with a 405 envelope', async () => {
    const res = await t.request('/api/user/login');
    expect(res.status).toBe(405);
    expect((await body(res)).message).toBe('请求方式错误');
    expect((await t.request('/api/config/load', { method: 'POST' })).status).toBe(405);
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const res = await t.request(
      '/api/user/login',
      json({ mobile: '13800000001', password: 'x'.repeat(70_000) }),
    );
    expect(res.status).toBe(413);
    expect(await body(res)).toEqual({ status: false, message: '请求内容过大', data: null });
    // judged by a declared length alone (lib/lean-middleware.ts), as by the streamed count
    const declared = await t.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '70000' },
      body: '{}',
    });
    expect(declared.status).toBe(413);
  });

  it('refuses malformed and non-object JSON with a Chinese message', async () => {
    for (const text of ['{"mobile":', '[1,2]', '"text"', 'null', '42']) {
      const res = await t.request('/api/user/login', json(text));
      expect(res.status).toBe(200);
      const answer = await body(res);
      expect(answer.status).toBe(false);
      expect(answer.message).toMatch(/请求格式错误|无效的参数/);
    }
  });

  it('refuses a POST that is not JSON, which a foreign page could send without a preflight', async () => {
    const before = await t.call('user/login', { mobile: '13800000001', password: 'Demo@1234' });
    expect(before.status).toBe(true);
    const simple = [
      ['text/plain', '{"mobile":"13800000001","password":"Demo@1234"}'],
      ['application/x-www-form-urlencoded', 'mobile=13800000001&password=Demo%401234'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n1\r\n--x--',
      ],
      ['', '{"mobile":"13800000001","password":"Demo@1234"}'],
    ];
    for (const [type, text] of simple) {
      const res = await t.request('/api/user/login', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: text,
      });
      expect(res.status).toBe(415);
      expect(await body(res)).toEqual({ status: false, message: '请求格式错误，请以 JSON 提交', data: null });
    }
    const charset = await t.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"mobile":"13800000001","password":"Demo@1234"}',
    });
    expect((await body(charset)).status).toBe(true);
  });

  it('refuses odd unicode anywhere in the input', async () => {
    // a lone surrogate cannot survive URL encoding (it becomes U+FFFD); JSON carries it as \ud800
    for (const keyword of ['a\u0000b', 'abc\u202edef', 'x\u200fy']) {
      const answer = await t.call('goods/get', { keyword });
      expect(answer.status).toBe(false);
      expect(answer.message).toBe('输入内容包含非法字符');
    }
    for (const extra of [{ deep: '\u0000' }, '\ud800', 'x\udc00', { 'key\u202e': 1 }]) {
      const answer = await t.call('user/login', { mobile: '13800000001', password: 'Demo@1234', extra });
      expect(answer).toMatchObject({ status: false, message: '输入内容包含非法字符' });
    }
  });

  it('clamps limit to the endpoint listMax and refuses junk paging', async () => {
    expect((await t.call('search/get', { limit: 5000 })).data.limit).toBe(100);
    for (const bad of [
      { limit: 0 },
      { limit: -1 },
      { limit: 'abc' },
      { page: 0 },
      { page: '1e3' },
      { page: 10_000_000 },
    ]) {
      const answer = await t.call('search/get', bad);
      expect(answer).toMatchObject({ status: false, message: '无效的分页参数', data: null });
    }
  });

  it('sets security headers on every response', async () => {
    const etag = (await t.request('/api/config/load')).headers.get('etag') ?? '';
    const answers = [
      await t.request('/api/config/load'),
      await t.request('/api/config/load', { headers: { 'if-none-match': etag } }),
      await t.request('/api/nope'),
      await t.request('/api/goods_cart/get', { method: 'OPTIONS', headers: { origin: TEST_ORIGIN } }),
      await t.request('/api/feedback/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"broken',
      }),
      await t.request('/api/feedback/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        body: '{}',
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 304, 404, 204, 200, 413]);
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
    }
  });

  it('allows CORS only for configured origins, with the login-token header', async () => {
    const preflight = await t.request('/api/goods_cart/get', {
      method: 'OPTIONS',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'login-token',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('login-token');
    // the answer itself carries the origin and varies by it; private answers are never stored
    const cart = await t.request('/api/goods_cart/get', { headers: { origin: TEST_ORIGIN } });
    expect(cart.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(cart.headers.get('vary')).toContain('Origin');
    expect(cart.headers.get('cache-control')).toBe('no-store');
    const evil = await t.request('/api/config/load', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('vary')).toContain('Origin');
    expect(evil.headers.get('cache-control')).toBe('public, no-cache');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and never a stack, SQL or path', async () => {
    const boom: Handlers = {
      'config/load': async () => {
        throw new Error('relation "secret_table" does not exist at /work/main/src/server/x.ts:12');
      },
    };
    const app = createApp(t.db, { onError: () => {} }, boom);
    const res = await testAppOn(app, t.database).request('/api/config/load');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: false, message: '服务器繁忙，请稍后再试', data: null });
    expect(text).not.toMatch(/secret_table|\/work|\.ts/);
  });
});

describe('devOnly endpoints', () => {
  it('answer 404 in production', async () => {
    const prod = testAppOn(createApp(t.db, { production: true }), t.database);
    expect((await prod.call('dev/outbox')).http).toBe(404);
    expect((await t.call('dev/outbox')).status).toBe(true);
  });
});
