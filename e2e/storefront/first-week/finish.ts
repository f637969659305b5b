import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, clearCart } from '../../support/api';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS } from '../../support/browser';
import {
  expectNoSidewaysScroll,
  expectText,
  expectVisible,
  expectWithinWidth,
  type useBrowser,
} from '../../support/fixture';
import { Storefront } from '../pages/storefront';
import { paidDemoOrder, unpaidDemoOrder } from './demo-order';

type B = ReturnType<typeof useBrowser>;

/** The demo buyer's invoice title as the seed writes it: saving it again is refused. */
const SEEDED_TITLE = { title: '北京华检科技有限公司', tax_no: '91110108MA01H3KX26' };
const TITLE_TWICE = '已有相同类型、名称和税号的发票抬头，无需重复保存';

/**
 * 地址管理 at 390 px: a mobile typed with full-width digits, a space and a hyphen is saved as its
 * eleven digits and shown masked like the header's; 详细地址 counts its characters (n/120).
 */
export async function addressInputs(b: B): Promise<void> {
  const { token } = b.sessions.buyer;
  const { page, errors } = await b.open({ stub: false, viewport: MOBILE, session: b.sessions.buyer });
  const sf = new Storefront(page, b.baseURL);
  await sf.goto('/home/addressmanage');
  await sf.main().getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('收货人').fill('李娜');
  await dialog.getByLabel('手机号码').fill('１３９ ０００１-２２３３');
  for (const zone of ['省份', '城市', '区县', '街道/乡镇']) {
    const select = dialog.getByLabel(zone, { exact: true });
    await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
  const detail = dialog.getByLabel('详细地址');
  await detail.fill('创新路 2 号 3 楼');
  await expectText(dialog.locator('.sf-count'), '11/120');
  await expectWithinWidth(dialog);
  await screenshot(page, 'first-week-finish-address-390');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectVisible(dialog, false);
  const saved = sf.main().locator('li, tr, .sf-af-card').filter({ hasText: '李娜' }).first();
  await expect.poll(() => saved.innerText(), { timeout: 10_000 }).toContain('139****2233');
  // the header masks the buyer's own mobile the same way
  await expectText(sf.account(), '138****0001');
  expect(errors).toEqual([]);
  await page.close();

  const list = await api<{ list: Array<{ id: number; mobile: string }> }>(b.baseURL, 'user_address/get', {
    method: 'GET',
    token,
  });
  const added = list.data!.list.find((a) => a.mobile === '13900012233');
  expect(added, 'the mobile is stored as eleven plain digits').toBeTruthy();
  const removed = await api(b.baseURL, 'user_address/delete', {
    method: 'POST',
    token,
    body: { id: added!.id },
  });
  expect(removed.status).toBe(true);
}

/** 发票管理 at 1366 px: the same title with the same tax number again is refused, nothing is added. */
export async function twinInvoiceTitle(b: B): Promise<void> {
  const { page, errors } = await b.open({ stub: false, viewport: DESKTOP, session: b.sessions.buyer });
  const sf = new Storefront(page, b.baseURL);
  await sf.goto('/home/invoicemanage');
  const titles = sf.main().getByRole('button', { name: '删除' });
  await expect.poll(() => titles.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const before = await titles.count();
  await sf.main().getByRole('button', { name: '新增发票抬头' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('发票抬头').fill(SEEDED_TITLE.title);
  await dialog.getByLabel('纳税人识别号').fill(SEEDED_TITLE.tax_no);
  await dialog.getByRole('button', { name: '保存' }).click();
  // the refusal shows above the dialog, which stays open with what was typed
  await expectText(sf.toast().locator('span'), TITLE_TWICE);
  expect(await dialog.getByLabel('发票抬头').inputValue()).toBe(SEEDED_TITLE.title);
  await screenshot(page, 'first-week-finish-invoice-twin-1366');
  await dialog.getByRole('button', { name: '取消' }).click();
  expect(await titles.count()).toBe(before);
  expect(errors).toEqual([]);
  await page.close();
}

/** 立即购买 at 1366 and 390 px: the settlement shows the one item; the cart stays empty. */
export async function buyNowOutsideCart(b: B): Promise<void> {
  const { token } = b.sessions.buyer;
  await clearCart(b.baseURL, token);
  for (const [label, viewport] of VIEWPORTS) {
    const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.buyer });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/home/goodsdetail?id=1');
    await sf.main().getByRole('button', { name: '立即购买' }).click();
    await page.waitForURL(/\/shopcarsettle\?ids=/, { timeout: 10_000 });
    await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('水质');
    await screenshot(page, `first-week-finish-buy-now-${label}`);
    await sf.navigate('/shopcar');
    await expect
      .poll(() => sf.mainText(), { timeout: 10_000 })
      .toContain('购物车还是空的，去挑选需要的检测认证服务吧');
    expect(await sf.cartCount()).toBe(0);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await page.close();
  }
}

/** The focused element (inside shadow roots too): its `part`, its text, whether it is in <main>. */
function focusPath(page: Page): Promise<{ part: string; inMain: boolean; text: string }> {
  return page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { activeElement: FocusEl | null };
    };
    interface FocusEl {
      localName: string;
      getAttribute(name: string): string | null;
      textContent: string | null;
      shadowRoot: { activeElement: FocusEl | null } | null;
      closest(selector: string): unknown;
    }
    let el = g.document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return {
      part: el?.getAttribute('part') ?? '',
      inMain: !!g.document.activeElement?.closest('main'),
      text: (el?.textContent ?? '').trim(),
    };
  });
}

/**
 * The header at 1366 px: the skip link is the first tab stop, the hot words are one stop (arrows
 * move inside), the content comes within 30; the search suggestions close when Enter searches.
 */
export async function headerKeyboard(b: B): Promise<void> {
  const { page, errors } = await b.open({ stub: false, viewport: DESKTOP });
  const sf = new Storefront(page, b.baseURL);
  await sf.goto('/');
  const stops: Array<{ part: string; text: string }> = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const at = await focusPath(page);
    if (at.inMain) break;
    stops.push(at);
  }
  expect(stops[0]!.text).toBe('跳到主要内容');
  expect(stops.length).toBeLessThanOrEqual(30);
  expect(stops.filter((s) => s.part.split(' ').includes('word'))).toHaveLength(1);

  const input = sf.searchInput();
  await input.click();
  await input.pressSequentially('水质');
  const suggest = page.locator('#sf-suggest');
  await expectVisible(suggest);
  await screenshot(page, 'first-week-finish-suggest-1366');
  await input.press('Enter');
  await page.waitForURL(/\/searchResult\?/, { timeout: 10_000 });
  await expectVisible(suggest, false);
  expect(errors).toEqual([]);
  await page.close();
}

/**
 * My orders at 390 px: the status tabs wrap, the order's steps run down the page, and the menu's
 * 待付款 badge leaves the account pages their width.
 */
export async function ordersFitPhone(b: B): Promise<void> {
  await paidDemoOrder(b);
  const { page, errors } = await b.open({ stub: false, viewport: MOBILE, session: b.sessions.buyer });
  const sf = new Storefront(page, b.baseURL);
  await sf.goto('/home/order');
  const tabs = sf.main().getByRole('tab');
  await expect.poll(() => tabs.count(), { timeout: 10_000 }).toBeGreaterThan(4);
  for (const box of await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(MOBILE.width);
  await expectWithinWidth(sf.main().locator('.sf-od-tabs'));
  await screenshot(page, 'first-week-finish-orders-390');
  await sf.main().getByRole('link', { name: '查看详情' }).first().click();
  await page.waitForURL(/\/home\/order\/detail\?id=/, { timeout: 10_000 });
  const steps = sf.main().locator('.sf-od-timeline');
  await expectVisible(steps);
  await expectWithinWidth(steps);
  await screenshot(page, 'first-week-finish-order-steps-390');
  // an unpaid order puts a badge with a screen-reader count (3 个待付款) in the menu's scrolling
  // strip: it must not widen the account pages
  const unpaid = await unpaidDemoOrder(b);
  for (const path of ['/home/order', '/home/usercenter', '/home/addressmanage']) {
    await sf.goto(path);
    await expect.poll(() => page.locator('.sf-account-menu__badge').count()).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
  }
  await unpaid.must('order/cancel', { id: unpaid.id, reason: '不需要了' });
  expect(errors).toEqual([]);
  await page.close();
}
