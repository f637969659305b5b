import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callFrom, freshIp, ROOMY_LIMITS, solveChallenge, solvedCaptcha } from './captcha.test-helpers';
import { captchaCost, DEFAULT_CAPTCHA_COST, TRIES } from './captcha-pow';

/**
 * The captcha is an ALTCHA proof of work, not a picture: there is nothing to read, so the old
 * matcher (stroke count and shape fit over the SVG paths) has no input. What a script must do is
 * the work itself, each time; these tests show the work is checked, used once, and bound to what
 * it was issued for.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: ROOMY_LIMITS });
});
afterAll(() => t.close());

const REFUSED = '人机验证未通过或已过期，请重新验证';
const sendSms = (captcha: Record<string, string>, mobile: string) =>
  callFrom(t, 'captcha/sendSmsCaptcha', { mobile, purpose: 'register', ...captcha });
/** The parts of a solved ALTCHA answer a forger changes. */
interface AnswerParts {
  challenge: { signature: string; parameters: { data: { purpose: string } } };
  solution: { derivedKey: string; counter: number };
}
/** A solved answer with its JSON changed by `change` (what a forger would send). */
const tampered = (code: string, change: (v: AnswerParts) => void): string => {
  const value = JSON.parse(Buffer.from(code, 'base64').toString());
  change(value);
  return Buffer.from(JSON.stringify(value)).toString('base64');
};

describe('captcha/get', () => {
  it('answers a signed PBKDF2 challenge for the purpose; no answer is stored or queued', async () => {
    const answer = await callFrom(t, 'captcha/get', { purpose: 'login' });
    expect(answer).toMatchObject({ status: true, data: { key: expect.stringMatching(/^[\w-]{24}$/) } });
    const { key, challenge } = answer.data;
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: captchaCost(),
      keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
      data: { key, purpose: 'login' },
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, key));
    expect(row).toMatchObject({ channel: 'captcha', purpose: 'login', usedAt: null });
    expect(await t.db.select().from(outbox).where(eq(outbox.to, key))).toEqual([]);
  });

  it('refuses a missing or unknown purpose with a message', async () => {
    expect((await callFrom(t, 'captcha/get', {})).message).toBe('请选择人机验证用途');
    expect((await callFrom(t, 'captcha/get', { purpose: 'admin' })).message).toBe('无效的人机验证用途');
  });

  it('defaults to a cost a phone solves in about a second', () => {
    expect(captchaCost({})).toBe(DEFAULT_CAPTCHA_COST);
    expect(captchaCost({ TIC_CAPTCHA_COST: '80000' })).toBe(80000);
    expect(captchaCost({ TIC_CAPTCHA_COST: 'lots' })).toBe(DEFAULT_CAPTCHA_COST);
    expect(DEFAULT_CAPTCHA_COST * ((TRIES.min + TRIES.max) / 2)).toBe(1_250_000);
  });
});

describe('a solved challenge', () => {
  it('passes once; the same solution again is refused', async () => {
    const solved = await solvedCaptcha(t, 'sms');
    expect((await sendSms(solved, '13922220001')).message).toBe('验证码已发送');
    expect((await sendSms(solved, '13922220002')).message).toBe(REFUSED);
  });

  it('is one winner when two requests race with it', async () => {
    const solved = await solvedCaptcha(t, 'sms');
    const both = await Promise.all([sendSms(solved, '13922220003'), sendSms(solved, '13922220004')]);
    expect(both.map((a) => a.status).sort()).toEqual([false, true]);
  });

  it('is refused for another purpose, even with the purpose in its data rewritten', async () => {
    const forLogin = await solvedCaptcha(t, 'login');
    expect((await sendSms(forLogin, '13922220005')).message).toBe(REFUSED);
    const relabelled = tampered(forLogin.captcha_code, (v) => {
      v.challenge.parameters.data.purpose = 'sms';
    });
    expect((await sendSms({ ...forLogin, captcha_code: relabelled }, '13922220005')).message).toBe(REFUSED);
    // a mail challenge does not send an SMS either
    expect((await sendSms(await solvedCaptcha(t, 'mail'), '13922220005')).message).toBe(REFUSED);
  });

  it('is refused once expired, in the row or in its signed parameters', async () => {
    const stale = await solvedCaptcha(t, 'sms');
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, stale.captcha_key));
    expect((await sendSms(stale, '13922220006')).message).toBe(REFUSED);
    const answer = await callFrom(t, 'captcha/get', { purpose: 'sms' }, freshIp());
    const challenge = answer.data.challenge;
    challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 1;
    const code = await solveChallenge(challenge);
    expect((await sendSms({ captcha_key: answer.data.key, captcha_code: code }, '13922220006')).message).toBe(
      REFUSED,
    );
  });

  it('is refused when forged: parameters changed, signature changed, or another key', async () => {
    const easier = await callFrom(t, 'captcha/get', { purpose: 'sms' }, freshIp());
    // an easier prefix solved honestly, still under the original signature
    easier.data.challenge.parameters.keyPrefix = '0';
    const cheap = await solveChallenge(easier.data.challenge);
    expect(
      (await sendSms({ captcha_key: easier.data.key, captcha_code: cheap }, '13922220007')).message,
    ).toBe(REFUSED);

    const solved = await solvedCaptcha(t, 'sms');
    const resigned = tampered(solved.captcha_code, (v) => {
      v.challenge.signature = 'f'.repeat(64);
    });
    expect((await sendSms({ ...solved, captcha_code: resigned }, '13922220007')).message).toBe(REFUSED);
    const other = await solvedCaptcha(t, 'sms');
    expect((await sendSms({ ...other, captcha_key: solved.captcha_key }, '13922220007')).message).toBe(
      REFUSED,
    );
    // the forgeries burnt nothing: the honest answers still work
    expect((await sendSms(other, '13922220008')).status).toBe(true);
    expect((await sendSms(solved, '13922220009')).status).toBe(true);
  });

  it('is refused with a wrong number (counter or key), and is used up by that try', async () => {
    const solved = await solvedCaptcha(t, 'sms');
    const wrongKey = tampered(solved.captcha_code, (v) => {
      v.solution.derivedKey = v.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
      v.solution.counter += 1;
    });
    expect((await sendSms({ ...solved, captcha_code: wrongKey }, '13922220010')).message).toBe(REFUSED);
    // one answer per challenge, as with the codes: the right one after a wrong one is refused
    expect((await sendSms(solved, '13922220010')).message).toBe(REFUSED);
  });
});
