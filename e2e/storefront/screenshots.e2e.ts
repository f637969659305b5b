import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { useBrowser } from '../support/fixture';
import { richestShop } from './pages/route-table';
import { Storefront } from './pages/storefront';

/** Full-page screenshots of the storefront's main pages into e2e/screenshots/storefront-*.png. */
describe('storefront screenshots (e2e/screenshots/)', () => {
  const b = useBrowser();
  let shopId = 1;

  beforeAll(async () => {
    shopId = (await richestShop(b.baseURL)).id;
  });

  const pages = (): Array<[string, string]> => [
    ['home', '/home'],
    ['search', '/searchResult?skw=水质检测&stype=goods'],
    ['goodsdetail', '/home/goodsdetail?id=1'],
    ['shop', `/shop?id=${shopId}`],
  ];

  for (const [label, viewport] of VIEWPORTS) {
    it(`home, search result, goods detail and shop at ${label}px`, async () => {
      const { page } = await b.open({ stub: false, viewport });
      const sf = new Storefront(page, b.baseURL);
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      for (const [name, path] of pages()) {
        await sf.goto(path);
        // lazy images below the fold: scroll through once so the full-page shot has them
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
        await sf.settled();
        await screenshot(page, `storefront-${name}-${label}`);
      }
      expect(pageErrors).toEqual([]);
    });
  }
});
