import type { Locator, Page, Request } from 'playwright-core';
import { FIRST_ANSWERS_ID } from '../../../src/core/api/contract/first-calls';
import type { PageGlobals } from '../../support/dom';

export const SITE_NAME = '检验检测认证服务商城';

/** One answer the page got from the API while it rendered. */
export interface ApiAnswer {
  /** `goods/info`, `article/get` … */
  endpoint: string;
  status: unknown;
  data: unknown;
}

/** Calls the shell makes on every page (header, session lists): they say nothing about the page. */
export const LAYOUT_ENDPOINTS = new Set([
  'config/load',
  'search/get',
  'goods_cart/get',
  'goods_collect/get',
  'merchant_attention/get',
  'notice_site_letter/getNotReadCount',
  'captcha/get',
  'goods/view',
  'goods_footprint/record',
  'announcement/view',
  'article/view',
  'help/views',
  'page/view',
  'merchant_article/views',
  // the header's 在线助手 link
  'chat_gpt/get_url',
]);

/** Fields whose text a list or detail shows a user: a name, a title, a question. */
const SHOWN_FIELDS = ['name', 'title', 'org_name', 'question', 'keyword', 'order_no', 'consignee'];

const endpointOf = (url: string): string | null => {
  const path = new URL(url).pathname;
  return path.startsWith('/api/') ? path.slice(5) : null;
};

/**
 * The storefront as a user meets it: the page's main region, its header (login status, search
 * bar, mini cart), the top navigation and the toast. It also watches the API traffic so a test
 * can wait until the page has settled and compare what it shows with what the API answered.
 */
export class Storefront {
  private inflight = 0;
  private lastActivity = Date.now();
  private answers: ApiAnswer[] = [];

  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {
    const done = async (request: Request) => {
      try {
        const endpoint = endpointOf(request.url());
        const response = endpoint ? await request.response() : null;
        if (endpoint && response?.headers()['content-type']?.includes('json')) {
          const body = (await response.json().catch(() => null)) as {
            status?: unknown;
            data?: unknown;
          } | null;
          if (body) this.answers.push({ endpoint, status: body.status, data: body.data });
        }
      } catch {
        // the page or its context closed while the answer was read: nothing left to record
      } finally {
        if (endpointOf(request.url())) {
          this.inflight--;
          this.lastActivity = Date.now();
        }
      }
    };
    page.on('request', (request) => {
      if (!endpointOf(request.url())) return;
      this.inflight++;
      this.lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => void done(request));
    page.on('requestfailed', (request) => void done(request));
  }

  /** Opens a path as a deep link (the server answers the SPA shell) and waits until it settled. */
  async goto(path: string): Promise<void> {
    this.answers = [];
    await this.page.goto(this.baseURL + encodeURI(decodeURI(path)));
    await this.recordFirstScreen();
    await this.settled();
  }

  /** The answers the server wrote into the HTML (src/server/first-screen.ts) count as the API's. */
  private async recordFirstScreen(): Promise<void> {
    // read at once, without a locator's wait: the HTML is parsed by the load event, so the element
    // is there or never will be (a 1 s locator timeout once ran out on a loaded CI machine, and
    // the home page's answers went unrecorded)
    const json = await this.page
      .evaluate(
        (id) =>
          (globalThis as unknown as PageGlobals).document.querySelector(`script#${id}`)?.textContent ?? null,
        FIRST_ANSWERS_ID,
      )
      .catch(() => null); // a page that navigated on at once has no answers of its own to read
    const written = JSON.parse(json || '{}') as Record<string, unknown>;
    for (const [key, data] of Object.entries(written)) {
      this.answers.push({ endpoint: key.split('?')[0], status: true, data });
    }
  }

  /** An in-app navigation, as a link click would do (wouter listens to pushState). */
  async navigate(path: string): Promise<void> {
    this.answers = [];
    await this.page.evaluate(
      (to) => {
        const g = globalThis as unknown as { history: { pushState(s: unknown, t: string, u: string): void } };
        g.history.pushState(null, '', to);
      },
      encodeURI(decodeURI(path)),
    );
    await this.settled();
  }

  /** No API call in flight for a moment, and nothing in the page marked busy or loading. */
  async settled(timeout = 10_000): Promise<void> {
    // visible ones only: a collapsed <details> may hold a placeholder until it is opened
    const busy = this.page.locator('#sf-main [aria-busy="true"], .sf-page-loading').filter({ visible: true });
    // a first page in a lazy frame (login's slim frame, the shop's) renders only once that chunk
    // is here, which may be after the load event on a loaded machine: until then #app is empty
    const mounted = this.page.locator('#app > *');
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const quiet = this.inflight <= 0 && Date.now() - this.lastActivity > 150;
      if (quiet && (await busy.count()) === 0 && (await mounted.count()) > 0) return;
      await this.page.waitForTimeout(50);
    }
    const what = await busy.evaluateAll((els) =>
      els.map((el) => (el as unknown as { outerHTML: string }).outerHTML.slice(0, 120)),
    );
    throw new Error(
      `${this.page.url()} did not settle in ${timeout} ms: ${this.inflight} API calls pending, busy: ${JSON.stringify(what)}`,
    );
  }

  /** The API answers of the page itself since the last goto/navigate (layout calls left out). */
  pageAnswers(): ApiAnswer[] {
    return this.answers.filter((a) => !LAYOUT_ENDPOINTS.has(a.endpoint));
  }
  allAnswers(): ApiAnswer[] {
    return [...this.answers];
  }

  /** Names and titles the page's API answers carry (list items and details). */
  shownTexts(answers = this.pageAnswers()): string[] {
    const texts = new Set<string>();
    const take = (item: unknown) => {
      if (!item || typeof item !== 'object') return;
      for (const field of SHOWN_FIELDS) {
        const value = (item as Record<string, unknown>)[field];
        if (typeof value === 'string' && value.trim().length >= 2) texts.add(value.trim());
      }
      take((item as { goodsInfo?: unknown }).goodsInfo); // cart items name their service there
      take((item as { merchantInfo?: unknown }).merchantInfo); // followed shops name the shop there
    };
    for (const { status, data } of answers) {
      if (status !== true || !data || typeof data !== 'object') continue;
      const d = data as { list?: unknown; info?: unknown };
      if (Array.isArray(d.list)) d.list.forEach(take);
      take(d.info);
    }
    return [...texts];
  }

  get url(): URL {
    return new URL(this.page.url());
  }

  // ---- regions ----
  main(): Locator {
    return this.page.locator('#sf-main');
  }
  async mainText(): Promise<string> {
    return (await this.main().innerText()).replace(/\s+/g, ' ');
  }
  /** The 404 / error page (status code and message). */
  errorPage(): Locator {
    return this.page.locator('.sf-error-page');
  }
  errorCode(): Locator {
    return this.page.locator('.sf-error-page__code');
  }
  /** A failed load inside the page (the warning empty state). */
  /** The page's own "nothing here" state (components/empty-state.tsx). */
  emptyState(): Locator {
    return this.main().locator('.sf-empty');
  }
  failedState(): Locator {
    return this.main().locator('.sf-empty[role="alert"]');
  }
  /** A page that is still the "being built" placeholder. */
  stub(): Locator {
    return this.main().locator('.sf-stub');
  }
  headings(): Locator {
    return this.main().locator('h1, h2');
  }
  toast(): Locator {
    return this.page.locator('.sf-toast');
  }

  // ---- top navigation ----
  navLink(label: string): Locator {
    return this.page.locator('nav.sf-nav').getByRole('link', { name: label, exact: true });
  }
  /** Labels of the top-navigation links that carry aria-current="page". */
  currentNav(): Promise<string[]> {
    return this.page
      .locator('nav.sf-nav a[aria-current="page"]')
      .allInnerTexts()
      .then((t) => t.map((x) => x.trim()));
  }

  // ---- header ----
  searchInput(): Locator {
    return this.page.locator('.sf-brandbar__search input').first();
  }
  cartBadge(): Locator {
    return this.page.locator('.sf-brandbar__cart [part~="badge"]');
  }
  async cartCount(): Promise<number> {
    const text = ((await this.cartBadge().textContent()) ?? '').trim();
    return text === '' ? 0 : Number(text);
  }
  loginLink(): Locator {
    return this.page.locator('.sf-topbar [part~="login"]');
  }
  /** The masked mobile that opens the account dropdown. */
  account(): Locator {
    return this.page.locator('.sf-topbar [part~="account"]');
  }
  menuItem(name: string): Locator {
    return this.page.locator('.sf-topbar').getByRole('link', { name, exact: true });
  }
  logoutButton(): Locator {
    return this.page.locator('.sf-topbar [part~="logout"]');
  }
  async openAccountMenu(): Promise<void> {
    await this.account().hover();
    await this.page.locator('.sf-topbar [part~="menu"]').waitFor({ state: 'visible' });
  }
}
