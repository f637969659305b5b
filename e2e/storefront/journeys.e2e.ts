import { afterAll, describe, expect, it } from 'vitest';
import type { CartItem, GoodsDetail } from '../../src/core/api/contract/models';
import { api, clearCart, isFollowing, unfollow } from '../support/api';
import { expectText, useBrowser } from '../support/fixture';
import { GoodsDetailPage } from './pages/goods-detail';
import { richestShop } from './pages/route-table';
import { SHOP_NAV_LABEL, ShopPage } from './pages/shop';
import { Storefront } from './pages/storefront';

const goodsInfo = async (baseURL: string, id: number): Promise<GoodsDetail | undefined> =>
  (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } })).data?.info;

describe('storefront journeys', () => {
  const b = useBrowser();
  const buyer = () => b.sessions.buyer;

  afterAll(async () => {
    await clearCart(b.baseURL, buyer().token);
  });

  it('search 水质 from the home page → results → a goods → another option changes the price → 加入购物车 → the badge counts it', async () => {
    await clearCart(b.baseURL, buyer().token);
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/home');
    expect(await sf.cartCount()).toBe(0);

    await sf.searchInput().fill('水质');
    await sf.searchInput().press('Enter');
    await page.waitForURL((url) => url.pathname === '/searchResult');
    expect(sf.url.searchParams.get('skw')).toBe('水质');
    await sf.settled();

    // results: links to goods detail pages, naming services the API found for 水质
    const results = sf.main().locator('a[href*="/home/goodsdetail?id="]');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const found = sf.shownTexts(sf.pageAnswers().filter((a) => a.endpoint === 'search/goods'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((name) => name.includes('水'))).toBe(true);
    // a card's 起 is the cheapest complete package (基础 8 项 ¥680), never the ¥120 单项加测 add-on
    const water = sf.main().locator('.sr-goods', { hasText: '自来水 / 桶装水常规水质检测套餐' });
    await expect.poll(() => water.locator('.sr-goods__side .sf-price').innerText()).toBe('¥680.00起');

    // open the first result that offers a choice with another price
    let chosen: { index: number; goods: GoodsDetail } | undefined;
    for (let i = 0; i < Math.min(await results.count(), 10) && !chosen; i++) {
      const id = Number(
        new URL((await results.nth(i).getAttribute('href')) ?? '', b.baseURL).searchParams.get('id'),
      );
      const goods = await goodsInfo(b.baseURL, id);
      const prices = goods ? GoodsDetailPage.optionPrices(goods) : new Map();
      if (goods && new Set(prices.values()).size > 2) chosen = { index: i, goods };
    }
    if (!chosen) throw new Error('no 水质 result offers options with different prices');
    await results.nth(chosen.index).click();
    await page.waitForURL((url) => url.pathname === '/home/goodsdetail');
    await sf.settled();

    const detail = new GoodsDetailPage(sf);
    await expect.poll(() => detail.name().innerText()).toContain(chosen.goods.name);
    const before = await detail.price();
    const pair = await detail.changeablePair(GoodsDetailPage.optionPrices(chosen.goods));
    if (!pair) throw new Error(`goods ${chosen.goods.id}: no option group with another price`);
    const [current, other] = pair;
    await detail.choose(other);
    const expected = Math.round((before + other.price - current.price) * 100) / 100;
    await expect.poll(() => detail.price()).toBe(expected);

    await detail.addToCartButton().click();
    await expect.poll(() => sf.cartCount()).toBe(1);
    const cart = await api<{ list: CartItem[] }>(b.baseURL, 'goods_cart/get', {
      body: { page: 1, limit: 9999 },
      token: buyer().token,
    });
    expect(cart.data?.list.map((item) => [item.goods_id, item.price])).toEqual([[chosen.goods.id, expected]]);
    expect(errors).toEqual([]);
  });

  it('a shop page shows its name, the shop nav with ?id= links, and the follow toggle', async () => {
    const shop = await richestShop(b.baseURL);
    await unfollow(b.baseURL, buyer().token, shop.id);
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);
    const sp = new ShopPage(sf);
    await sf.goto(`/shop?id=${shop.id}`);
    await expectText(sp.name(), shop.org_name);

    const expectedLabels = ['店铺首页', '店铺介绍', ...shop.navInfos.map((n) => SHOP_NAV_LABEL[n.id])];
    const items = await sp.navItems();
    expect(items.map((i) => i.label)).toEqual(expectedLabels);
    for (const item of items)
      expect(new URL(item.href, b.baseURL).searchParams.get('id')).toBe(String(shop.id));
    expect(items.filter((i) => i.current).map((i) => i.label)).toEqual(['店铺首页']);

    // follow the nav: the page changes, the id stays, the new item is current
    for (const label of ['店铺介绍', expectedLabels[2]].filter(Boolean)) {
      await sp.navLink(label).click();
      await sf.settled();
      expect(sf.url.searchParams.get('id')).toBe(String(shop.id));
      expect((await sp.navItems()).filter((i) => i.current).map((i) => i.label)).toEqual([label]);
      expect(await sf.errorPage().count()).toBe(0);
    }

    // 关注 → 已关注 → 关注, and the server agrees each time
    await expectText(sp.followButton(), '关注');
    await sp.followButton().click();
    await expectText(sp.followButton(), '已关注');
    expect(await sp.followButton().getAttribute('aria-pressed')).toBe('true');
    expect(await isFollowing(b.baseURL, buyer().token, shop.id)).toBe(true);
    await page.reload();
    await expectText(sp.followButton(), '已关注');
    await sp.followButton().click();
    await expectText(sp.followButton(), '关注');
    expect(await isFollowing(b.baseURL, buyer().token, shop.id)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('on a shop page a merchant is refused following, and a visitor is asked to log in', async () => {
    const shop = await richestShop(b.baseURL);
    for (const [session, message] of [
      [b.sessions.merchant, '请以买家身份登录后操作'],
      [undefined, '请先登录'],
    ] as const) {
      const { page } = await b.open({ stub: false, session });
      const sf = new Storefront(page, b.baseURL);
      const sp = new ShopPage(sf);
      await sf.goto(`/shop?id=${shop.id}`);
      await sp.followButton().click();
      await expect.poll(() => page.locator('body').innerText(), { timeout: 5_000 }).toContain(message);
      // the visitor may be taken to /login at once; whoever stays sees the shop still unfollowed
      if (sf.url.pathname === '/shop') {
        expect(await sp.followButton().getAttribute('aria-pressed')).toBe('false');
      } else {
        expect([session, sf.url.pathname]).toEqual([undefined, '/login']);
      }
    }
  });
});
