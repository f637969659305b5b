import { beforeEach, describe, expect, it } from 'vitest';
import { PortalPage } from './pages/portal-page';
import { clearCart } from './support/api';
import { expectText, expectVisible, useBrowser } from './support/fixture';

describe('tic-mini-cart with the portal’s 加入购物车 buttons', () => {
  const b = useBrowser();

  beforeEach(async () => {
    await clearCart(b.baseURL, b.sessions.buyer.token);
  });

  it('adding updates the badge, the popover shows names, prices and total, removing updates the badge', async () => {
    const { page, errors } = await b.open({ session: b.sessions.buyer });
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const w = portal.widgets;

    await expectText(w.cartBadge(), '0');

    const cards = [0, 1];
    const names: string[] = [];
    const prices: number[] = [];
    for (const i of cards) {
      names.push(await portal.serviceName(i));
      prices.push(Number(await portal.serviceCard(i).getAttribute('data-price')));
      await portal.addToCart(i);
      await expectText(w.cartBadge(), String(i + 1));
    }
    expect(await w.cartButton().getAttribute('aria-label')).toContain('2');

    await w.openCart();
    await expect.poll(() => w.cartItems().count()).toBe(2);
    const items = (await w.cartItems().allTextContents()).join('\n');
    for (const [i, name] of names.entries()) {
      expect(items).toContain(name);
      expect(items).toContain(prices[i].toFixed(2));
    }
    const total = prices.reduce((sum, p) => sum + p, 0);
    await expectText(w.cartTotal(), `¥${total.toFixed(2)}`);
    await expectVisible(w.cartPopover().getByRole('link', { name: '去购物车结算' }));

    // remove the item of the first card from the popover
    const first = w.cartItems().filter({ hasText: names[0] });
    await first.locator('[part~="remove"]').click();
    await expectText(w.cartBadge(), '1');
    await w.openCart();
    await expect.poll(() => w.cartItems().count()).toBe(1);
    expect(await w.cartItems().first().textContent()).toContain(names[1]);
    await expectText(w.cartTotal(), `¥${prices[1].toFixed(2)}`);
    expect(errors).toEqual([]);
  });
});
