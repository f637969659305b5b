import type { Locator, Page } from 'playwright-core';
import type { PageGlobals } from '../support/dom';
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

  /** Logs in the way a partner site's own script would: TicWidgets.login in this origin. */
  async login(mobile: string, password: string): Promise<void> {
    const result = await this.page.evaluate(
      ([m, p]) => {
        const g = globalThis as unknown as PageGlobals & {
          TicWidgets: { login: (...a: string[]) => Promise<{ ok: boolean; message: string }> };
        };
        return g.TicWidgets.login('buyer', m, p);
      },
      [mobile, password],
    );
    if (!result.ok) throw new Error(`TicWidgets.login refused: ${result.message}`);
  }

  services(): Locator {
    return this.page.locator('.service[data-goods-id]');
  }
  async order(index = 0): Promise<void> {
    await this.services().nth(index).getByRole('button', { name: '在线下单' }).click();
  }
}
