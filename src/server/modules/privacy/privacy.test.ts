import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, pages, userAddress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS, smsCode } from '../captcha/captcha.test-helpers';
import { WATER } from '../order/order-fixtures';
import { eraseDueAccounts } from './account-cancel.service';

const PASSWORD = 'Secret2024';
const DAY = 24 * 60 * 60_000;
let t: TestApp;
let lab = '';

beforeAll(async () => {
  // a mobile registers twice here (again after its erasure), well within a minute
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerTarget: { limit: 5, windowSec: 60 } } });
  lab = (await t.loginAs('merchant')).token;
});
afterAll(() => t.close());

/** A new buyer with an address, as the registration page leaves one. */
async function newBuyer(mobile: string) {
  const code = await smsCode(t, mobile, 'register');
  const reg = await t.call('user/register', { mobile, code, password: PASSWORD, agree: true });
  expect(reg.status).toBe(true);
  const token: string = reg.data.token;
  const address = await t.call(
    'user_address/add',
    {
      consignee: '张三',
      mobile,
      province_code: '11',
      city_code: '1101',
      area_code: '110101',
      detail: '东华门大街 1 号',
    },
    token,
  );
  return { token, userId: reg.data.userInfo.id as number, addressId: address.data?.id as number };
}

async function order(b: { token: string; addressId: number }) {
  const cart = await t.call('goods_cart/add', WATER, b.token);
  const created = await t.call(
    'order/create',
    { cart_ids: [cart.data.id], address_id: b.addressId },
    b.token,
  );
  expect(created.status).toBe(true);
  return created.data.id as number;
}

const login = (mobile: string, password = PASSWORD) => t.call('user/login', { mobile, password });

describe('注销账号', () => {
  it('is refused with the reason while an order is open, and changes nothing', async () => {
    const b = await newBuyer('13733330001');
    await order(b);
    const answer = await t.call('user/cancelAccount', { password: PASSWORD }, b.token);
    expect(answer).toMatchObject({ status: false });
    expect(answer.message).toContain('您有 1 笔未完成的订单');
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, b.userId));
    expect(row!.cancelRequestedAt).toBeNull();
    expect((await t.call('goods_cart/get', {}, b.token)).status).toBe(true);
  });

  it('needs the login password', async () => {
    const b = await newBuyer('13733330002');
    expect((await t.call('user/cancelAccount', { password: 'Wrong2024' }, b.token)).message).toBe(
      '登录密码错误',
    );
    expect((await t.call('user/cancelAccount', {}, b.token)).message).toBe('请输入登录密码');
    expect((await t.call('user/cancelAccount', { password: PASSWORD })).status).toBe(-2);
  });

  it('signs out everywhere; signing in during the cooling-off takes it back', async () => {
    const b = await newBuyer('13733330003');
    const asked = await t.call('user/cancelAccount', { password: PASSWORD }, b.token);
    expect(asked).toMatchObject({ status: true, message: expect.stringContaining('15 天后') });
    expect((await t.call('goods_cart/get', {}, b.token)).status).toBe(-2);
    const back = await login('13733330003');
    expect(back).toMatchObject({ status: true, message: '登录成功，您的注销申请已撤销' });
    expect(back.data.cancellation_withdrawn).toBe(true);
    expect(await eraseDueAccounts(t.db, new Date(Date.now() + 16 * DAY))).toBe(0);
    expect((await login('13733330003')).status).toBe(true);
  });

  it('after the cooling-off: erased, the mobile free again, the orders kept for the lab with the buyer masked', async () => {
    const b = await newBuyer('13733330004');
    const orderId = await order(b);
    expect((await t.call('order/cancel', { id: orderId, reason: '不需要了' }, b.token)).status).toBe(true);
    expect((await t.call('user/cancelAccount', { password: PASSWORD }, b.token)).status).toBe(true);
    // not before the fifteenth day
    expect(await eraseDueAccounts(t.db, new Date(Date.now() + 14 * DAY))).toBe(0);
    expect(await eraseDueAccounts(t.db, new Date(Date.now() + 16 * DAY))).toBe(1);
    expect(await eraseDueAccounts(t.db, new Date(Date.now() + 17 * DAY))).toBe(0);

    expect((await login('13733330004')).status).toBe(false);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, b.userId));
    expect(row).toMatchObject({ nickname: '已注销用户', email: null });
    expect(row!.mobile).not.toContain('13733330004');
    expect(await t.db.select().from(userAddress).where(eq(userAddress.userId, b.userId))).toEqual([]);

    const seen = await t.call('merchant_order/info', { id: orderId }, lab);
    expect(seen.status).toBe(true);
    expect(seen.data.info.buyer_mobile).toBe('已注销用户');

    const again = await newBuyer('13733330004');
    expect(again.userId).not.toBe(b.userId);
    expect((await t.call('order/get', {}, again.token)).data.total).toBe(0);
  });
});

describe('导出个人信息', () => {
  it('answers the caller’s own data, never a password or another user’s', async () => {
    const b = await newBuyer('13733330005');
    const data = (await t.call('user/exportPersonalData', {}, b.token)).data;
    expect(data.account).toMatchObject({ mobile: '13733330005', type: 1 });
    expect(data.addresses).toEqual([
      expect.objectContaining({ consignee: '张三', detail: '东华门大街 1 号' }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/scrypt|password_hash|token/i);
    expect((await t.call('user/exportPersonalData', {})).status).toBe(-2);
  });
});

describe('同意协议与隐私政策', () => {
  it('is recorded at registration; a newly published policy asks again once, until accepted', async () => {
    await newBuyer('13733330006');
    expect((await login('13733330006')).data.policy_update).toBeUndefined();
    await t.db.update(pages).set({ content: '<p>新版隐私政策</p>' }).where(eq(pages.id, 103));
    const asked = await login('13733330006');
    expect(asked.data.policy_update).toBe(true);
    expect((await t.call('user/acceptPolicy', {}, asked.data.token)).status).toBe(true);
    expect((await login('13733330006')).data.policy_update).toBeUndefined();
  });
});
