import type { Locator, Page } from 'playwright-core';
import type { Kind } from '../support/api';
import { Widgets } from './widgets';

/** The featured lab that appears twice on the portal (service card and 推荐机构 sidebar). */
export const PORTAL_TWICE_MERCHANT = 4;

const LOGIN_LABEL: Record<Kind, string> = {
  buyer: '以买家登录',
  merchant: '以商家登录',
  expert: '以专家登录',
};

/** demo/portal.html: the society's portal page with every widget in it. */
export class PortalPage {
  readonly widgets: Widgets;

  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {
    this.widgets = new Widgets(page);
  }

  get url(): string {
    return `${this.baseURL}/demo/portal.html`;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.url);
    await this.widgets.ready();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.widgets.ready();
  }

  // ---- 演示账号 panel ----
  demoPanel(): Locator {
    return this.page.locator('.demo-panel');
  }
  async demoLogin(kind: Kind): Promise<void> {
    await this.demoPanel().getByRole('button', { name: LOGIN_LABEL[kind] }).click();
  }
  async demoLogout(): Promise<void> {
    await this.demoPanel().getByRole('button', { name: '退出', exact: true }).click();
  }

  // ---- 推荐服务 cards ----
  serviceCards(): Locator {
    return this.page.locator('.service-card[data-goods-id]');
  }
  serviceCard(index = 0): Locator {
    return this.serviceCards().nth(index);
  }
  async serviceName(index = 0): Promise<string> {
    return ((await this.serviceCard(index).locator('h3').textContent()) ?? '').trim();
  }
  async addToCart(index = 0): Promise<void> {
    await this.serviceCard(index).getByRole('button', { name: '加入购物车' }).click();
  }
}
