import type { Locator } from 'playwright-core';
import { t } from '../../../src/core/i18n/zh-cn';
import { type RouteRow, routeTable } from '../../../src/storefront/route-table';
import type { Storefront } from './storefront';

/** Spec §2 shop nav labels by shop-style nav id, from the route table. */
export const SHOP_NAV_LABEL: Record<number, string> = Object.fromEntries(
  (routeTable as readonly RouteRow[]).flatMap((r) => (r.shopNav ? [[r.shopNav.id, t(r.shopNav.label)]] : [])),
);

/** The shop layout (/shop*?id=): banner, shop name, follow toggle and the shop nav. */
export class ShopPage {
  constructor(readonly sf: Storefront) {}

  name(): Locator {
    return this.sf.page.locator('.sf-shop-id__name');
  }
  followButton(): Locator {
    return this.sf.page.locator('.sf-shop-id [part~="button"]');
  }
  nav(): Locator {
    return this.sf.page.locator('nav.sf-shop-nav');
  }
  navLinks(): Locator {
    return this.nav().getByRole('link');
  }
  navLink(label: string): Locator {
    return this.nav().getByRole('link', { name: label, exact: true });
  }
  async navItems(): Promise<Array<{ label: string; href: string; current: boolean }>> {
    const links = this.navLinks();
    const items = [];
    for (let i = 0; i < (await links.count()); i++) {
      const link = links.nth(i);
      items.push({
        label: (await link.innerText()).trim(),
        href: (await link.getAttribute('href')) ?? '',
        current: (await link.getAttribute('aria-current')) === 'page',
      });
    }
    return items;
  }
}
