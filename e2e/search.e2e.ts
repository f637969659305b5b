import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PortalPage } from './pages/portal-page';
import type { El, PageGlobals } from './support/dom';
import { useBrowser } from './support/fixture';

/** Records tic-search events in sessionStorage: it survives the navigation the search causes. */
async function recordSearches(page: Page, cancel = false): Promise<void> {
  await page.evaluate((cancelIt) => {
    const g = globalThis as unknown as PageGlobals;
    g.document.addEventListener('tic-search', (event) => {
      const seen = JSON.parse(g.sessionStorage.getItem('e2e-searches') ?? '[]');
      seen.push(event.detail);
      g.sessionStorage.setItem('e2e-searches', JSON.stringify(seen));
      if (cancelIt) event.preventDefault();
    });
  }, cancel);
}

const searches = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return JSON.parse(g.sessionStorage.getItem('e2e-searches') ?? '[]') as unknown[];
  });

async function waitForSearchResult(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.pathname === '/searchResult', { timeout: 10_000 });
  return new URL(page.url());
}

describe('tic-search-bar and tic-hot-words on the portal', () => {
  const b = useBrowser();

  it('hot words sit on one clipped line, and a click searches for the word', async () => {
    const { page, errors } = await b.open();
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const words = portal.widgets.hotWordButtons();
    await expect.poll(() => words.count()).toBeGreaterThan(3);

    const line = await portal.widgets.hotWords.evaluate((hostElement) => {
      const g = globalThis as unknown as PageGlobals;
      const root = (hostElement as unknown as El).shadowRoot!;
      const list = root.querySelector('[part~="list"]')!;
      const box = list.getBoundingClientRect();
      const items = [...root.querySelectorAll('[part~="word"]')];
      const visible = items.filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
        );
      });
      const style = g.getComputedStyle(list);
      return {
        total: items.length,
        visibleTops: [...new Set(visible.map((el) => el.offsetTop))],
        visibleCount: visible.length,
        overflow: [style.overflowX, style.overflowY],
        listHeight: box.height,
        wordHeight: visible[0]?.getBoundingClientRect().height ?? 0,
      };
    });
    expect(line.visibleCount).toBeGreaterThan(1);
    expect(line.visibleTops).toHaveLength(1);
    expect(line.overflow.every((o) => o === 'hidden' || o === 'clip')).toBe(true);
    // one line high: no second row hiding under the clip
    expect(line.listHeight).toBeLessThan(line.wordHeight * 2);

    await recordSearches(page);
    const word = ((await words.first().textContent()) ?? '').trim();
    await words.first().click();
    const url = await waitForSearchResult(page);
    expect(url.origin).toBe(b.baseURL);
    expect(url.searchParams.get('skw')).toBe(word);
    expect(url.searchParams.get('stype')).toBe('goods');
    expect(url.searchParams.has('t')).toBe(false);
    expect(await searches(page)).toEqual([{ keyword: word, type: 'goods' }]);
    expect(errors).toEqual([]);
  });

  it('typing a keyword and Enter fires tic-search and goes to the result page', async () => {
    const { page, errors } = await b.open();
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    await recordSearches(page);

    const input = portal.widgets.searchInput();
    expect(await input.getAttribute('placeholder')).toBe('请输入产品/行业/标准/服务');
    await input.fill('GB 5749-2022 水质');
    await input.press('Enter');
    const url = await waitForSearchResult(page);
    expect(url.searchParams.get('skw')).toBe('GB 5749-2022 水质');
    expect(url.searchParams.get('stype')).toBe('goods');
    expect(await searches(page)).toEqual([{ keyword: 'GB 5749-2022 水质', type: 'goods' }]);
    expect(errors).toEqual([]);
  });

  it('商家 searches merchants (stype=merchant); a logged-in search carries no token (the origin shares the login)', async () => {
    const { page } = await b.open({ session: b.sessions.buyer });
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    await portal.widgets.searchType().selectOption({ label: '商家' });
    await portal.widgets.searchInput().fill('计量');
    await portal.widgets.searchButton().click();
    const url = await waitForSearchResult(page);
    expect(url.searchParams.get('skw')).toBe('计量');
    expect(url.searchParams.get('stype')).toBe('merchant');
    expect(url.searchParams.has('t')).toBe(false);
    expect(page.url()).not.toContain(b.sessions.buyer.token);
  });

  it('a page that cancels tic-search stays where it is', async () => {
    const { page } = await b.open();
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    await recordSearches(page, true);
    await portal.widgets.searchInput().fill('CNAS');
    await portal.widgets.searchInput().press('Enter');
    await expect.poll(() => searches(page)).toEqual([{ keyword: 'CNAS', type: 'goods' }]);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/demo/portal.html');
  });
});
