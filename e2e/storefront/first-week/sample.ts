import { expect } from 'vitest';
import type { OrderDetail } from '../../../src/core/api/contract/models-buying';
import { screenshot, VIEWPORTS } from '../../support/browser';
import {
  expectNoSidewaysScroll,
  expectText,
  expectWithinWidth,
  type useBrowser,
} from '../../support/fixture';
import { Storefront } from '../pages/storefront';
import { sharedOrderAt } from './demo-order';

type B = ReturnType<typeof useBrowser>;

/** An order of the demo buyer for the demo lab's water test, paid and signed by both: 待寄样. */
async function awaitingSample(b: B): Promise<OrderDetail> {
  const order = await sharedOrderAt(b, 'awaiting_sample');
  await expect.poll(async () => (await order.info()).status, { timeout: 10_000 }).toBe('awaiting_sample');
  return order.info();
}

/** The demo lab's 收样地址 as the seed writes it (中研检测, Suzhou). */
const SUZHOU = '江苏省苏州市苏州工业园区星湖街 218 号生物医药产业园 C3 栋 1 楼样品接收室';
const LINE = `周敏 0512-62583316 ${SUZHOU}`;

/**
 * A buyer whose order waits for the sample sees on 寄送样品 where to send it (the lab's 收样地址,
 * contact and phone) and copies it in one line with 复制; the buyer's own address reads 回寄地址.
 * The lab's order page shows the same address, and 店铺设置 is where the lab keeps it.
 */
export async function sampleAddressOnOrder(b: B): Promise<void> {
  const order = await awaitingSample(b);
  expect(order.fulfilment?.sample_address).toMatchObject({ contact: '周敏', city: '苏州市' });
  for (const [label, viewport] of VIEWPORTS) {
    const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.buyer });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseURL })
      .catch(() => {});
    const sf = new Storefront(page, b.baseURL);
    await sf.goto(`/home/order/detail?id=${order.id}`);
    const ship = sf.main().locator('section[aria-labelledby="od-ship"]');
    await expectText(ship.locator('h2'), '寄送样品');
    const box = ship.locator('.sf-od-sendto');
    await expectText(box.locator('h3'), '样品寄往');
    const text = (await box.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('周敏 0512-62583316');
    expect(text.replace(/ /g, '')).toContain(SUZHOU.replace(/ /g, ''));
    // 复制 and nothing runs off the side at 390
    const copy = box.getByRole('button', { name: '复制' });
    await expectWithinWidth(box);
    await expectNoSidewaysScroll(page);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, `first-week-sample-order-${label}`);
    await copy.click();
    await expectText(box.getByRole('button'), '已复制');
    const copied = await page.evaluate<string>('navigator.clipboard.readText()').catch(() => null);
    if (copied !== null) expect(copied).toBe(LINE);
    await screenshot(page, `first-week-sample-copied-${label}`);
    // the buyer's own address is where things come back
    await expectText(sf.main().locator('#od-address'), '回寄地址');
    expect(errors).toEqual([]);
    await page.close();
  }

  // the lab: the same address on its order, and 店铺设置 where it is kept
  const lab = await b.open({ stub: false, session: b.sessions.merchant });
  const centre = new Storefront(lab.page, b.baseURL);
  await centre.goto(`/merchant/order/detail?id=${order.id}`);
  const steps = centre.main().locator('section[aria-labelledby="mw-steps"]');
  await expect
    .poll(async () => (await steps.innerText()).replace(/\s+/g, ''), { timeout: 10_000 })
    .toContain(LINE.replace(/\s+/g, ''));
  expect(await centre.main().innerText()).toContain('回寄地址');
  await steps.scrollIntoViewIfNeeded();
  await screenshot(lab.page, 'first-week-sample-lab-order-1366');
  await centre.goto('/merchant/shop');
  const card = centre.main().locator('#sample-address');
  await expectText(card.locator('h2'), '收样地址');
  await expect.poll(() => card.getByLabel('收样联系人').inputValue(), { timeout: 10_000 }).toBe('周敏');
  expect(await card.getByLabel('区县').inputValue()).toBe('320576');
  await card.scrollIntoViewIfNeeded();
  await screenshot(lab.page, 'first-week-sample-shop-1366');
  expect(lab.errors).toEqual([]);
}
