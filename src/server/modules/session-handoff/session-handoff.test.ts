import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, rateLimits, sessionHandoffs } from '../../db/schema';
import { body, createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { exchangeHandoff, HANDOFF_MSG, HANDOFF_PARAM, issueHandoff } from './session-handoff.service';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { handoffPerClient: { limit: 6, windowSec: 60 } } });
  buyer = (await t.loginAs('buyer')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(sessionHandoffs);
  await t.db.delete(rateLimits);
});

const PARTNER_PAGE = `${TEST_ORIGIN}/shop/index.html?lang=zh#services`;
/** The lab origin the seed lists for 蓝海环境 (merchant 4). */
const LAB_ORIGIN = 'https://www.lanhai-lab.example';

const issue = (return_url: unknown, token = buyer) => t.call('session_handoff/issue', { return_url }, token);

/** The code in the fragment of an issued return address. */
const codeOf = (url: string): string => new URL(url).hash.slice(`#${HANDOFF_PARAM}=`.length);

const exchange = async (code: string, origin?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (origin) headers.origin = origin;
  const res = await t.request('/api/session_handoff/exchange', {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  return { ...(await body(res)), http: res.status };
};

describe('session_handoff/issue', () => {
  it('answers the return address with a single-use code in its fragment, never in the query', async () => {
    const answer = await issue(PARTNER_PAGE);
    expect(answer.status).toBe(true);
    const url = new URL(answer.data.url);
    expect(url.origin + url.pathname + url.search).toBe(`${TEST_ORIGIN}/shop/index.html?lang=zh`);
    expect(url.searchParams.has(HANDOFF_PARAM)).toBe(false);
    const code = codeOf(answer.data.url);
    // ≥ 128 bits of base64url
    expect(code).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const rows = await t.db.select().from(sessionHandoffs);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.origin).toBe(TEST_ORIGIN);
    expect(JSON.stringify(rows)).not.toContain(code);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBe(60_000);
  });

  it('accepts the marketplace’s own origin and a lab’s own site from the database', async () => {
    expect((await issue('http://localhost/shopcar')).status).toBe(true);
    expect((await issue(`${LAB_ORIGIN}/about`)).status).toBe(true);
  });

  it('refuses a return address on an origin nobody allowed, storing nothing', async () => {
    for (const foreign of [
      'https://evil.example/',
      'http://partner.test:8080/',
      'https://lanhai-lab.example/',
    ]) {
      expect(await issue(foreign)).toMatchObject({ status: false, message: HANDOFF_MSG.notAllowed });
    }
    expect(await t.db.select().from(sessionHandoffs)).toHaveLength(0);
  });

  it('refuses what is not an http(s) address', async () => {
    for (const bad of [
      '',
      '/shopcar',
      'javascript:alert(1)',
      'data:text/html,x',
      'http://u:p@partner.test/',
      42,
    ]) {
      expect(await issue(bad)).toMatchObject({ status: false, message: HANDOFF_MSG.badReturn, data: null });
    }
    expect((await issue(`${TEST_ORIGIN}/${'a'.repeat(2100)}`)).message).toBe(HANDOFF_MSG.badReturn);
  });

  it('needs a login', async () => {
    expect((await t.call('session_handoff/issue', { return_url: PARTNER_PAGE })).status).toBe(-2);
    expect((await issue(PARTNER_PAGE, 'not-a-token-but-long-enough-xyz')).status).toBe(-2);
  });
});

describe('session_handoff/exchange', () => {
  it('gives the origin it was issued for a session of its own, once', async () => {
    const code = codeOf((await issue(PARTNER_PAGE)).data.url);
    const first = await exchange(code, TEST_ORIGIN);
    expect(first).toMatchObject({ status: true, data: { type: 1, userInfo: { mobile: '13800000001' } } });
    const token: string = first.data.token;
    expect(token).not.toBe(buyer);
    expect((await t.call('goods_cart/get', { page: 1, limit: 10 }, token)).status).toBe(true);

    // a second exchange of the same code is refused
    expect(await exchange(code, TEST_ORIGIN)).toMatchObject({ status: false, message: HANDOFF_MSG.badCode });

    // logging out on that side ends that side's session only
    expect((await t.call('user/loginOut', {}, token)).status).toBe(true);
    expect((await t.call('goods_cart/get', { page: 1, limit: 10 }, token)).status).toBe(-2);
    expect((await t.call('goods_cart/get', { page: 1, limit: 10 }, buyer)).status).toBe(true);
  });

  it('refuses a late exchange', async () => {
    const code = codeOf((await issue(PARTNER_PAGE)).data.url);
    await t.db.update(sessionHandoffs).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await exchange(code, TEST_ORIGIN)).toMatchObject({ status: false, message: HANDOFF_MSG.badCode });
  });

  it('refuses a code from another origin, or without an Origin, and burns it', async () => {
    const code = codeOf((await issue(PARTNER_PAGE)).data.url);
    expect((await exchange(code, LAB_ORIGIN)).message).toBe(HANDOFF_MSG.badCode);
    expect((await exchange(code, TEST_ORIGIN)).message).toBe(HANDOFF_MSG.badCode);

    const other = codeOf((await issue(PARTNER_PAGE)).data.url);
    expect((await exchange(other)).message).toBe(HANDOFF_MSG.badCode);
  });

  it('hands a merchant over as a merchant', async () => {
    const merchant = (await t.loginAs('merchant')).token;
    const code = codeOf((await issue(`${LAB_ORIGIN}/`, merchant)).data.url);
    expect((await exchange(code, LAB_ORIGIN)).data).toMatchObject({ type: 2, userInfo: { merchant_id: 1 } });
  });

  it('refuses malformed codes with the same message, never a 500', async () => {
    for (const code of ['', 'short', 'x'.repeat(101), '../../etc', 'a'.repeat(40)]) {
      const answer = await exchange(code, TEST_ORIGIN);
      expect(answer).toMatchObject({ status: false, message: HANDOFF_MSG.badCode, http: 200 });
    }
  });

  it('is rate limited per client', async () => {
    let last = 0;
    for (let i = 0; i < 8; i++) last = (await exchange('a'.repeat(40), TEST_ORIGIN)).http;
    expect(last).toBe(429);
  });
});

describe('the storefront’s /searchResult?t= hand-off (a portal’s search)', () => {
  const OWN = 'http://localhost';
  const RESULT = `${OWN}/searchResult?skw=%E6%B0%B4%E8%B4%A8&stype=goods`;

  it('refuses a session token in t: only a code is exchanged, and the token’s owner is untouched', async () => {
    const answer = await exchange(buyer, OWN);
    expect(answer).toMatchObject({ status: false, message: HANDOFF_MSG.badCode, data: null });
    expect(JSON.stringify(answer)).not.toContain(buyer);
    expect((await t.call('goods_cart/get', { page: 1, limit: 1 }, buyer)).status).toBe(true);
  });

  it('a code for the storefront’s own search page works once, from the storefront', async () => {
    const url = (await issue(RESULT)).data.url as string;
    expect(url.startsWith(`${RESULT}#${HANDOFF_PARAM}=`)).toBe(true);
    const code = codeOf(url);
    const first = await exchange(code, OWN);
    expect(first).toMatchObject({ status: true, data: { type: 1, userInfo: { mobile: '13800000001' } } });
    expect(first.data.token).not.toBe(buyer);
    // whoever read the address afterwards (an analytics script, a log) holds a spent code
    expect(await exchange(code, OWN)).toMatchObject({ status: false, message: HANDOFF_MSG.badCode });
  });

  it('within 60 s only', async () => {
    const [{ id: accountId }] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.mobile, '13800000001'), eq(accounts.type, 1)));
    const at = new Date('2027-03-01T08:00:00Z');
    const issueAt = () =>
      issueHandoff(t.db, { accountId, returnUrl: RESULT, ownOrigin: OWN, configured: [] }, at).then(codeOf);
    const inTime = await issueAt();
    const late = await issueAt();
    const later = (ms: number) => new Date(at.getTime() + ms);
    expect((await exchangeHandoff(t.db, inTime, OWN, later(59_000))).token).toBeTruthy();
    await expect(exchangeHandoff(t.db, late, OWN, later(60_000))).rejects.toThrow(HANDOFF_MSG.badCode);
  });
});

describe('one list for CORS and return addresses', () => {
  const preflight = (origin: string) =>
    t.request('/api/session_handoff/exchange', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('lets the operator’s origins and the labs’ own sites call the API, nobody else', async () => {
    expect((await preflight(TEST_ORIGIN)).headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect((await preflight(LAB_ORIGIN)).headers.get('access-control-allow-origin')).toBe(LAB_ORIGIN);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

it('stores codes only as hashes bound to one account', async () => {
  await issue(PARTNER_PAGE);
  const [row] = await t.db.select().from(sessionHandoffs).where(eq(sessionHandoffs.origin, TEST_ORIGIN));
  expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  expect(row!.usedAt).toBeNull();
});
