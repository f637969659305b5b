import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callFrom, freshIp, lastCode, ROOMY_LIMITS, solvedCaptcha } from './captcha.test-helpers';
import { CAPTCHA_ALPHABET } from './captcha-glyphs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: ROOMY_LIMITS });
});
afterAll(() => t.close());

const sendSms = async (body: Record<string, unknown>, ip = freshIp()) =>
  callFrom(t, 'captcha/sendSmsCaptcha', { purpose: 'register', ...(await solvedCaptcha(t)), ...body }, ip);

describe('captcha/get', () => {
  it('answers a key and an SVG data URL whose source does not contain the answer', async () => {
    const answer = await callFrom(t, 'captcha/get', {});
    expect(answer).toMatchObject({ status: true, data: { key: expect.stringMatching(/^[\w-]{24}$/) } });
    const { key, image } = answer.data;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 120 40"/);
    expect(svg).not.toMatch(/<text|<script|href/i);
    expect((svg.match(/stroke-linecap="round"/g) ?? []).length).toBe(4);
    const code = await lastCode(t, key);
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    // stored as a hash only
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, key));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(5 * 60_000, -4);
  });

  it('never draws an ambiguous character', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5SBGQU]/);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });
});

describe('captcha/sendSmsCaptcha', () => {
  it('sends a 6-digit code to the outbox after a correct captcha', async () => {
    const answer = await sendSms({ mobile: '13911110001', type: 1 });
    expect(answer).toMatchObject({ status: true, message: '验证码已发送', data: { interval: 60 } });
    expect(await lastCode(t, '13911110001')).toMatch(/^\d{6}$/);
    const outbox = await t.call('dev/outbox', { to: '13911110001' });
    expect(outbox.data.list[0]).toMatchObject({ channel: 'sms', to: '13911110001' });
  });

  it('requires the image captcha, and a captcha works once and only when right', async () => {
    expect(
      (await callFrom(t, 'captcha/sendSmsCaptcha', { mobile: '13911110002', purpose: 'register' })).message,
    ).toBe('请先获取图形验证码');
    const solved = await solvedCaptcha(t);
    const noAnswer = { mobile: '13911110002', purpose: 'register', captcha_key: solved.captcha_key };
    expect((await callFrom(t, 'captcha/sendSmsCaptcha', noAnswer)).message).toBe('请输入图形验证码');

    const wrong = await solvedCaptcha(t);
    const bad = wrong.captcha_code === 'AAAA' ? 'CCCC' : 'AAAA';
    const first = await callFrom(t, 'captcha/sendSmsCaptcha', { ...noAnswer, ...wrong, captcha_code: bad });
    expect(first).toMatchObject({ status: false, message: '图形验证码错误或已过期，请重新输入', http: 200 });
    // one guess per captcha: the right answer after a wrong one is refused too
    expect((await callFrom(t, 'captcha/sendSmsCaptcha', { ...noAnswer, ...wrong })).status).toBe(false);

    const right = await solvedCaptcha(t);
    const lower = { ...noAnswer, ...right, captcha_code: right.captcha_code.toLowerCase() };
    expect((await callFrom(t, 'captcha/sendSmsCaptcha', lower)).status).toBe(true); // case-insensitive
    const again = await callFrom(t, 'captcha/sendSmsCaptcha', { ...lower, mobile: '13911110003' });
    expect(again.message).toBe('图形验证码错误或已过期，请重新输入');
  });

  it('refuses an expired captcha', async () => {
    const solved = await solvedCaptcha(t);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, solved.captcha_key));
    const answer = await callFrom(t, 'captcha/sendSmsCaptcha', {
      mobile: '13911110004',
      purpose: 'register',
      ...solved,
    });
    expect(answer.message).toBe('图形验证码错误或已过期，请重新输入');
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
        captcha_code: 'AAAA',
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
      [{ mobile: '13911110008', captcha_key: { $ne: 1 } }, '图形验证码已失效，请刷新'],
      [{ mobile: '13911110008', captcha_code: ['A'] }, '图形验证码错误'],
    ];
    for (const [body, message] of cases) {
      const answer = await sendSms(body);
      expect([answer.http, answer.status, answer.message]).toEqual([200, false, message]);
    }
  });
});

describe('captcha/sendMailCaptcha', () => {
  it('sends a code by e-mail for a merchant registration', async () => {
    const body = { email: 'Lab@Example.cn', purpose: 'register', type: 2, ...(await solvedCaptcha(t)) };
    const answer = await callFrom(t, 'captcha/sendMailCaptcha', body);
    expect(answer).toMatchObject({ status: true, message: '验证码已发送至邮箱' });
    const outbox = await t.call('dev/outbox', { to: 'lab@example.cn' });
    expect(outbox.data.list[0]).toMatchObject({ channel: 'mail', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses a bad address, another purpose and a missing captcha', async () => {
    const captcha = await solvedCaptcha(t);
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
    expect(none.message).toBe('请先获取图形验证码');
  });
});

describe('captcha/get rate limit', () => {
  it('limits image captchas per IP (429)', async () => {
    const strict = await createTestApp({ limits: { captchaPerIp: { limit: 2, windowSec: 60 } } });
    try {
      for (let i = 0; i < 2; i++)
        expect((await callFrom(strict, 'captcha/get', {}, '10.9.0.1')).status).toBe(true);
      expect(await callFrom(strict, 'captcha/get', {}, '10.9.0.1')).toMatchObject({
        status: false,
        message: '获取图形验证码过于频繁，请稍后再试',
        http: 429,
      });
    } finally {
      await strict.close();
    }
  });
});
