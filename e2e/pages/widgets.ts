import type { Locator, Page } from 'playwright-core';
import type { PageGlobals } from '../support/dom';

/**
 * The five widgets as a user meets them. Playwright's CSS and role locators pierce open shadow
 * roots, so these reach inside each widget without knowing more than its `part` names and texts.
 */
export class Widgets {
  constructor(readonly page: Page) {}

  /** Resolves when the bundle has run and every tag on the page is defined. */
  async ready(): Promise<void> {
    await this.page.waitForFunction(() => {
      const g = globalThis as unknown as PageGlobals;
      const tags = new Set([...g.document.querySelectorAll('*')].map((el) => el.localName));
      return (
        !!g.TicWidgets &&
        [...tags]
          .filter((tag) => tag.startsWith('tic-'))
          .every((tag) => g.customElements.get(tag) !== undefined)
      );
    });
  }

  // ---- tic-login-status ----
  get loginStatus(): Locator {
    return this.page.locator('tic-login-status');
  }
  loginLink(): Locator {
    return this.loginStatus.getByRole('link', { name: '请先登录' });
  }
  registerLink(): Locator {
    return this.loginStatus.getByRole('link', { name: '免费注册' });
  }
  /** The masked mobile that opens the role's dropdown. */
  account(masked: string): Locator {
    return this.loginStatus.getByText(masked, { exact: true }).first();
  }
  menuItem(name: string): Locator {
    return this.loginStatus.getByRole('link', { name, exact: true });
  }

  // ---- tic-search-bar / tic-hot-words ----
  get searchBar(): Locator {
    return this.page.locator('tic-search-bar').first();
  }
  searchInput(): Locator {
    return this.searchBar.locator('input');
  }
  searchType(): Locator {
    return this.searchBar.locator('select');
  }
  searchButton(): Locator {
    return this.searchBar.getByRole('button', { name: '搜索' });
  }
  get hotWords(): Locator {
    return this.page.locator('tic-hot-words').first();
  }
  hotWordButtons(): Locator {
    return this.hotWords.locator('[part~="word"]');
  }

  // ---- tic-mini-cart ----
  get miniCart(): Locator {
    return this.page.locator('tic-mini-cart').first();
  }
  cartButton(): Locator {
    return this.miniCart.locator('[part~="button"]');
  }
  cartBadge(): Locator {
    return this.miniCart.locator('[part~="badge"]');
  }
  cartPopover(): Locator {
    return this.miniCart.locator('[part~="popover"]');
  }
  cartItems(): Locator {
    return this.cartPopover().locator('[part~="item"]');
  }
  cartTotal(): Locator {
    return this.cartPopover().locator('[part~="total"]');
  }
  async openCart(): Promise<void> {
    await this.cartButton().hover();
    await this.cartPopover().waitFor({ state: 'visible' });
  }

  // ---- tic-shop-follow ----
  followButtons(merchantId: number): Locator {
    return this.page.locator(`tic-shop-follow[merchant-id="${merchantId}"] button`);
  }

  /** The message a widget shows after an action (its own toast, inside its shadow root). */
  toastIn(host: Locator): Locator {
    return host.locator('[part~="toast"]');
  }
}
