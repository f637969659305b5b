import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ListData } from '../../src/core/api/contract/envelope';
import type { GoodsDetail, OwnGoods, OwnGoodsDetail } from '../../src/core/api/contract/models';
import { api } from '../support/api';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText, useBrowser } from '../support/fixture';
import { GoodsDetailPage } from './pages/goods-detail';
import { ReviewConsole } from './pages/review';
import { Storefront } from './pages/storefront';

const NEW_PRICE = 88;

async function settledShot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).document.fonts.ready;
  });
  await screenshot(page, name);
}

/**
 * A listed service's price changes only through review: the lab edits the price in the merchant
 * centre, the storefront keeps the approved price, a reviewer reads the difference (old → new) in
 * the console and approves it, and the storefront shows the new price.
 */
describe('a listed service changes through review', () => {
  const b = useBrowser();

  it('the lab edits a price; buyers keep the old one until the reviewer approves the difference', async () => {
    // a listed service of the demo lab with one price group only, the newest (no other journey uses it)
    const labToken = b.sessions.merchant.token;
    const own = await api<ListData<OwnGoods>>(b.baseURL, 'merchant_goods/get', {
      body: { state: 'on_sale', limit: 100 },
      token: labToken,
    });
    const candidates = (own.data?.list ?? []).filter((g) => g.servics_id <= 3).sort((x, y) => y.id - x.id);
    let target: OwnGoodsDetail | undefined;
    for (const g of candidates) {
      const d = await api<{ info: OwnGoodsDetail }>(b.baseURL, 'merchant_goods/info', {
        body: { id: g.id },
        token: labToken,
      });
      const info = d.data?.info;
      if (info && !info.trainingForm.length && info.serviceContent.every((o) => o.price > NEW_PRICE)) {
        target = info;
        break;
      }
    }
    if (!target) throw new Error('no listed service of the demo lab to edit');
    const id = target.id;
    const oldPrice = Number(target.min_price);

    // 1. the buyer sees the approved price
    const buyer = await b.open({ stub: false, session: b.sessions.buyer });
    const bsf = new Storefront(buyer.page, b.baseURL);
    const detail = new GoodsDetailPage(bsf);
    await bsf.goto(`/home/goodsdetail?id=${id}`);
    await expect.poll(() => detail.price()).toBe(oldPrice);

    // 2. the lab lowers the first service content's price: the edit waits for review
    const lab = await b.open({ stub: false, session: b.sessions.merchant });
    const lsf = new Storefront(lab.page, b.baseURL);
    await lsf.goto(`/merchant/goods/edit?id=${id}`);
    await expect.poll(() => lsf.mainText()).toContain('修改名称、价格');
    await lsf.main().getByLabel('服务内容 1 价格（元）').fill(String(NEW_PRICE));
    await lsf.main().getByRole('button', { name: '保存', exact: true }).click();
    await expectText(lsf.toast().locator('span'), '修改已提交审核，审核通过前买家看到的仍是原版本');
    await lab.page.waitForURL((u) => u.pathname === '/merchant/goods');
    await lsf.goto(`/merchant/goods?keyword=${encodeURIComponent(target.name.slice(0, 20))}`);
    const row = lsf.main().locator('.mc-table tbody tr', { hasText: target.name }).first();
    await expect.poll(() => row.innerText()).toContain('待审核的修改');
    expect(await row.innerText()).toContain('撤回修改');
    await settledShot(lab.page, 'revision-lab-goods-1366');

    // 3. the storefront still shows, and sells at, the approved price
    await bsf.goto(`/home/goodsdetail?id=${id}`);
    await expect.poll(() => detail.price()).toBe(oldPrice);
    const info = await api<{ info: GoodsDetail }>(b.baseURL, 'goods/info', { body: { id } });
    expect(info.data?.info.name).toBe(target.name);

    // 4. the reviewer sees the difference field by field (1366 and 390 px) and approves it
    for (const viewport of [MOBILE, DESKTOP]) {
      const staff = await b.open({ stub: false, viewport });
      const ssf = new Storefront(staff.page, b.baseURL);
      await ssf.goto('/admin/login');
      await ReviewConsole.signIn(staff.page, inject('staffToken'));
      const review = new ReviewConsole(ssf);
      await review.open('goods_revision', target.name.slice(0, 20), target.name);
      await expect.poll(() => review.change('服务内容').count()).toBe(1);
      const change = await review.changeOf('起价');
      expect(change).toEqual({ before: `¥${oldPrice.toFixed(2)}`, after: `¥${NEW_PRICE.toFixed(2)}` });
      expect((await review.changeOf('服务内容')).after).toContain(`¥${NEW_PRICE.toFixed(2)}`);
      await ssf.settled();
      await settledShot(staff.page, `revision-review-diff-${viewport.width}`);
      if (viewport === DESKTOP) {
        await review.approve();
        await expectText(ssf.toast().locator('span'), '已通过，已通知申请人');
        await expect.poll(() => ssf.mainText()).toContain('已通过');
      }
      expect(staff.errors).toEqual([]);
    }

    // 5. the storefront shows the new price; the lab's list no longer has a pending edit
    await bsf.goto(`/home/goodsdetail?id=${id}`);
    await expect.poll(() => detail.price()).toBe(NEW_PRICE);
    await lsf.goto(`/merchant/goods?keyword=${encodeURIComponent(target.name.slice(0, 20))}`);
    await expect.poll(() => row.innerText()).not.toContain('待审核的修改');
    expect([...buyer.errors, ...lab.errors]).toEqual([]);
  }, 180_000);
});
