import { expect } from 'vitest';
import { clearCart } from '../../support/api';
import { DESKTOP, MOBILE, screenshot } from '../../support/browser';
import { expectText, type useBrowser } from '../../support/fixture';
import { Storefront } from '../pages/storefront';

type B = ReturnType<typeof useBrowser>;

/** 自来水 / 桶装水常规水质检测套餐: its 单项加测（每项） ¥120 is an add-on bought by the item. */
const WATER = 2;
const ADDON = '单项加测（每项）';

/**
 * 单项加测 with a quantity: on the detail page (1366) the buyer picks the add-on, a stepper
 * appears and the price follows it (3 × ¥120); the cart (390) shows the item as ×3 with the same
 * stepper, and one more makes it ¥480. A package shows no stepper.
 */
export async function addonQuantity(b: B): Promise<void> {
  const { token } = b.sessions.buyer;
  await clearCart(b.baseURL, token);
  try {
    const desk = await b.open({ stub: false, viewport: DESKTOP, session: b.sessions.buyer });
    const sf = new Storefront(desk.page, b.baseURL);
    await sf.goto(`/home/goodsdetail?id=${WATER}`);
    const options = sf.main().locator('.gd-opts');
    await options.getByText(ADDON).click();
    const stepper = options.getByRole('group', { name: '加测项数' });
    await stepper.getByRole('button', { name: '增加' }).click();
    await stepper.getByRole('button', { name: '增加' }).click();
    await expect.poll(() => stepper.getByRole('spinbutton').inputValue()).toBe('3');
    await expectText(sf.main().locator('.gd-price output'), '¥360.00');
    await screenshot(desk.page, 'first-week-addon-detail-1366');
    await sf.main().getByRole('button', { name: '加入购物车' }).click();
    await expectText(sf.toast().locator('span'), '已加入购物车');
    await options.getByText('基础 8 项').click();
    await expect.poll(() => stepper.count()).toBe(0);
    expect(desk.errors).toEqual([]);

    const phone = await b.open({ stub: false, viewport: MOBILE, session: b.sessions.buyer });
    const cart = new Storefront(phone.page, b.baseURL);
    await cart.goto('/shopcar');
    const item = cart.main().locator('.sf-cart-item', { hasText: ADDON });
    await expectText(item.locator('.sf-cart-item__remark span').last(), `${ADDON} ×3`);
    await expectText(item.locator('.sf-cart-item__price'), '¥360.00');
    const inCart = item.getByRole('group', { name: /的加测项数$/ });
    await expect.poll(() => inCart.getByRole('spinbutton').inputValue()).toBe('3');
    await inCart.getByRole('button', { name: '增加' }).click();
    await expectText(item.locator('.sf-cart-item__price'), '¥480.00');
    await expectText(item.locator('.sf-cart-item__remark span').last(), `${ADDON} ×4`);
    await screenshot(phone.page, 'first-week-addon-cart-390');
    expect(phone.errors).toEqual([]);
  } finally {
    await clearCart(b.baseURL, token);
  }
}
