import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS, smsCode } from '../captcha/captcha.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      ...ROOMY_LIMITS,
      codePerIp: { limit: 1000, windowSec: 3600 },
      loginFailsPerPair: { limit: 6, windowSec: 900 },
    },
  });
});
afterAll(() => t.close());

describe('login with an SMS code ({ mobile, code })', () => {
  it('logs each user type in at its own endpoint', async () => {
    for (const who of ['buyer', 'merchant', 'expert'] as const) {
      const { mobile, type, login } = DEMO[who];
      const code = await smsCode(t, mobile, 'login', type);
      const answer = await t.call(login, { mobile, code });
      expect(answer).toMatchObject({
        status: true,
        message: '登录成功',
        data: { type, userInfo: { mobile } },
      });
      expect((await t.call(login, { mobile, code })).message).toBe('验证码错误或已过期，请重新获取');
    }
  });

  it('refuses a wrong code, a code of another purpose and one of another user type', async () => {
    await t.db.delete(rateLimits);
    const code = await smsCode(t, DEMO.buyer.mobile, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.call('user/login', { mobile: DEMO.buyer.mobile, code: wrong })).message).toBe(
      '验证码错误',
    );
    // the buyer's code does not open the merchant account of the same person
    expect((await t.call('merchant_account/login', { mobile: DEMO.buyer.mobile, code })).message).toBe(
      '验证码错误或已过期，请重新获取',
    );
    // nor another mobile
    expect((await t.call('user/login', { mobile: DEMO.buyer2.mobile, code })).message).toBe(
      '验证码错误或已过期，请重新获取',
    );
    const reset = await smsCode(t, DEMO.buyer2.mobile, 'findpass');
    expect((await t.call('user/login', { mobile: DEMO.buyer2.mobile, code: reset })).message).toBe(
      '验证码错误或已过期，请重新获取',
    );
    expect((await t.call('user/login', { mobile: DEMO.buyer.mobile, code })).status).toBe(true);
  });

  it('counts wrong codes toward the per-address limit', async () => {
    await t.db.delete(rateLimits);
    const mobile = DEMO.buyer2.mobile;
    for (let i = 0; i < 6; i++) await t.call('user/login', { mobile, code: '000000' });
    const locked = await t.call('user/login', { mobile, code: '000000' });
    expect([locked.http, locked.message]).toEqual([429, '登录失败次数过多，请 15 分钟后再试']);
  });

  it('validates the code and still prefers the password when both come', async () => {
    expect((await t.call('user/login', { mobile: DEMO.buyer.mobile, code: '12ab56' })).message).toBe(
      '请输入6位数字验证码',
    );
    expect((await t.call('user/login', { mobile: DEMO.buyer.mobile, code: ['123456'] })).message).toBe(
      '请输入6位数字验证码',
    );
    expect((await t.call('user/login', { mobile: DEMO.buyer.mobile })).message).toBe('请输入密码');
    const both = await t.call('user/login', {
      mobile: DEMO.buyer.mobile,
      password: 'Demo@1234',
      code: '000000',
    });
    expect(both.status).toBe(true);
  });
});
