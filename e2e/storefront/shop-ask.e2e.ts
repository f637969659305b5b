import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { useBrowser } from '../support/fixture';
import { Storefront } from './pages/storefront';

const SHOTS = '/tmp/merchant-shots';
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).document.fonts.ready;
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** 问答: a buyer asks the demo lab on its shop page; the lab finds the question waiting in /merchant/qa. */
describe('storefront shop 问答', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`a buyer asks on /shop/qa and the lab sees it waiting (${label}px)`, async () => {
      const question = `样品可以自取吗？（${label}）`;
      const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.buyer });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/shop/qa?id=1');
      await sf.main().getByRole('button', { name: '我要提问' }).click();
      await sf.main().locator('.shop-ask textarea').fill(question);
      await shot(page, `shop-qa-ask-${label}`);
      await sf.main().getByRole('button', { name: '提交问题' }).click();
      await expect.poll(() => sf.main().locator('.shop-ask').count(), { timeout: 10_000 }).toBe(0);
      expect(errors).toEqual([]);

      const lab = await b.open({ stub: false, viewport, session: b.sessions.merchant });
      const lsf = new Storefront(lab.page, b.baseURL);
      await lsf.goto('/merchant/qa');
      await expect.poll(() => lsf.mainText(), { timeout: 10_000 }).toContain(question);
      expect(lab.errors).toEqual([]);
    }, 60_000);
  }
});
