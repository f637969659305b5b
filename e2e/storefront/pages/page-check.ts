import type { PageGlobals } from '../../support/dom';
import type { TableRoute } from './route-table';
import { LAYOUT_ENDPOINTS, SITE_NAME, type Storefront } from './storefront';

const SLIM_LAYOUTS = new Set(['login', 'register', 'findpass']);

/** The shop header's own calls: the shop name shows above the page, not in it. */
const SHOP_LAYOUT_ENDPOINTS = new Set(['merchant/info', 'merchant_style/info']);

/**
 * The account menu's order badge asks order/get for a count: on an account page that does not
 * list orders itself, that answer's order (another journey may have just placed one) is not the page's.
 */
const ACCOUNT_LAYOUT_ENDPOINTS = new Set(['order/get']);
const ORDER_PAGES = new Set(['/home/order', '/home/usercenter', '/home/contract', '/home/electronicinvoice']);

/** Calls a page makes only for a state it shows in words (资质管理 asks the shop whether it waits for review). */
const STATE_CALLS: Record<string, string> = {
  '/merchant/qualification': 'merchant_center/shop',
};

/** Pages whose own data the header also loads (the cart page lists the header's cart). */
const PAGE_OWN_LAYOUT_CALLS: Record<string, string> = {
  '/shopcar': 'goods_cart/get',
  '/expert/follow': 'merchant_attention/get',
};

/**
 * Pages about one object named in the query (an order, the cart items to settle, a payment):
 * opened bare, as the route walk does, they show their empty or message state; the buying
 * journey (buying.e2e.ts) opens them with real objects.
 */
const OBJECT_PAGES = new Set([
  '/shopcarsettle',
  '/cashierdesk',
  '/home/order/detail',
  '/merchant/order/detail',
  // a lab's own service as buyers would see it (服务管理's 预览)
  '/merchant/goods/preview',
  '/result/success',
  '/result/error',
  // the caller's payout account: its state and masked numbers, no name to list
  '/expert/openAccount',
  '/merchant/openAccount',
]);

/**
 * Pages about the logged-in account itself (安全设置, 客户中心): what identifies their data is the
 * session's user info from the login answer (the rest are counts), so they must show its
 * masked mobile.
 */
const ACCOUNT_PAGES = new Set([
  '/home/safeset',
  '/home/usercenter',
  '/expert',
  '/expert/safeset',
  '/merchant/safeset',
]);

/** Expert pages built around the referral link (expert/center's answer): they must show its code. */
const REFERRAL_PAGES = new Set(['/expert/recommend']);

/** Text as a card or list might clip it: the first 12 characters are enough to recognise it. */
const head = (text: string): string => text.replace(/\s+/g, ' ').slice(0, 12);

/**
 * What a user must see on a route of the table: not the 404 or error page, not the
 * "being built" placeholder, not a failed-load state; a heading; and, for pages that show
 * catalogue or content data, at least one name or title the API answered. Answers the
 * problems found (empty when the page is fine), so one test can list every broken route.
 */
export async function contentProblems(sf: Storefront, route: TableRoute, target: string): Promise<string[]> {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${target}: ${what}`);
  if ((await sf.errorPage().count()) > 0) {
    const code = ((await sf.errorCode().textContent()) ?? '').trim();
    say(`shows the error page (${code}: ${(await sf.errorPage().locator('h1').textContent())?.trim()})`);
    return problems;
  }
  if ((await sf.stub().count()) > 0) say('is still the placeholder page (正在建设)');
  const failed = sf.failedState();
  if ((await failed.count()) > 0) say(`shows a failed load: ${(await failed.first().innerText()).trim()}`);
  // a page in a lazy frame (the console's login) may show its heading a moment after settling
  await sf
    .headings()
    .first()
    .waitFor({ timeout: 3_000 })
    .catch(() => {});
  if ((await sf.headings().count()) === 0) say('has no heading (h1/h2) in its main region');
  const title = await sf.page.title();
  if (!title.endsWith(` - ${SITE_NAME}`) || title.startsWith('页面不存在')) say(`has the title "${title}"`);

  if (SLIM_LAYOUTS.has(route.layout) || route.form) {
    if ((await sf.main().locator('form').count()) === 0) say('shows no form');
    return problems;
  }
  if (OBJECT_PAGES.has(route.path) && !new URL(target, 'http://x').search) return problems;
  if (ACCOUNT_PAGES.has(route.path)) {
    const mobile = await sf.page.evaluate(() => {
      const raw = (globalThis as unknown as PageGlobals).localStorage.getItem('tic_userinfo');
      return raw ? String((JSON.parse(raw) as { mobile?: string }).mobile ?? '') : '';
    });
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    if (!mobile || !(await sf.mainText()).includes(masked)) say("does not show the account's masked mobile");
    return problems;
  }
  if (REFERRAL_PAGES.has(route.path)) {
    const center = sf.allAnswers().find((a) => a.endpoint === 'expert/center' && a.status === true);
    const code = (center?.data as { referral_code?: string } | undefined)?.referral_code ?? '';
    if (!code || !(await sf.mainText()).includes(code)) say('does not show the referral code');
    return problems;
  }
  const own = PAGE_OWN_LAYOUT_CALLS[route.path];
  const answers = sf
    .allAnswers()
    .filter((a) => a.endpoint === own || !LAYOUT_ENDPOINTS.has(a.endpoint))
    .filter((a) => a.endpoint !== STATE_CALLS[route.path])
    .filter((a) => !(route.layout === 'shop' && SHOP_LAYOUT_ENDPOINTS.has(a.endpoint)))
    .filter(
      (a) =>
        !(
          route.layout === 'account' &&
          !ORDER_PAGES.has(route.path) &&
          ACCOUNT_LAYOUT_ENDPOINTS.has(a.endpoint)
        ),
    );
  const texts = sf.shownTexts(answers);
  // nothing to show yet (no orders, an empty cart, a page for buyers seen by an expert): the
  // page must then say so with its empty state, after answers that all succeeded
  if (texts.length === 0 && answers.every((a) => a.status === true) && (await sf.emptyState().count()) > 0) {
    return problems;
  }
  if (texts.length === 0) {
    const asked = answers.map((a) => `${a.endpoint}→${a.status}`).join(', ') || 'nothing';
    say(`got no names or titles from the API to show (asked: ${asked})`);
    return problems;
  }
  const shown = await sf.mainText();
  if (!texts.some((t) => shown.includes(head(t)))) {
    say(`shows none of the ${texts.length} names/titles the API answered (e.g. "${texts[0]}")`);
  }
  return problems;
}
