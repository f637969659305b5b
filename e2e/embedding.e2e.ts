/**
 * DESIGN §5: the pages for embedders. A host page under a strict Content-Security-Policy (only
 * the marketplace's script-src and connect-src; no inline script, no eval, no inline styles) on
 * the partner origin, where all six widgets still work; and the embedding guide, generated from
 * the widget table. Screenshots go to /tmp/partner-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { widgetRegistry, widgetTags } from '../src/widgets/registry';
import { PartnerPage } from './pages/partner-page';
import { Widgets } from './pages/widgets';
import { DESKTOP, MOBILE } from './support/browser';
import type { PageGlobals } from './support/dom';
import { expectAllText, expectText, expectVisible, useBrowser } from './support/fixture';

const SHOTS = '/tmp/partner-shots';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Every CSP violation the page reports, in every document it loads. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const g = globalThis as unknown as PageGlobals & { violations: string[] };
    g.violations = [];
    g.document.addEventListener('securitypolicyviolation', (e) => {
      const v = e as unknown as { violatedDirective: string; blockedURI: string };
      g.violations.push(`${v.violatedDirective} ${v.blockedURI}`);
    });
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { violations: string[] }).violations);

describe('a host page with a strict Content-Security-Policy', () => {
  const b = useBrowser();

  it('runs all six widgets with nothing but script-src and connect-src for the marketplace', async () => {
    const { page, errors } = await b.open({ stub: false });
    await watchViolations(page);
    const res = await page.goto(`${b.partnerURL}/strict.html`);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src ${b.baseURL};`);
    expect(csp).toContain(`connect-src ${b.baseURL};`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const w = new Widgets(page);
    await w.ready();
    expect(widgetTags).toHaveLength(6);
    for (const tag of widgetTags) expect(await page.locator(tag).count(), tag).toBe(1);

    // each one rendered, styled from its adopted sheet, and (where it asks) answered by the API
    await expectVisible(w.searchInput());
    await expect.poll(() => w.hotWordButtons().count()).toBeGreaterThan(0);
    await expectVisible(w.cartButton());
    await expectVisible(w.loginLink());
    const follow = w.followButtons(4);
    await expectAllText(follow, '关注', 1);
    const addToCart = page.locator('tic-add-to-cart');
    await expect.poll(() => addToCart.locator('[part~="price"]').textContent()).toMatch(/^¥\d+\.\d\d$/);
    const styled = await follow.evaluate((el) => {
      const g = globalThis as unknown as PageGlobals;
      return g.getComputedStyle(el as never).backgroundColor;
    });
    expect(styled).toBe('rgb(26, 98, 214)'); // --tic-primary's default, from the widget's own sheet
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await shot(page, 'strict-host-1366');

    // an action that needs a login still goes to the marketplace with the way back
    await addToCart.getByRole('button', { name: '加入购物车' }).click();
    await page.waitForURL((u) => u.origin === b.baseURL && u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${b.partnerURL}/strict.html`);
    expect(errors).toEqual([]);
  });
});

describe('the embedding guide', () => {
  const b = useBrowser();

  it('shows every element of the widget table live, with its documentation and snippet', async () => {
    const { page, errors } = await b.open({ stub: false });
    await page.goto(`${b.baseURL}/demo/portal.html`);
    await page.getByRole('link', { name: '商城挂件嵌入指南' }).click();
    await page.waitForURL(`${b.baseURL}/demo/guide.html`);
    await new Widgets(page).ready();
    for (const tag of widgetTags) {
      const section = page.locator(`section#${tag}`);
      await expectVisible(section.locator(`.stage ${tag}`));
      for (const p of widgetRegistry[tag].parts)
        await expectVisible(section.getByText(`${tag}::part(${p.name})`));
      await expectText(
        section.locator('pre.snippet'),
        (await section.locator('pre.snippet').textContent())!.trim(),
      );
      expect(await section.locator('pre.snippet').textContent()).toContain(
        `${b.baseURL}/widgets/tic-widgets.js`,
      );
    }
    // a live event lands in the element's own log
    const hot = page.locator('section#tic-hot-words');
    await expect.poll(() => hot.locator('[part~="word"]').count()).toBeGreaterThan(0);
    await hot.locator('[part~="word"]').first().click();
    await expect.poll(() => hot.locator('.log li').first().textContent()).toMatch(/^tic-search \{"keyword":/);
    expect(page.url()).toBe(`${b.baseURL}/demo/guide.html`); // the guide keeps the visitor

    await page.setViewportSize(DESKTOP);
    await shot(page, 'guide-1366');
    await page.screenshot({ path: `${SHOTS}/guide-1366-top.png` });
    await page.locator('section#tic-add-to-cart').screenshot({ path: `${SHOTS}/guide-1366-add-to-cart.png` });
    await hot.screenshot({ path: `${SHOTS}/guide-1366-hot-words.png` });
    await page.setViewportSize(MOBILE);
    await shot(page, 'guide-390');
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
    );
    await page.screenshot({ path: `${SHOTS}/guide-390-top.png` });
    await page.locator('section#tic-mini-cart').screenshot({ path: `${SHOTS}/guide-390-mini-cart.png` });
    await page.goto(`${b.baseURL}/demo/operators.html`);
    await shot(page, 'operators-390');
    expect(errors).toEqual([]);
  });

  it('the partner page, for the record', async () => {
    const { page, errors } = await b.open({ stub: false });
    const partner = new PartnerPage(page, b.partnerURL, b.baseURL);
    await partner.goto();
    await expect.poll(() => partner.addToCart(0).locator('[part~="price"]').textContent()).toMatch(/^¥/);
    await page.setViewportSize(DESKTOP);
    await shot(page, 'partner-1366');
    await page.locator('#services').screenshot({ path: `${SHOTS}/partner-1366-services.png` });
    await page.setViewportSize(MOBILE);
    await shot(page, 'partner-390');
    await page.screenshot({ path: `${SHOTS}/partner-390-top.png` });
    expect(errors).toEqual([]);
  });
});
