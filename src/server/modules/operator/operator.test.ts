import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffAudit, staffSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { solvedCaptcha } from '../captcha/captcha.test-helpers';
import { STAFF_MSG, STAFF_WRONG } from './operator-auth.service';
import { enrolledStaff, STAFF_PASSWORD, staffCall, totpCode } from './operator-test-kit';
import { inviteStaff } from './staff.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(staffAudit))[0]!.n;

describe('staff sign-in', () => {
  it('enrols through the one-time link: QR secret, password, a code from the app; the link then dies', async () => {
    const invite = await inviteStaff(
      t.db,
      { staffId: null, name: 'cli', ip: 'x' },
      { mobile: '13700000001', name: '王管理', role: 'admin' },
    );
    const enrol = invite.enrol_path.split('enrol=')[1]!;
    const e = await staffCall(t, 'operator/totpEnroll', { enrol });
    expect(e.data.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const weak = await staffCall(t, 'operator/totpVerify', {
      enrol,
      password: '123',
      code: totpCode(e.data.secret),
    });
    expect(weak).toMatchObject({ status: false, data: null });
    const wrong = await staffCall(t, 'operator/totpVerify', {
      enrol,
      password: STAFF_PASSWORD,
      code: '000000',
    });
    expect(wrong.message).toBe(STAFF_MSG.codeWrong);
    const v = await staffCall(t, 'operator/totpVerify', {
      enrol,
      password: STAFF_PASSWORD,
      code: totpCode(e.data.secret),
    });
    expect(v.data.staffInfo).toMatchObject({ role: 'admin', status: 'active' });
    expect((await staffCall(t, 'operator/info', {}, v.data.token)).data.info.mobile).toBe('13700000001');
    expect((await staffCall(t, 'operator/totpEnroll', { enrol })).message).toBe(STAFF_MSG.enrolInvalid);
  });

  it('needs password and TOTP; a code is good once within its window', async () => {
    const s = await enrolledStaff(t, 'reviewer');
    const next = totpCode(s.secret, 1);
    const noCode = await staffCall(t, 'operator/login', {
      mobile: s.mobile,
      password: STAFF_PASSWORD,
      code: '123456',
    });
    expect(noCode.message).toContain(STAFF_WRONG);
    const ok = await staffCall(t, 'operator/login', {
      mobile: s.mobile,
      password: STAFF_PASSWORD,
      code: next,
    });
    expect(ok.status).toBe(true);
    const again = await staffCall(t, 'operator/login', {
      mobile: s.mobile,
      password: STAFF_PASSWORD,
      code: next,
    });
    expect(again).toMatchObject({ status: false, message: STAFF_MSG.codeUsed, data: null });
    // the enrolment's own code (an older step) is spent too
    const old = await staffCall(t, 'operator/login', {
      mobile: s.mobile,
      password: STAFF_PASSWORD,
      code: totpCode(s.secret),
    });
    expect(old.status).toBe(false);
  });

  it('asks a stranger’s failures for a captcha, never locks the owner out; 429 only for the guesser', async () => {
    const s = await enrolledStaff(t, 'editor');
    for (let i = 0; i < 3; i++)
      await staffCall(
        t,
        'operator/login',
        { mobile: s.mobile, password: 'wrong-pass1', code: '111111' },
        undefined,
        {
          'x-forwarded-for': '10.9.9.9',
        },
      );
    const owner = await staffCall(
      t,
      'operator/login',
      { mobile: s.mobile, password: STAFF_PASSWORD, code: totpCode(s.secret, 1) },
      undefined,
      {
        'x-forwarded-for': '10.1.1.1',
      },
    );
    expect(owner.message).toBe(STAFF_MSG.captchaNeeded);
    // the owner with the captcha gets in; a guesser who solves captchas too meets 429 on its address only
    const withCaptcha = await staffCall(
      t,
      'operator/login',
      {
        mobile: s.mobile,
        password: STAFF_PASSWORD,
        code: totpCode(s.secret, 1),
        ...(await solvedCaptcha(t, 'staff_login')),
      },
      undefined,
      { 'x-forwarded-for': '10.1.1.1' },
    );
    expect(withCaptcha.status).toBe(true);
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const guess = await staffCall(
        t,
        'operator/login',
        { mobile: s.mobile, password: 'x', code: '111111', ...(await solvedCaptcha(t, 'staff_login')) },
        undefined,
        {
          'x-forwarded-for': '10.9.9.8',
        },
      );
      last = guess.http;
    }
    expect(last).toBe(429);
  });

  it('ends a session after 8 idle hours, on logout, and when the member is disabled', async () => {
    const s = await enrolledStaff(t, 'service');
    await t.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '8 hours 1 minute'` })
      .where(eq(staffSessions.staffId, s.id));
    expect((await staffCall(t, 'operator/info', {}, s.token)).status).toBe(-2);
    const s2 = await enrolledStaff(t, 'service');
    expect((await staffCall(t, 'operator/loginOut', {}, s2.token)).status).toBe(true);
    expect((await staffCall(t, 'operator/info', {}, s2.token)).status).toBe(-2);
  });

  it('keeps staff and user tokens apart', async () => {
    const buyer = (await t.loginAs('buyer')).token;
    expect((await staffCall(t, 'operator/info', {}, buyer)).status).toBe(-2);
    const s = await enrolledStaff(t, 'admin');
    expect((await t.call('user_sgs/info', {}, s.token)).status).toBe(-2);
  });
});

describe('staff management and the audit log', () => {
  it('an admin invites and disables; each action is one audit row with before and after', async () => {
    const admin = await enrolledStaff(t, 'admin');
    const before = await auditCount();
    const add = await staffCall(
      t,
      'operator_staff/add',
      { mobile: '13700000009', name: '李审核', role: 'reviewer' },
      admin.token,
    );
    expect(add.data.enrol_path).toMatch(/^\/admin\/login\?enrol=/);
    expect(await auditCount()).toBe(before + 1);
    const dup = await staffCall(
      t,
      'operator_staff/add',
      { mobile: '13700000009', name: '李审核', role: 'reviewer' },
      admin.token,
    );
    expect(dup).toMatchObject({ status: false, data: null });
    expect(await auditCount()).toBe(before + 1);
    const off = await staffCall(t, 'operator_staff/disable', { id: add.data.staff.id }, admin.token);
    expect(off.data.info.status).toBe('disabled');
    expect(await auditCount()).toBe(before + 2);
    expect((await staffCall(t, 'operator_staff/disable', { id: admin.id }, admin.token)).status).toBe(false);
    const log = await staffCall(t, 'operator_audit/get', { action: 'operator_staff/disable' }, admin.token);
    expect(log.data.list[0]).toMatchObject({
      staff_id: admin.id,
      target: `staff#${add.data.staff.id}`,
      before: { status: 'invited' },
      after: { status: 'disabled' },
    });
    const list = await staffCall(
      t,
      'operator_staff/get',
      { status: 'disabled', keyword: '13700000009' },
      admin.token,
    );
    expect(list.data.total).toBe(1);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the audit log', async () => {
    expect(await auditCount()).toBeGreaterThan(0);
    await expect(t.db.update(staffAudit).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.delete(staffAudit)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE staff_audit`)).rejects.toThrow();
    const [forged] = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'forged'));
    expect(forged).toBeUndefined();
    expect((await t.db.select().from(staff)).length).toBeGreaterThan(0);
  });
});
