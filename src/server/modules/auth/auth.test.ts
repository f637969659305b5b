import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authTokens, rateLimits } from '../../db/schema';
import { hashToken } from '../../lib/auth';
import { body, createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { callFrom, solvedCaptcha } from '../captcha/captcha.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginFailsPerPair: { limit: 5, windowSec: 900 },
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

  it('a pasted mobile with spaces or hyphens (138 0000 0001) is the same account', async () => {
    const password = 'Demo@1234';
    for (const typed of ['138 0000 0001', '138-0000-0001', ' 13800000001 ']) {
      const answer = await body(await login('user/login', typed, password, '10.0.9.1'));
      expect(answer.status, typed).toBe(true);
      expect(answer.data.userInfo.mobile).toBe('13800000001');
    }
    expect((await body(await login('user/login', '138 0000 000', password, '10.0.9.1'))).message).toBe(
      '请输入正确的手机号',
    );
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
      // the same words and countdown whether the mobile is registered or not
      expect(answer).toEqual({
        status: false,
        message: '手机号或密码错误，再错 2 次需完成人机验证',
        data: null,
      });
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

  it('asks for the captcha after 3 failures on an account, from any address, and never locks the owner out', async () => {
    const mobile = DEMO.expert.mobile;
    const messages = [];
    for (let i = 0; i < 3; i++)
      messages.push((await body(await login('expert/login', mobile, 'bad', `10.1.0.${i}`))).message);
    expect(messages).toEqual([
      '手机号或密码错误，再错 2 次需完成人机验证',
      '手机号或密码错误，再错 1 次需完成人机验证',
      '手机号或密码错误，请完成人机验证后重试',
    ]);
    // now even the right password needs the captcha, from a new address too
    const bare = await body(await login('expert/login', mobile, 'Demo@1234', '10.1.0.9'));
    expect(bare).toEqual({ status: false, message: '请先完成人机验证', data: null });
    const wrongCaptcha = await callFrom(t, 'expert/login', {
      mobile,
      password: 'Demo@1234',
      captcha_key: (await solvedCaptcha(t, 'login')).captcha_key,
      captcha_code: 'ZZZZ',
    });
    expect(wrongCaptcha.message).toBe('人机验证未通过或已过期，请重新验证');
    const owner = await callFrom(t, 'expert/login', {
      mobile,
      password: 'Demo@1234',
      ...(await solvedCaptcha(t, 'login')),
    });
    expect(owner.status).toBe(true);
    // the success clears the count: the next login needs no captcha
    expect((await body(await login('expert/login', mobile, 'Demo@1234', '10.1.0.9'))).status).toBe(true);
    // the same mobile as another user type is a different account
    expect((await body(await login('user/login', '13800000001', 'Demo@1234', '10.1.0.3'))).status).toBe(true);
  });

  it("lets the owner in past a stranger's 50 wrong passwords from other addresses", {
    timeout: 90_000,
  }, async () => {
    const mobile = DEMO.buyer2.mobile;
    for (let i = 0; i < 50; i++) {
      // a determined stranger even solves the captchas
      const captcha = i < 3 ? {} : await solvedCaptcha(t, 'login');
      const answer = await callFrom(
        t,
        'user/login',
        { mobile, password: `guess${i}`, ...captcha },
        `10.50.${i}.1`,
      );
      expect(answer.status).toBe(false);
    }
    const owner = await callFrom(
      t,
      'user/login',
      { mobile, password: 'Demo@1234', ...(await solvedCaptcha(t, 'login')) },
      '10.51.0.1',
    );
    expect(owner.status).toBe(true);
  });

  it('slows a guesser at one address (429 there) without locking out the owner, there or elsewhere', async () => {
    const mobile = DEMO.merchant.mobile;
    for (let i = 0; i < 5; i++) {
      const captcha = i < 3 ? {} : await solvedCaptcha(t, 'login');
      await callFrom(t, 'merchant_account/login', { mobile, password: 'bad', ...captcha }, '10.3.0.1');
    }
    const bare = await callFrom(t, 'merchant_account/login', { mobile, password: 'bad' }, '10.3.0.1');
    expect([bare.http, bare.message]).toEqual([429, '登录失败次数过多，请完成人机验证后重试']);
    // the locked address gets one captcha'd try a minute on the account
    const guess = () =>
      solvedCaptcha(t, 'login').then((c) =>
        callFrom(t, 'merchant_account/login', { mobile, password: 'bad', ...c }, '10.3.0.1'),
      );
    expect((await guess()).message).toBe('手机号或密码错误，请完成人机验证后重试');
    const soon = await guess();
    expect([soon.http, soon.message]).toEqual([429, '登录失败次数过多，请 1 分钟后完成人机验证再试']);
    // the minute passes: the owner behind the guesser's own address, right password + captcha, gets in
    await t.db.delete(rateLimits).where(like(rateLimits.key, 'login:lockedTry:%'));
    const sameAddress = await callFrom(
      t,
      'merchant_account/login',
      { mobile, password: 'Demo@1234', ...(await solvedCaptcha(t, 'login')) },
      '10.3.0.1',
    );
    expect(sameAddress.status).toBe(true);
    const owner = await callFrom(
      t,
      'merchant_account/login',
      { mobile, password: 'Demo@1234', ...(await solvedCaptcha(t, 'login')) },
      '10.3.0.2',
    );
    expect(owner.status).toBe(true);
    await t.db.delete(rateLimits);
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

describe('bursts', () => {
  let burst: TestApp;
  beforeAll(async () => {
    burst = await createTestApp({
      limits: {
        loginTriesPerMobile: { limit: 20, windowSec: 60 },
        loginTriesPerIp: { limit: 100_000, windowSec: 60 },
      },
    });
  });
  afterAll(() => burst.close());

  it("200 parallel logins of one account hash a bounded few and leave another account's login free", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callFrom(burst, 'user/login', { mobile: DEMO.buyer.mobile, password: 'Demo@1234' }, `10.60.${i}.1`),
      ),
    );
    const by = (m: string) => answers.filter((a) => a.message === m).length;
    const signedIn = answers.filter((a) => a.status === true).length;
    // every answer is a login, a captcha request or an at-once 系统繁忙: nothing else queued
    expect(signedIn + by('请先完成人机验证') + by('系统繁忙，请稍后再试')).toBe(200);
    // at most the per-account attempts before the captcha were hashed
    expect(signedIn).toBeLessThanOrEqual(20);
    expect(signedIn).toBeGreaterThanOrEqual(1);
    const other = await callFrom(burst, 'user/login', { mobile: DEMO.buyer2.mobile, password: 'Demo@1234' });
    expect(other.status).toBe(true);
  });
});
