import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { solvedCaptcha } from '../captcha/captcha.test-helpers';
import { STAFF_MSG, STAFF_WRONG } from './operator-auth.service';
import { type EnrolledStaff, enrolledStaff, STAFF_PASSWORD, staffCall, totpCode } from './operator-test-kit';
import { TOTP_LOCK_ACTION } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A console sign-in from `ip`, with a solved captcha (asked for after three failures). */
const signIn = async (s: EnrolledStaff, password: string, code: string, ip: string) =>
  staffCall(
    t,
    'operator/login',
    { mobile: s.mobile, password, code, ...(await solvedCaptcha(t, 'staff_login', ip)) },
    undefined,
    { 'x-forwarded-for': ip },
  );

// five steps ahead: outside the one-step drift a code is accepted for
const wrongCode = (s: EnrolledStaff) => totpCode(s.secret, 5);

describe('wrong second-factor codes are counted per member, over all addresses', () => {
  it('10 wrong codes from 8 addresses lock it; the right code is refused meanwhile; the lock ends', {
    timeout: 120_000,
  }, async () => {
    const s = await enrolledStaff(t, 'reviewer');
    const answers: string[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await signIn(s, STAFF_PASSWORD, wrongCode(s), `10.80.0.${i % 8}`)).message);
    expect(answers.slice(0, 9).every((m) => m.startsWith(STAFF_WRONG))).toBe(true);
    expect(answers[9]).toBe(STAFF_MSG.totpLocked);
    // the right code, from a new address, during the lock
    const right = await signIn(s, STAFF_PASSWORD, totpCode(s.secret, 1), '10.80.1.1');
    expect(right).toMatchObject({
      status: false,
      message: '动态验证码错误次数过多，该账号的二次验证已锁定 15 分钟，请稍后再试或联系管理员',
    });
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, TOTP_LOCK_ACTION), eq(staffAudit.staffId, s.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: `staff#${s.id}`, after: { wrong_codes: 10, minutes: 15 } });
    // 15 minutes later
    await t.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(like(rateLimits.key, `staff:totp%:${s.id}`));
    const after = await signIn(s, STAFF_PASSWORD, totpCode(s.secret, 1), '10.80.1.1');
    expect(after).toMatchObject({ status: true, message: '登录成功' });
  });

  it('a stranger without the password can neither lock the member nor learn of a lock', {
    timeout: 120_000,
  }, async () => {
    const s = await enrolledStaff(t, 'editor');
    for (let i = 0; i < 12; i++) {
      const answer = await signIn(s, 'Wrong@pass1', wrongCode(s), `10.81.0.${i % 8}`);
      expect(answer.message.startsWith(STAFF_WRONG)).toBe(true);
    }
    const owner = await signIn(s, STAFF_PASSWORD, totpCode(s.secret, 1), '10.81.1.1');
    expect(owner.status).toBe(true);
  });
});
