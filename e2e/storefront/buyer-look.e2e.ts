import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, clearCart } from '../support/api';
import { screenshot } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { useBrowser } from '../support/fixture';
import { Storefront } from './pages/storefront';

/** Issue 18 items 6 and 7: what a buyer sees at 1440 and on a 390 px phone. */
const VIEWPORTS = [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const;

/** Scrolls through once so lazy images are in the full-page shot, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals & { scrollTo(x: number, y: number): void };
    const height = g.document.body.getBoundingClientRect().height;
    for (let y = 0; y < height; y += 600) {
      g.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    g.scrollTo(0, 0);
    await g.document.fonts.ready;
  });
}

type Box = { left: number; right: number; top: number; bottom: number };
type Rect = { x: number; y: number; width: number; height: number } | null;

const overlap = (a: Rect, b: Rect): boolean =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Adds to the cart from goods detail: the toast it raises leaves the search box free. */
async function toastCoversSearch(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: '加入购物车' }).filter({ visible: true }).first().click();
  const toast = page.locator('.sf-toast').first();
  await toast.waitFor();
  const search = page.locator('.sf-brandbar__search input[type="search"]');
  return overlap(await toast.boundingBox(), await search.boundingBox());
}

/** The hot words the header shows: each wholly inside its row or wholly out of it. */
async function cutHotWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    const host = g.document.querySelector('.sf-header [part="list"]')
      ? g.document
      : (g.document.querySelector('tic-hot-words')?.shadowRoot ?? g.document);
    const list = host.querySelector('[part="list"]') as unknown as {
      getBoundingClientRect(): Box;
      querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): Box; textContent: string | null }>;
    } | null;
    if (!list) return ['no hot-word list'];
    const box = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll('[part="word"]'))
      .filter((w) => {
        const r = w.getBoundingClientRect();
        const inside =
          r.left >= box.left - 0.5 &&
          r.right <= box.right + 0.5 &&
          r.top >= box.top - 0.5 &&
          r.bottom <= box.bottom + 0.5;
        const outside = r.left >= box.right || r.top >= box.bottom;
        return !inside && !outside;
      })
      .map((w) => w.textContent ?? '');
  });
}

describe('what a buyer sees (issue 18 items 6, 7)', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`home, search, goods detail, cart, settle, orders and account at ${label}px`, async () => {
      const { token } = b.sessions.buyer;
      await clearCart(b.baseURL, token);
      const added = await api<{ id: number }>(b.baseURL, 'goods_cart/add', {
        method: 'POST',
        token,
        body: { goods_id: 1, service_content_id: 101 },
      });
      expect(added.status).toBe(true);
      const { page, errors } = await b.open({ stub: false, session: b.sessions.buyer, viewport });
      const sf = new Storefront(page, b.baseURL);
      const pages: Array<[string, string]> = [
        ['home', '/home'],
        ['search', '/searchResult?skw=检测&stype=goods'],
        ['goodsdetail', '/home/goodsdetail?id=1'],
        ['cart', '/shopcar'],
        ['settle', `/shopcarsettle?ids=${added.data!.id}`],
        ['orders', '/home/order'],
        ['usercenter', '/home/usercenter'],
      ];
      for (const [name, path] of pages) {
        await sf.goto(path);
        await sf.settled();
        await scrollThrough(page);
        await sf.settled();
        if (name === 'home') expect(await cutHotWords(page)).toEqual([]);
        if (name === 'goodsdetail') expect(await toastCoversSearch(page)).toBe(false);
        await screenshot(page, `look-${name}-${label}`);
        if (label === '390')
          await page.screenshot({ path: `e2e/screenshots/look-${name}-${label}-view.png` });
      }
      expect(errors).toEqual([]);
      await clearCart(b.baseURL, token);
    }, 120_000);
  }
});
