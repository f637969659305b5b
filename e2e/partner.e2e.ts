import { describe, expect, it } from 'vitest';
import { PARTNER_MERCHANT, PartnerPage } from './pages/partner-page';
import { clearCart, DEMO_PASSWORD, isFollowing, SECOND_BUYER, unfollow } from './support/api';
import type { PageGlobals } from './support/dom';
import { expectAllText, expectText, expectVisible, useBrowser } from './support/fixture';

describe('the partner lab’s site on a second origin', () => {
  const b = useBrowser();

  it('follow and cart buttons work cross-origin after TicWidgets.login in that origin', async () => {
    expect(b.partnerURL).not.toBe('');
    expect(new URL(b.partnerURL).origin).not.toBe(new URL(b.baseURL).origin);
    const { page, errors } = await b.open();
    const apiOrigins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin);
    });
    const partner = new PartnerPage(page, b.partnerURL, b.baseURL);
    await partner.goto();
    const w = partner.widgets;

    // the bundle came from the main origin, configured by the page's own script
    const script = await page.evaluate(() =>
      [...(globalThis as unknown as PageGlobals).document.scripts].map((s) => ({
        src: s.src,
        api: s.dataset.api ?? '',
        sf: s.dataset.storefront ?? '',
      })),
    );
    expect(script).toContainEqual({
      src: `${b.baseURL}/widgets/tic-widgets.js`,
      api: `${b.baseURL}/api`,
      sf: b.baseURL,
    });

    await partner.login(SECOND_BUYER, DEMO_PASSWORD);
    const token = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).localStorage.getItem('tic_token'),
    );
    expect(token).toBeTruthy();
    // a known starting point on the server, then the page as a returning visitor sees it
    await unfollow(b.baseURL, token!, PARTNER_MERCHANT);
    await clearCart(b.baseURL, token!);
    await partner.reload();

    const follow = w.followButtons(PARTNER_MERCHANT);
    await expectAllText(follow, '关注', 1);
    await follow.click();
    await expectAllText(follow, '已关注', 1);
    expect(await isFollowing(b.baseURL, token!, PARTNER_MERCHANT)).toBe(true);

    await expectVisible(w.cartButton());
    await expectText(w.cartBadge(), '0');
    const name = ((await partner.services().first().locator('h3').textContent()) ?? '').trim();
    await partner.order(0);
    await expectText(w.cartBadge(), '1');
    await w.openCart();
    expect(await w.cartItems().first().textContent()).toContain(name);

    // the storefront links point at the main origin, not the partner's
    const settle = await w.cartPopover().getByRole('link', { name: '去购物车结算' }).getAttribute('href');
    expect(new URL(settle ?? '', page.url()).origin).toBe(b.baseURL);

    // the item's image is the marketplace's, wherever the widget is embedded
    const image = await w.cartItems().first().locator('img').getAttribute('src');
    expect.soft(new URL(image ?? '', page.url()).origin, `cart item image ${image}`).toBe(b.baseURL);

    await partner.reload();
    await expectAllText(follow, '已关注', 1);
    await expectText(w.cartBadge(), '1');
    expect([...apiOrigins]).toEqual([b.baseURL]);
    expect(errors).toEqual([]);
  });
});
