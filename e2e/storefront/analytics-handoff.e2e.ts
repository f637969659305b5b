import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import { login, SECOND_BUYER } from '../support/api';
import { collectErrors, launchBrowser, newContext } from '../support/browser';
import { freePort, type RunningServer, startServer } from '../support/server';

/**
 * Issue 18: /searchResult?t=TOKEN hands a login over (DESIGN §6). A third-party analytics
 * script (TIC_ANALYTICS_SCRIPT) reads the address, so it must arrive only after the storefront
 * took the token out of it. The fake script here records every address it can see: when it runs,
 * and on each later history change.
 */
const FAKE_ANALYTICS = `(() => {
  const seen = (window.__analyticsSeen = window.__analyticsSeen || []);
  seen.push(location.href);
  for (const m of ['pushState', 'replaceState']) {
    const original = history[m].bind(history);
    history[m] = (...args) => { const r = original(...args); seen.push(location.href); return r; };
  }
  addEventListener('popstate', () => seen.push(location.href));
})();`;

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

  // waitForFunction with a string predicate evals it in the page, which the storefront's CSP
  // (no 'unsafe-eval') refuses: predicates are functions, typed without the DOM library
  type PageScope = { __analyticsSeen?: string[]; localStorage: { getItem(k: string): string | null } };
  const analyticsRan = () => !!(globalThis as unknown as PageScope).__analyticsSeen;
  const tokenIs = (token: string) =>
    (globalThis as unknown as PageScope).localStorage.getItem('tic_token') === token;

  const seen = (page: import('playwright-core').Page) =>
    page.evaluate('window.__analyticsSeen ?? null') as Promise<string[] | null>;

  it('loads only after t left the address: it never sees the token (five loads)', async () => {
    for (let i = 0; i < 5; i++) {
      const before = scriptRequests;
      const { context, page, errors } = await open();
      await page.goto(`${server.baseURL}/searchResult?skw=检测&stype=goods&t=${buyer.token}`);
      await page.waitForFunction(analyticsRan);
      const addresses = (await seen(page)) ?? [];
      // the script ran on this page and saw its address: the check below could fail
      expect(scriptRequests).toBe(before + 1);
      expect(addresses[0]).toContain('/searchResult?skw=');
      for (const address of addresses) expect(address).not.toMatch(/[?&]t=/);
      expect(addresses.join(' ')).not.toContain(buyer.token);
      // and the hand-off itself still works: the visitor is logged in with the token
      await page.waitForFunction(tokenIs, buyer.token);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('loads at once on other pages', async () => {
    const { context, page } = await open();
    await page.goto(`${server.baseURL}/help`);
    await page.waitForFunction(analyticsRan);
    expect((await seen(page))?.[0]).toBe(`${server.baseURL}/help`);
    await context.close();
  });

  it("asks a logged-in visitor before another account's link replaces their session", async () => {
    const { context, page } = await open(other);
    await page.goto(`${server.baseURL}/searchResult?skw=检测&t=${buyer.token}`);
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
