import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callFrom, freshIp, lastCode, ROOMY_LIMITS, solvedCaptcha } from './captcha.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: ROOMY_LIMITS });
});
afterAll(() => t.close());

const sendSms = async (body: Record<string, unknown>, ip = freshIp()) =>
  callFrom(t, 'captcha/sendSmsCaptcha', { purpose: 'register', ...(await solvedCaptcha(t)), ...body }, ip);

describe('captcha/sendSmsCaptcha', () => {
  it('sends a 6-digit code to the outbox after a correct captcha', async () => {
    const answer = await sendSms({ mobile: '13911110001', type: 1 });
    expect(answer).toMatchObject({ status: true, message: '验证码已发送', data: { interval: 60 } });
    expect(await lastCode(t, '13911110001')).toMatch(/^\d{6}$/);
    const outbox = await t.call('dev/outbox', { to: '13911110001' });
    expect(outbox.data.list[0]).toMatchObject({ channel: 'sms', to: '13911110001' });
  });

  it('requires a solved captcha challenge', async () => {
    const none = await callFrom(t, 'captcha/sendSmsCaptcha', { mobile: '13911110002', purpose: 'register' });
    expect(none.message).toBe('请先完成人机验证');
    const solved = await solvedCaptcha(t);
    const noAnswer = { mobile: '13911110002', purpose: 'register', captcha_key: solved.captcha_key };
    expect((await callFrom(t, 'captcha/sendSmsCaptcha', noAnswer)).message).toBe('请先完成人机验证');
  });

  it('register and findpass send a code whether or not the mobile has an account; login refuses an unknown one', async () => {
    // which mobiles have accounts is told only to whoever proves the code (register.service)
    expect((await sendSms({ mobile: '13800000001' })).message).toBe('验证码已发送');
    expect((await sendSms({ mobile: '13800000002', type: 2 })).message).toBe('验证码已发送');
    expect((await sendSms({ mobile: '13911110005', purpose: 'findpass' })).message).toBe('验证码已发送');
    expect((await sendSms({ mobile: '13800000002', purpose: 'login', type: 1 })).message).toBe(
      '该手机号未注册',
    );
    expect((await sendSms({ mobile: '13800000003', purpose: 'login', type: 3 })).status).toBe(true);
  });

  it('rate limits per mobile: once a minute, a few a day (429, Chinese message)', async () => {
    expect((await sendSms({ mobile: '13911110006' })).status).toBe(true);
    const soon = await sendSms({ mobile: '13911110006' });
    expect(soon).toMatchObject({ status: false, message: '验证码发送过于频繁，请60秒后再试', http: 429 });
    // the minute passes: the daily cap (3 in this file) still holds
    const { rateLimits } = await import('../../db/schema');
    for (let i = 0; i < 2; i++) {
      await t.db.delete(rateLimits).where(eq(rateLimits.key, 'code:sms:13911110006'));
      expect((await sendSms({ mobile: '13911110006' })).status).toBe(true);
    }
    await t.db.delete(rateLimits).where(eq(rateLimits.key, 'code:sms:13911110006'));
    expect(await sendSms({ mobile: '13911110006' })).toMatchObject({
      message: '今日验证码发送次数已达上限，请明天再试',
      http: 429,
    });
  });

  it('wrong captchas do not use up the mobile’s quota', async () => {
    for (let i = 0; i < 3; i++) {
      const body = {
        mobile: '13911110007',
        purpose: 'register',
        captcha_key: 'x'.repeat(24),
        captcha_code: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64'),
      };
      expect((await callFrom(t, 'captcha/sendSmsCaptcha', body)).status).toBe(false);
    }
    expect((await sendSms({ mobile: '13911110007' })).status).toBe(true);
  });

  it('rate limits per IP across mobiles', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 4; i++) expect((await sendSms({ mobile: `1391112000${i}` }, ip)).status).toBe(true);
    expect(await sendSms({ mobile: '13911120009' }, ip)).toMatchObject({
      message: '验证码发送过于频繁，请稍后再试',
      http: 429,
    });
    expect((await sendSms({ mobile: '13911120009' }, '10.200.0.2')).status).toBe(true);
  });

  it('refuses odd input with a message, never a 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mobile: '12345' }, '请输入正确的手机号'],
      [{ mobile: ['13911110008'] }, '请输入正确的手机号'],
      [{ mobile: '13911110008', purpose: 'hack' }, '无效的验证码用途'],
      [{ mobile: '13911110008', purpose: '' }, '请选择验证码用途'],
      [{ mobile: '13911110008', type: 9 }, '无效的用户类型'],
      [{ mobile: '13911110008', type: { a: 1 } }, '无效的用户类型'],
      [{ mobile: '13911110008', captcha_key: { $ne: 1 } }, '人机验证已失效，请重新验证'],
      [{ mobile: '13911110008', captcha_code: ['A'] }, '人机验证未通过或已过期，请重新验证'],
      [{ mobile: '13911110008', captcha_code: 'not base64 {}' }, '人机验证未通过或已过期，请重新验证'],
    ];
    for (const [body, message] of cases) {
      const answer = await sendSms(body);
      expect([answer.http, answer.status, answer.message]).toEqual([200, false, message]);
    }
  });
});

describe('captcha/sendMailCaptcha', () => {
  it('sends a code by e-mail for a merchant registration', async () => {
    const body = {
      email: 'Lab@Example.cn',
      purpose: 'register',
      type: 2,
      ...(await solvedCaptcha(t, 'mail')),
    };
    const answer = await callFrom(t, 'captcha/sendMailCaptcha', body);
    expect(answer).toMatchObject({ status: true, message: '验证码已发送至邮箱' });
    const outbox = await t.call('dev/outbox', { to: 'lab@example.cn' });
    expect(outbox.data.list[0]).toMatchObject({ channel: 'mail', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses a bad address, another purpose and a missing captcha', async () => {
    const captcha = await solvedCaptcha(t, 'mail');
    const bad = await callFrom(t, 'captcha/sendMailCaptcha', {
      email: 'a@b',
      purpose: 'register',
      ...captcha,
    });
    expect(bad.message).toBe('请输入正确的邮箱');
    const login = await callFrom(t, 'captcha/sendMailCaptcha', {
      email: 'a@b.cn',
      purpose: 'login',
      ...captcha,
    });
    expect(login.message).toBe('无效的验证码用途');
    const none = await callFrom(t, 'captcha/sendMailCaptcha', { email: 'a@b.cn', purpose: 'register' });
    expect(none.message).toBe('请先完成人机验证');
  });
});

describe('captcha/get rate limit', () => {
  it('limits challenges per IP (429)', async () => {
    const strict = await createTestApp({ limits: { captchaPerIp: { limit: 2, windowSec: 60 } } });
    try {
      for (let i = 0; i < 2; i++)
        expect((await callFrom(strict, 'captcha/get', { purpose: 'sms' }, '10.9.0.1')).status).toBe(true);
      expect(await callFrom(strict, 'captcha/get', { purpose: 'sms' }, '10.9.0.1')).toMatchObject({
        status: false,
        message: '人机验证过于频繁，请稍后再试',
        http: 429,
      });
    } finally {
      await strict.close();
    }
  });
});
