import { describe, expect, it } from 'vitest';
import type { GoodsDetail } from '../../src/core/api/contract/models';
import { api, clearCart } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectVisible, useBrowser } from '../support/fixture';
import { Storefront } from './pages/storefront';

/** Services on sale, in catalogue order. */
async function catalogue(
  baseURL: string,
): Promise<Array<{ id: number; name: string; servics_id: number; merchant_id: number }>> {
  const answer = await api<{
    list: Array<{ id: number; name: string; servics_id: number; merchant_id: number }>;
  }>(baseURL, 'goods/get', {
    body: { page: 1, limit: 20 },
  });
  return answer.data?.list ?? [];
}

/** Orders one service (an order leaves the buyer a site letter: 订单提交成功). */
async function placeOrder(baseURL: string, token: string): Promise<void> {
  await clearCart(baseURL, token);
  for (const { id, servics_id } of await catalogue(baseURL)) {
    if (servics_id > 3) continue;
    const g = (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } })).data?.info;
    const content = g?.serviceContent[0];
    if (!content) continue;
    const added = await api<{ id: number }>(baseURL, 'goods_cart/add', {
      method: 'POST',
      token,
      body: { goods_id: id, service_content_id: content.id },
    });
    const addresses = await api<{ list: Array<{ id: number }> }>(baseURL, 'user_address/get', { token });
    const created = await api(baseURL, 'order/create', {
      method: 'POST',
      token,
      body: { cart_ids: [added.data!.id], address_id: addresses.data!.list[0]!.id },
    });
    if (created.status !== true) throw new Error(`order/create: ${created.message}`);
    return;
  }
  throw new Error('no service with a service content to order');
}

const unread = async (baseURL: string, token: string) =>
  (await api<{ count: number }>(baseURL, 'notice_site_letter/getNotReadCount', { token })).data?.count ?? 0;

/** Issue 10 item 9 and 2: favourites, follows, footprints and site letters in the account centre. */
describe('storefront favourites, footprints and letters', () => {
  const b = useBrowser();
  const buyer = () => b.sessions.buyer;

  it('a buyer collects a service on its page and removes it on /home/collect; another tab follows', async () => {
    const { token } = buyer();
    const [goods] = await catalogue(b.baseURL);
    await api(b.baseURL, 'goods_collect/unCollect', { method: 'POST', token, body: { goods_id: goods!.id } });
    const { context, page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);

    await sf.goto(`/home/goodsdetail?id=${goods!.id}`);
    const collect = page.getByRole('button', { name: '收藏服务' });
    await collect.click();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');

    // a second tab on the same service sees it collected
    const other = await context.newPage();
    const sf2 = new Storefront(other, b.baseURL);
    await sf2.goto(`/home/goodsdetail?id=${goods!.id}`);
    const collect2 = other.getByRole('button', { name: '收藏服务' });
    await expect.poll(() => collect2.getAttribute('aria-pressed')).toBe('true');

    await sf.goto('/home/collect');
    await expect.poll(() => page.title()).toBe('收藏的服务 - 检验检测认证服务商城');
    const card = page.locator('.sf-fav-card').filter({ hasText: goods!.name });
    await expectVisible(card);
    await card.getByRole('button', { name: '取消收藏' }).click();
    await expectVisible(card, false);
    // the server, and the other tab without a reload
    const mine = await api<{ list: Array<{ goods_id: number }> }>(b.baseURL, 'goods_collect/get', {
      body: { page: 1, limit: 9999 },
      token,
    });
    expect(mine.data!.list.map((g) => g.goods_id)).not.toContain(goods!.id);
    await expect.poll(() => collect2.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('a footprint appears under 今天 after the buyer views a service', async () => {
    const { token } = buyer();
    await api(b.baseURL, 'goods_footprint/clear', { method: 'POST', token, body: {} });
    const goods = (await catalogue(b.baseURL))[2]!;
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);

    await sf.goto('/home/footprint');
    await expectVisible(sf.emptyState());
    await sf.goto(`/home/goodsdetail?id=${goods.id}`);
    await sf.goto('/home/footprint');
    const day = page.locator('.sf-fav-day').first();
    await expect.poll(() => day.locator('h2').innerText()).toMatch(/^今天/);
    await expectVisible(day.locator('.sf-fav-card').filter({ hasText: goods.name }));
    expect(errors).toEqual([]);
  });

  it('opening a letter marks it read and the menu badge drops at once', async () => {
    const { token } = buyer();
    // two orders: two letters at least, so one can be read and the rest with 全部已读
    await placeOrder(b.baseURL, token);
    await placeOrder(b.baseURL, token);
    const before = await unread(b.baseURL, token);
    expect(before).toBeGreaterThan(1);
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);

    await sf.goto('/home/notice');
    const badge = page
      .locator('.sf-account-menu__link', { hasText: '消息通知' })
      .locator('.sf-account-menu__badge');
    await expect.poll(() => badge.innerText()).toBe(String(before));
    const first = page.locator('.sf-letter.is-unread').first();
    await first.locator('.sf-letter__head').click();
    await expectVisible(page.locator('.sf-letter__body').first());
    await expect.poll(() => badge.innerText()).toBe(String(before - 1));
    expect(await unread(b.baseURL, token)).toBe(before - 1);

    await page.getByRole('button', { name: '全部已读' }).click();
    await expectVisible(badge, false);
    expect(await unread(b.baseURL, token)).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`screenshots of 收藏的服务, 关注的店铺, 我的足迹 and 消息通知 at ${label}px`, async () => {
      const { token } = buyer();
      const list = await catalogue(b.baseURL);
      for (const g of list.slice(0, 5)) {
        await api(b.baseURL, 'goods_collect/collect', { method: 'POST', token, body: { goods_id: g.id } });
        await api(b.baseURL, 'goods_footprint/record', { method: 'POST', token, body: { goods_id: g.id } });
      }
      for (const m of new Set(list.map((g) => g.merchant_id))) {
        await api(b.baseURL, 'merchant_attention/attention', {
          method: 'POST',
          token,
          body: { merchant_id: m },
        });
      }
      // unread letters beside read ones (the first is opened for the shot)
      await placeOrder(b.baseURL, token);
      await placeOrder(b.baseURL, token);
      const { page, errors } = await b.open({ stub: false, session: buyer(), viewport });
      const sf = new Storefront(page, b.baseURL);
      for (const name of ['collect', 'store', 'footprint', 'notice']) {
        await sf.goto(`/home/${name}`);
        if (name === 'notice') await page.locator('.sf-letter__head').first().click();
        await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
        await sf.settled();
        await screenshot(page, `storefront-${name}-${label}`);
      }
      expect(errors).toEqual([]);
    });
  }
});
