import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import { PortalPage } from '../pages/portal-page';
import { login, SECOND_BUYER } from '../support/api';
import { collectErrors, launchBrowser, newContext } from '../support/browser';
import { freePort, type RunningServer, startServer } from '../support/server';

/**
 * /searchResult?t= hands a portal's login over as a single-use, 60-second code, never the
 * session token. A third-party analytics script (TIC_ANALYTICS_SCRIPT) reads the address and the
 * address the browser loaded (`performance.getEntriesByType('navigation')[0].name`, which no
 * replaceState changes): it must find no session token in either, and the code it may find there
 * must be spent already. The fake script here records both when it runs, and each later history
 * change.
 */
const FAKE_ANALYTICS = `(() => {
  const seen = (window.__analyticsSeen = window.__analyticsSeen || []);
  window.__analyticsLoaded = performance.getEntriesByType('navigation')[0].name;
  seen.push(location.href);
  // what a hostile script would do with a code it finds in the loaded address: try it at once
  const t = new URL(window.__analyticsLoaded).searchParams.get('t');
  if (t) fetch('/api/session_handoff/exchange', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: t }),
  }).then((r) => r.json()).then((b) => { window.__analyticsTried = b.status; }, () => { window.__analyticsTried = 'failed'; });
  for (const m of ['pushState', 'replaceState']) {
    const original = history[m].bind(history);
    history[m] = (...args) => { const r = original(...args); seen.push(location.href); return r; };
  }
  addEventListener('popstate', () => seen.push(location.href));
})();`;

type PageScope = {
  __analyticsSeen?: string[];
  __analyticsTried?: unknown;
  __analyticsLoaded?: string;
  localStorage: { getItem(k: string): string | null };
  performance: { getEntriesByType(type: string): { name: string }[] };
  location: { href: string };
};
// waitForFunction with a string predicate evals it in the page, which the storefront's CSP
// (no 'unsafe-eval') refuses: predicates are functions, typed without the DOM library
const analyticsRan = () => !!(globalThis as unknown as PageScope).__analyticsSeen;
const scriptTried = () => (globalThis as unknown as PageScope).__analyticsTried !== undefined;
const loggedIn = () => !!(globalThis as unknown as PageScope).localStorage.getItem('tic_token');

/** What a script on the page can read: the addresses, the loaded address, the session. */
const readable = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageScope;
    return {
      seen: g.__analyticsSeen ?? null,
      loadedWhenScriptRan: g.__analyticsLoaded ?? null,
      navigation: g.performance.getEntriesByType('navigation')[0]?.name ?? '',
      location: g.location.href,
      token: g.localStorage.getItem('tic_token'),
      scriptTried: g.__analyticsTried,
    };
  });

describe('the analytics script and the t hand-off', () => {
  let scriptServer: Server;
  let scriptRequests = 0;
  let server: RunningServer;
  let browser: Browser;
  let buyer: LoginResult;
  let other: LoginResult;

  beforeAll(async () => {
    const port = await freePort();
    scriptServer = createServer((_req, res) => {
      scriptRequests++;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(FAKE_ANALYTICS);
    });
    scriptServer.listen(port, '127.0.0.1');
    await once(scriptServer, 'listening');
    server = await startServer({
      env: {
        DATABASE_URL: 'memory://',
        TIC_DATA_DIR: undefined,
        TIC_ANALYTICS_SCRIPT: `http://127.0.0.1:${port}/hm.js`,
      },
    });
    [buyer, other] = await Promise.all([
      login(server.baseURL, 'buyer'),
      login(server.baseURL, 'buyer', SECOND_BUYER),
    ]);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    scriptServer?.close();
  });

  async function open(session?: LoginResult) {
    const context = await newContext(browser, { origins: [server.baseURL], session });
    const page = await context.newPage();
    return { context, page, errors: collectErrors(page) };
  }

  const api = (id: string, body: unknown, token?: string) =>
    fetch(`${server.baseURL}/api/${id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.baseURL,
        ...(token ? { 'login-token': token } : {}),
      },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ status: unknown; message: string; data: { url?: string } | null }>);

  /** A portal's link: the code session_handoff/issue gives for the storefront's result page, in t. */
  async function handoffLink(
    session: LoginResult,
    query = 'skw=检测&stype=goods',
  ): Promise<{ url: string; code: string }> {
    const result = `${server.baseURL}/searchResult?${query}`;
    const issued = await api('session_handoff/issue', { return_url: result }, session.token);
    expect(issued.status).toBe(true);
    const code = new URL(issued.data!.url!).hash.replace('#tic_code=', '');
    expect(code).toMatch(/^[\w-]{32}$/);
    return { url: `${result}&t=${code}`, code };
  }

  it('the loaded address holds only a code, spent before the script runs; never a session token (five loads)', async () => {
    for (let i = 0; i < 5; i++) {
      const before = scriptRequests;
      const { url, code } = await handoffLink(buyer);
      const { context, page, errors } = await open();
      await page.goto(url);
      await page.waitForFunction(analyticsRan);
      await page.waitForFunction(loggedIn);
      await page.waitForFunction(scriptTried);
      const seen = await readable(page);
      // the script ran on this page: the checks below could fail
      expect(scriptRequests).toBe(before + 1);
      // the code it found in the loaded address was spent before it ran: its own try is refused
      expect(seen.scriptTried).toBe(false);
      const tokens = [buyer.token, seen.token!];
      expect(seen.token).not.toBe(buyer.token); // a session of the storefront's own
      for (const text of [seen.navigation, seen.loadedWhenScriptRan!, seen.location, ...seen.seen!]) {
        for (const token of tokens) expect(text).not.toContain(token);
      }
      // what it may read there is the spent code, worth nothing now
      expect(seen.navigation).toContain(`t=${code}`);
      expect(seen.location).not.toMatch(/[?&]t=/);
      for (const address of seen.seen!) expect(address).not.toMatch(/[?&]t=/);
      expect(await api('session_handoff/exchange', { code })).toMatchObject({ status: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('the portal’s own search (same origin) goes to the result page with no token at all', async () => {
    const { context, page, errors } = await open(buyer);
    const portal = new PortalPage(page, server.baseURL);
    await portal.goto();
    await portal.widgets.searchInput().fill('水质');
    await portal.widgets.searchButton().click();
    await page.waitForURL((u) => u.pathname === '/searchResult');
    await page.waitForFunction(analyticsRan);
    const seen = await readable(page);
    expect(new URL(seen.navigation).pathname).toBe('/searchResult');
    expect(new URL(seen.navigation).searchParams.has('t')).toBe(false);
    for (const text of [seen.navigation, seen.loadedWhenScriptRan!, seen.location, ...seen.seen!])
      expect(text).not.toContain(buyer.token);
    expect(seen.token).toBe(buyer.token); // the same login, shared by the origin
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a session token in t is refused: not adopted, never used as a login', async () => {
    const { context, page } = await open();
    const sentWith: string[] = [];
    page.on('request', (r) => {
      const token = r.headers()['login-token'];
      if (token) sentWith.push(token);
    });
    await page.goto(`${server.baseURL}/searchResult?skw=检测&t=${buyer.token}`);
    await page.waitForFunction(analyticsRan);
    const seen = await readable(page);
    expect(seen.token).toBeNull();
    expect(seen.location).not.toContain(buyer.token);
    expect(sentWith).not.toContain(buyer.token);
    await context.close();
  }, 60_000);

  it('loads at once on other pages', async () => {
    const { context, page } = await open();
    await page.goto(`${server.baseURL}/help`);
    await page.waitForFunction(analyticsRan);
    expect((await readable(page)).seen?.[0]).toBe(`${server.baseURL}/help`);
    await context.close();
  });

  it("asks a logged-in visitor before another account's link replaces their session", async () => {
    const { url } = await handoffLink(buyer, 'skw=检测');
    const { context, page } = await open(other);
    await page.goto(url);
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('切换账号');
    expect(await page.evaluate("localStorage.getItem('tic_token')")).toBe(other.token);
    await dialog.getByRole('button', { name: '保持当前账号' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
    expect(await page.evaluate("localStorage.getItem('tic_token')")).toBe(other.token);
    expect(page.url()).not.toContain('t=');
    await context.close();
  }, 60_000);
});
