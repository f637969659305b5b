import type { Locator, Page } from 'playwright-core';
import { Widgets } from './widgets';

/** The lab whose site demo/partner.html is. */
export const PARTNER_MERCHANT = 4;

/** demo/partner.html on the partner origin, pointed at the main origin with ?main=PORT. */
export class PartnerPage {
  readonly widgets: Widgets;

  constructor(
    readonly page: Page,
    readonly partnerURL: string,
    readonly baseURL: string,
  ) {
    this.widgets = new Widgets(page);
  }

  get url(): string {
    return `${this.partnerURL}/?main=${new URL(this.baseURL).port}`;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.url);
    await this.widgets.ready();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.widgets.ready();
  }

  services(): Locator {
    return this.page.locator('.service');
  }
  /** The card's <tic-add-to-cart>: its catalogue price and 加入购物车. */
  addToCart(index = 0): Locator {
    return this.services().nth(index).locator('tic-add-to-cart');
  }
  async order(index = 0): Promise<void> {
    await this.addToCart(index).getByRole('button', { name: '加入购物车' }).click();
  }
}
