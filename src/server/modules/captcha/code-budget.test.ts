import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimits, verificationCodes } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { createTestApp, DEMO, type TestApp, testAppOn } from '../../test/test-app';
import { MSG } from './captcha.service';
import { callFrom, lastCode, solvedCaptcha } from './captcha.test-helpers';
import { BUDGET_MSG, WRONG_PER_TARGET } from './code-budget';

/**
 * A stranger who knows the victim's mobile tries to burn the victim's codes and send budget: the
 * wrong tries and the sends count against the stranger, never against the owner.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      captchaPerIp: { limit: 1000, windowSec: 60 },
      codePerIp: { limit: 1000, windowSec: 3600 },
    },
  });
});
afterAll(() => t.close());

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const send = async (mobile: string, purpose: string, ip: string, type = 1, token?: string) =>
  callFrom(
    t,
    'captcha/sendSmsCaptcha',
    { mobile, purpose, type, ...(await solvedCaptcha(t, 'sms', ip)) },
    ip,
    token,
  );
const check = (mobile: string, code: string, ip: string) =>
  callFrom(t, 'captcha/checkSmsCaptcha', { mobile, code, type: 1 }, ip);
/** "One a minute": the tests do not wait, they end the minute (strangers' and owner's). */
const endMinute = async (mobile: string) => {
  await t.db.delete(rateLimits).where(eq(rateLimits.key, `code:sms:${mobile}`));
  await t.db.delete(rateLimits).where(eq(rateLimits.key, `code:sms:${mobile}:owner`));
};

describe('wrong tries count per requester', () => {
  it("five wrong checkSmsCaptcha from a stranger's address leave the victim's live reset code working", async () => {
    const victim = DEMO.buyer2.mobile;
    const home = '10.60.0.1';
    expect((await send(victim, 'findpass', home)).status).toBe(true);
    const code = await lastCode(t, victim);
    const stranger = '10.60.0.66';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await check(victim, wrongOf(code), stranger)).message);
    expect(answers).toEqual([
      MSG.badCode,
      MSG.badCode,
      MSG.badCode,
      MSG.badCode,
      MSG.burntCode,
      MSG.burntCode,
    ]);
    // the stranger is done with this mobile's codes, even with the right one
    expect((await check(victim, code, stranger)).message).toBe(MSG.burntCode);
    // a stranger asking for a code of its own does not supersede the victim's either
    await endMinute(victim);
    expect((await send(victim, 'findpass', '10.60.0.67')).status).toBe(true);
    expect(await check(victim, code, home)).toMatchObject({ status: true, message: '验证码正确' });
    const reset = await callFrom(
      t,
      'extension/forgetPassword',
      { mobile: victim, code, password: DEMO_PASSWORD, type: 1 },
      home,
    );
    expect(reset).toMatchObject({ status: true, message: '密码已重置，请使用新密码登录' });
  });

  it('the owner who mistyped five times asks again and the new code works', async () => {
    const mobile = '13766660001';
    const ip = '10.61.0.1';
    expect((await send(mobile, 'register', ip)).status).toBe(true);
    const first = await lastCode(t, mobile);
    for (let i = 0; i < 5; i++)
      await callFrom(
        t,
        'user/register',
        { mobile, code: wrongOf(first), password: DEMO_PASSWORD, agree: 1 },
        ip,
      );
    await endMinute(mobile);
    expect((await send(mobile, 'register', ip)).status).toBe(true);
    const second = await lastCode(t, mobile);
    const done = await callFrom(
      t,
      'user/register',
      { mobile, code: second, password: DEMO_PASSWORD, agree: 1 },
      ip,
    );
    expect(done.status).toBe(true);
  });

  it('many stranger addresses together get a bounded number of tries; the owner still gets in', async () => {
    const victim = DEMO.expert.mobile;
    const home = '10.62.0.1';
    // the owner logged in from home before: that address is the owner's
    expect(
      (await callFrom(t, 'expert/login', { mobile: victim, password: DEMO_PASSWORD }, home)).status,
    ).toBe(true);
    expect((await send(victim, 'login', home, 3)).status).toBe(true);
    const code = await lastCode(t, victim);
    const login = (c: string, ip: string) => callFrom(t, 'expert/login', { mobile: victim, code: c }, ip);
    for (let i = 0; i < WRONG_PER_TARGET.limit; i++) await login(wrongOf(code), `10.62.1.${i}`);
    const late = await login(code, '10.62.2.1');
    expect([late.http, late.message]).toEqual([429, BUDGET_MSG.tooManyWrong]);
    expect((await login(code, home)).status).toBe(true);
  });
});

describe('send budgets: the owner has its own', () => {
  it("ten sends to the victim's number from a stranger (one a minute) leave the victim's own login and reset codes", async () => {
    const victim = DEMO.merchant.mobile;
    const home = '10.63.0.1';
    expect(
      (await callFrom(t, 'merchant_account/login', { mobile: victim, password: DEMO_PASSWORD }, home)).status,
    ).toBe(true);
    const stranger = '10.63.0.66';
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await send(victim, i % 2 ? 'login' : 'findpass', stranger, 2)).message);
      await endMinute(victim);
    }
    // the stranger's address gets its share (3 a day), then nothing
    expect(answers.filter((m) => m === '验证码已发送')).toHaveLength(3);
    expect(answers.slice(3).every((m) => m === BUDGET_MSG.dailyCap)).toBe(true);
    // more stranger addresses use up the strangers' budget (10 a day) …
    for (let i = 0; i < 4; i++) {
      for (let k = 0; k < 3; k++) {
        await send(victim, 'findpass', `10.63.1.${i}`, 2);
        await endMinute(victim);
      }
    }
    expect((await send(victim, 'findpass', '10.63.2.1', 2)).message).toBe(BUDGET_MSG.dailyCap);
    // … and not the owner's: login and reset codes from the address the owner logged in from
    const login = await send(victim, 'login', home, 2);
    expect(login).toMatchObject({ status: true, message: '验证码已发送' });
    const loginCode = await lastCode(t, victim);
    await endMinute(victim);
    expect((await send(victim, 'findpass', home, 2)).status).toBe(true);
    const ok = await callFrom(t, 'merchant_account/login', { mobile: victim, code: loginCode }, home);
    expect(ok.status).toBe(true);
  });

  it("a session's own mobile draws on the owner's budget from any address", async () => {
    const victim = DEMO.buyer.mobile;
    for (let i = 0; i < 4; i++) {
      for (let k = 0; k < 3; k++) {
        await send(victim, 'findpass', `10.64.1.${i}`);
        await endMinute(victim);
      }
    }
    expect((await send(victim, 'findpass', '10.64.2.1')).message).toBe(BUDGET_MSG.dailyCap);
    const { token } = await t.loginAs('buyer');
    const own = await send(victim, 'change_mobile', '10.64.3.1', 1, token);
    expect(own).toMatchObject({ status: true, message: '验证码已发送' });
  });
});

describe('production keeps no captcha answers', () => {
  it('neither the outbox nor the codes table holds a solved challenge', async () => {
    const prod = testAppOn(
      (await import('../../app')).createApp(t.db, {
        production: true,
        trustProxy: true,
        channels: { sms: true, mail: true },
        onError: () => {},
      }),
      t.database,
    );
    const before = await t.db.select({ id: outbox.id }).from(outbox);
    const solved = await solvedCaptcha(prod, 'sms', '10.65.0.1');
    const answer = JSON.parse(Buffer.from(solved.captcha_code, 'base64').toString());
    const sent = await callFrom(
      prod,
      'captcha/sendSmsCaptcha',
      { mobile: '13766660009', purpose: 'register', type: 1, ...solved },
      '10.65.0.1',
    );
    expect(sent.status).toBe(true);
    expect((await prod.call('dev/outbox', {})).http).toBe(404);
    const rows = await t.db.select().from(outbox);
    const added = rows.filter((r) => !before.some((b) => b.id === r.id));
    // the SMS code for its gateway, nothing else: no captcha channel, no answer
    expect(added.map((r) => [r.channel, r.to])).toEqual([['sms', '13766660009']]);
    const stored = JSON.stringify([
      rows,
      await t.db.select().from(verificationCodes).where(eq(verificationCodes.channel, 'captcha')),
    ]);
    expect(rows.some((r) => r.channel === 'captcha')).toBe(false);
    expect(stored).not.toContain(answer.solution.derivedKey);
    expect(stored).not.toContain(solved.captcha_code);
  });
});
