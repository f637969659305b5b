import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authTokens, rateLimits } from '../../db/schema';
import { hashToken } from '../../lib/auth';
import { body, createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginFailsPerMobile: { limit: 3, windowSec: 900 },
      loginFailsPerIp: { limit: 8, windowSec: 900 },
    },
  });
});
afterAll(() => t.close());

const login = (
  id: 'user/login' | 'merchant_account/login' | 'expert/login',
  mobile: string,
  password: string,
  ip = '10.0.0.1',
) =>
  t.request(`/api/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ mobile, password }),
  });

describe('login', () => {
  it('logs each demo account in at its own endpoint', async () => {
    for (const who of ['buyer', 'buyer2', 'merchant', 'expert'] as const) {
      const result = await t.loginAs(who);
      expect(result.type).toBe(DEMO[who].type);
      expect(result.token.length).toBeGreaterThanOrEqual(43);
      expect(result.userInfo).toMatchObject({ mobile: DEMO[who].mobile });
      expect(JSON.stringify(result)).not.toMatch(/scrypt|password/i);
    }
    expect((await t.loginAs('merchant')).userInfo).toMatchObject({
      merchant_id: 1,
      org_name: expect.any(String),
    });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await t.loginAs('buyer');
    const rows = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 手机号或密码错误 for a wrong password, an unknown mobile or the wrong user type', async () => {
    for (const [id, mobile] of [
      ['user/login', '13800000001'],
      ['user/login', '13900009999'],
      ['user/login', '13800000002'], // a merchant's mobile at the buyer login
    ] as const) {
      const answer = await body(
        await login(
          id,
          mobile,
          id === 'user/login' && mobile === '13800000002' ? 'Demo@1234' : 'wrong',
          '10.9.9.9',
        ),
      );
      expect(answer).toEqual({ status: false, message: '手机号或密码错误', data: null });
    }
  });

  it('validates the mobile and password with specific messages', async () => {
    expect((await t.call('user/login', { password: 'x' })).message).toBe('请输入手机号');
    expect((await t.call('user/login', { mobile: '12345', password: 'x' })).message).toBe(
      '请输入正确的手机号',
    );
    expect((await t.call('user/login', { mobile: 13800000001, password: 'x' })).message).toBe(
      '请输入正确的手机号',
    );
    expect((await t.call('user/login', { mobile: '13800000001' })).message).toBe('请输入密码');
    expect((await t.call('user/login', { mobile: '13800000001', password: { $ne: 1 } })).message).toBe(
      '密码格式不正确',
    );
  });

  it('locks a mobile after repeated failures (429), even for the right password', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('expert/login', '13800000003', 'bad', '10.1.0.1')).status).toBe(200);
    const locked = await login('expert/login', '13800000003', 'Demo@1234', '10.1.0.2');
    expect(locked.status).toBe(429);
    expect((await body(locked)).status).toBe(false);
    // the same mobile as another user type is a different account
    expect((await body(await login('user/login', '13800000001', 'Demo@1234', '10.1.0.3'))).status).toBe(true);
    await t.db.delete(rateLimits); // later tests log the expert in
  });

  it('limits failures per IP across mobiles', async () => {
    for (let i = 0; i < 8; i++)
      await login('user/login', `1390000${String(i).padStart(4, '0')}`, 'bad', '10.2.0.1');
    expect((await login('user/login', '13800000004', 'Demo@1234', '10.2.0.1')).status).toBe(429);
    expect((await login('user/login', '13800000004', 'Demo@1234', '10.2.0.2')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('logout revokes the token: the next call gets -2', async () => {
    const { token } = await t.loginAs('buyer');
    expect((await t.call('goods_cart/get', {}, token)).status).toBe(true);
    expect(await t.call('user/loginOut', {}, token)).toMatchObject({ status: true, message: '退出成功' });
    expect(await t.call('goods_cart/get', {}, token)).toMatchObject({
      status: -2,
      message: '请先登录',
      data: null,
    });
    expect((await t.call('user/loginOut', {}, token)).status).toBe(-2);
  });

  it('missing, garbage, expired and wrong-type tokens get -2', async () => {
    expect((await t.call('goods_cart/get')).status).toBe(-2);
    expect((await t.call('goods_cart/get', {}, 'not-a-token')).status).toBe(-2);
    expect((await t.call('goods_cart/get', {}, 'A'.repeat(43))).status).toBe(-2);
    const merchant = await t.loginAs('merchant');
    expect((await t.call('goods_cart/get', {}, merchant.token)).status).toBe(-2);
    const expert = await t.loginAs('expert');
    expect((await t.call('goods_collect/get', {}, expert.token)).status).toBe(-2);
    const buyer = await t.loginAs('buyer2');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(buyer.token)));
    expect((await t.call('goods_cart/get', {}, buyer.token)).status).toBe(-2);
  });

  it('a password change invalidates earlier tokens', async () => {
    const { token } = await t.loginAs('buyer2');
    await t.db
      .update(accounts)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(accounts.mobile, DEMO.buyer2.mobile));
    expect((await t.call('goods_cart/get', {}, token)).status).toBe(-2);
  });
});
