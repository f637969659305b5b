import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffLoginResult, TotpEnrolment } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { staff } from '../../db/schema';
import { hashToken } from '../../lib/auth';
import { ApiFailure, fail, refuse } from '../../lib/envelope';
import type { HashGate } from '../../lib/hash-gate';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { countIn, hit, isLimited, type RateLimits, resetLimit } from '../../lib/rate-limit';
import { issueStaffToken, revokeStaffSession, type StaffUser } from '../../lib/staff-auth';
import { useCaptcha } from '../captcha/captcha.service';
import { appendAudit } from './audit.service';
import { toStaffInfo } from './staff.service';
import { countWrongTotp, newTotpSecret, totpLocked, totpStep, useTotpStep } from './totp';

export const STAFF_WRONG = '手机号、密码或动态验证码错误';
export const STAFF_LOCKED = '登录失败次数过多，请 15 分钟后再试';
export const STAFF_MSG = {
  captchaNeeded: '请先完成人机验证',
  wrongThenCaptcha: `${STAFF_WRONG}，请完成人机验证后重试`,
  tooFrequent: '登录请求过于频繁，请稍后再试',
  enrolInvalid: '邀请链接无效或已过期，请联系管理员重新邀请',
  codeWrong: '动态验证码错误，请核对手机时间后重试',
  codeUsed: '该动态验证码已使用，请等待下一个验证码',
  lockedThenCaptcha: '登录失败次数过多，请完成人机验证后重试',
  lockedRetry: '登录失败次数过多，请 1 分钟后完成人机验证再试',
  totpLocked: '动态验证码错误次数过多，该账号的二次验证已锁定 15 分钟，请稍后再试或联系管理员',
} as const;

/** While an address is locked, one try with a captcha a minute per member from it. */
const LOCKED_RETRY = { limit: 1, windowSec: 60 };

async function enrolling(db: DbOrTx, enrol: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(
      and(
        eq(staff.enrolHash, hashToken(enrol)),
        gt(staff.enrolExpiresAt, new Date()),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  return row ?? refuse(STAFF_MSG.enrolInvalid);
}

/** operator/totpEnroll: a fresh secret for the invited member (each visit draws a new one). */
export async function enrolTotp(db: DbOrTx, enrol: string): Promise<TotpEnrolment> {
  const row = await enrolling(db, enrol);
  const { secret, uri } = newTotpSecret(row.mobile);
  await db.update(staff).set({ totpSecret: secret, totpConfirmedAt: null }).where(eq(staff.id, row.id));
  return { mobile: row.mobile, name: row.name, uri, secret };
}

/** operator/totpVerify: a code from the app proves the secret; the password is set; signed in. */
export async function confirmTotp(
  db: DbOrTx,
  input: { enrol: string; password: string; code: string },
  ip: string,
): Promise<StaffLoginResult> {
  const row = await enrolling(db, input.enrol);
  const step = totpStep(row.totpSecret, input.code);
  if (step === null) return refuse(STAFF_MSG.codeWrong);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [saved] = await db
    .update(staff)
    .set({
      passwordHash,
      totpConfirmedAt: now,
      totpLastStep: step,
      enrolHash: null,
      enrolExpiresAt: null,
      lastLoginAt: now,
    })
    .where(and(eq(staff.id, row.id), eq(staff.enrolHash, hashToken(input.enrol))))
    .returning();
  if (!saved) return refuse(STAFF_MSG.enrolInvalid);
  await appendAudit(
    db,
    { staffId: saved.id, name: saved.name, ip },
    { action: 'operator/totpVerify', target: `staff#${saved.id}` },
  );
  return { token: await issueStaffToken(db, saved.id, now), staffInfo: toStaffInfo(saved) };
}

export interface StaffLoginAttempt {
  mobile: string;
  password: string;
  code: string;
  ip: string;
  /** A solved captcha challenge (purpose staff_login); `secret` signs them. */
  captcha?: { key: string; code: string; secret: string };
}

/**
 * Password + TOTP, with the storefront's graded defence (auth.service login) rather than a lock a
 * stranger could trigger: failures on an account ask for the image captcha from any address;
 * attempts per address get 429; failures per (account, address) and per address lock the
 * address, which then needs a captcha for each try (one a minute per member) but never refuses
 * the right password, code and captcha. Wrong codes after the right password are counted per
 * member over all addresses (totp.ts): the tenth in 15 minutes locks the second factor.
 */
export async function staffLogin(
  db: DbOrTx,
  a: StaffLoginAttempt,
  limits: RateLimits,
  gate: HashGate,
): Promise<StaffLoginResult> {
  const keys = {
    fails: `staff:fails:${a.mobile}`,
    pair: `staff:pair:${a.mobile}:${a.ip}`,
    ip: `staff:ip:${a.ip}`,
    ipTries: `staff:ipTries:${a.ip}`,
  };
  gate.throttle(a.ip);
  const locked =
    (await isLimited(db, keys.pair, limits.loginFailsPerPair)) ||
    (await isLimited(db, keys.ip, limits.loginFailsPerIp));
  if (locked) {
    if (!a.captcha) throw new ApiFailure(fail(STAFF_MSG.lockedThenCaptcha), 429);
    if ((await hit(db, `staff:lockedTry:${a.mobile}:${a.ip}`, LOCKED_RETRY)) > LOCKED_RETRY.limit)
      throw new ApiFailure(fail(STAFF_MSG.lockedRetry), 429);
  }
  if ((await hit(db, keys.ipTries, limits.loginTriesPerIp)) > limits.loginTriesPerIp.limit)
    throw new ApiFailure(fail(STAFF_MSG.tooFrequent), 429);
  const fails = await countIn(db, keys.fails, limits.loginCaptchaAfter);
  if (locked || fails >= limits.loginCaptchaAfter.limit) {
    if (!a.captcha) return refuse(STAFF_MSG.captchaNeeded);
    await useCaptcha(db, a.captcha.key, a.captcha.code, 'staff_login', a.captcha.secret);
  }
  const failed = async (): Promise<never> => {
    const n = await hit(db, keys.fails, limits.loginCaptchaAfter);
    await hit(db, keys.pair, limits.loginFailsPerPair);
    await hit(db, keys.ip, limits.loginFailsPerIp);
    throw new ApiFailure(
      fail(n >= limits.loginCaptchaAfter.limit ? STAFF_MSG.wrongThenCaptcha : STAFF_WRONG),
    );
  };
  const [row] = await db.select().from(staff).where(eq(staff.mobile, a.mobile)).limit(1);
  const usable = row && !row.disabledAt && row.totpConfirmedAt && row.passwordHash;
  const valid = await gate.run(
    `staff:${a.mobile}`,
    a.ip,
    !!usable,
    () =>
      usable ? verifyPassword(a.password, row.passwordHash) : burnPasswordCheck(a.password).then(() => false),
    () => false,
  );
  if (!usable || !valid) {
    gate.failed(a.ip);
    return failed();
  }
  // only the password's holder learns of the lock, and only its holder's wrong codes count:
  // a stranger without the password can neither lock the member out nor probe the lock
  if (await totpLocked(db, row.id)) return refuse(STAFF_MSG.totpLocked);
  const step = totpStep(row.totpSecret, a.code);
  if (step === null) {
    if (await countWrongTotp(db, row, a.ip)) return refuse(STAFF_MSG.totpLocked);
    return failed();
  }
  if (!(await useTotpStep(db, row.id, step))) return refuse(STAFF_MSG.codeUsed);
  await resetLimit(db, keys.fails);
  await resetLimit(db, keys.pair);
  const now = new Date();
  const [saved] = await db.update(staff).set({ lastLoginAt: now }).where(eq(staff.id, row.id)).returning();
  await appendAudit(
    db,
    { staffId: row.id, name: row.name, ip: a.ip },
    { action: 'operator/login', target: `staff#${row.id}` },
  );
  return { token: await issueStaffToken(db, row.id, now), staffInfo: toStaffInfo(saved ?? row) };
}

export async function staffLogout(db: DbOrTx, me: StaffUser, ip: string): Promise<void> {
  await revokeStaffSession(db, me.sessionId);
  await appendAudit(
    db,
    { staffId: me.staffId, name: me.name, ip },
    { action: 'operator/loginOut', target: `staff#${me.staffId}` },
  );
}
