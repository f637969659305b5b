import { describe, expect, it } from 'vitest';
import { PartnerPage } from './pages/partner-page';
import { PortalPage } from './pages/portal-page';
import { api, clearCart } from './support/api';
import { screenshot, VIEWPORTS } from './support/browser';
import type { PageGlobals } from './support/dom';
import { useBrowser } from './support/fixture';

describe('screenshots (e2e/screenshots/)', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`portal logged out at ${label}px`, async () => {
      const { page, errors } = await b.open({ viewport });
      const portal = new PortalPage(page, b.baseURL);
      await portal.goto();
      await portal.widgets.hotWordButtons().first().waitFor();
      await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
      await screenshot(page, `portal-logged-out-${label}`);
      expect(errors).toEqual([]);
    });

    it(`portal as the buyer with the cart popover open at ${label}px`, async () => {
      const { token } = b.sessions.buyer;
      await clearCart(b.baseURL, token);
      const { page, errors } = await b.open({ viewport, session: b.sessions.buyer });
      const portal = new PortalPage(page, b.baseURL);
      await portal.goto();
      for (const i of [0, 2]) {
        const card = portal.serviceCard(i);
        await api(b.baseURL, 'goods_cart/add', {
          method: 'POST',
          token,
          body: {
            goods_id: Number(await card.getAttribute('data-goods-id')),
            service_content_id: Number(await card.getAttribute('data-service-content-id')),
          },
        });
      }
      await portal.reload();
      await portal.widgets.hotWordButtons().first().waitFor();
      await portal.widgets.openCart();
      await portal.widgets.cartItems().nth(1).waitFor();
      await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
      await screenshot(page, `portal-buyer-cart-${label}`);
      expect(errors).toEqual([]);
    });

    it(`partner page at ${label}px`, async () => {
      const { page, errors } = await b.open({ viewport });
      const partner = new PartnerPage(page, b.partnerURL, b.baseURL);
      await partner.goto();
      await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
      await screenshot(page, `partner-${label}`);
      expect(errors).toEqual([]);
    });
  }
});
