import { expect } from 'vitest';
import type { OrderDetail } from '../../../src/core/api/contract/models-buying';
import { MOBILE, screenshot } from '../../support/browser';
import type { useBrowser } from '../../support/fixture';
import { Storefront } from '../pages/storefront';
import { sharedOrderAt } from './demo-order';

type B = ReturnType<typeof useBrowser>;

/** The shared order of the demo buyer taken to 已完成: paid, signed by both, the lab's work done, confirmed. */
const completedOrder = async (b: B): Promise<OrderDetail> => (await sharedOrderAt(b, 'completed')).info();

/**
 * 评价与售后: on the completed order (390 px) the buyer rates the service with the keyboard and
 * a comment, and asks 申请售后; the lab replies to the rating and answers the request on
 * /merchant/rating; the rating with the reply shows on the service's 服务评价 tab (1366) and the
 * buyer's order shows the answer.
 */
export async function ratingWithReply(b: B): Promise<void> {
  const order = await completedOrder(b);
  const comment = `报告出具及时，样品交接清楚 ${order.order_no.slice(-4)}`;

  const buyer = await b.open({ stub: false, session: b.sessions.buyer, viewport: MOBILE });
  const sf = new Storefront(buyer.page, b.baseURL);
  await sf.goto(`/home/order/detail?id=${order.id}`);
  const after = sf.main().locator('section[aria-labelledby="od-after"]');
  await after.scrollIntoViewIfNeeded();
  const form = after.getByRole('form', { name: `评价 ${order.items[0]!.name}` });
  // the stars by keyboard: focus the first, arrow to the fourth
  await form.getByRole('radio', { name: '1 星' }).focus();
  for (let i = 0; i < 3; i++) await buyer.page.keyboard.press('ArrowRight');
  await expect.poll(() => form.getByRole('radio', { name: '4 星' }).isChecked()).toBe(true);
  await form.getByLabel('评价内容（选填）').fill(comment);
  await expect.poll(() => form.innerText()).toContain(`${[...comment].length}/500`);
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect.poll(() => after.innerText(), { timeout: 10_000 }).toContain(comment);
  expect(await after.getByRole('img', { name: '4 星' }).count()).toBe(1);

  await after.getByRole('button', { name: '申请售后' }).click();
  const dialog = buyer.page.locator('dialog[open]');
  await dialog.getByLabel('售后原因').fill('报告中的样品名称需要更正为“桶装饮用水”');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect.poll(() => after.innerText(), { timeout: 10_000 }).toContain('待机构答复');
  await screenshot(buyer.page, 'first-week-rating-order-390');
  expect(buyer.errors).toEqual([]);

  const lab = await b.open({ stub: false, session: b.sessions.merchant });
  const centre = new Storefront(lab.page, b.baseURL);
  await centre.goto('/merchant/rating');
  const item = centre.main().locator('li.mw-qa', { hasText: comment });
  await item.getByRole('button', { name: /^回复/ }).click();
  await lab.page.locator('dialog[open] textarea').fill('感谢您的认可，欢迎再次委托');
  await lab.page.locator('dialog[open]').getByRole('button', { name: '发布回复' }).click();
  await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(0); // it left 待回复
  await centre.main().getByRole('button', { name: '售后申请' }).click();
  const request = centre.main().locator('li.mw-qa', { hasText: order.order_no });
  await request.getByRole('button', { name: /^答复/ }).click();
  await lab.page.locator('dialog[open] textarea').fill('已更正样品名称并重新出具报告');
  await lab.page.locator('dialog[open]').getByRole('button', { name: '发送答复' }).click();
  await expect.poll(() => request.count(), { timeout: 10_000 }).toBe(0);
  await screenshot(lab.page, 'first-week-rating-lab-1366');
  expect(lab.errors).toEqual([]);

  const visitor = await b.open({ stub: false });
  const detail = new Storefront(visitor.page, b.baseURL);
  await detail.goto('/home/goodsdetail?id=1');
  await detail.main().getByRole('tab', { name: '服务评价' }).click();
  const shown = detail.main().locator('.sf-rating', { hasText: comment });
  await expect.poll(() => shown.innerText(), { timeout: 10_000 }).toContain('感谢您的认可，欢迎再次委托');
  await shown.scrollIntoViewIfNeeded();
  await screenshot(visitor.page, 'first-week-rating-goods-1366');
  expect(visitor.errors).toEqual([]);

  await buyer.page.reload();
  await expect
    .poll(() => sf.main().innerText(), { timeout: 10_000 })
    .toContain('已更正样品名称并重新出具报告');
}
