import { and, eq } from 'drizzle-orm';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import type { LoginResult, SignedInUser } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { accounts, merchants } from '../../db/schema';
import { issueToken } from '../../lib/auth';
import { ApiFailure, fail, refuse } from '../../lib/envelope';
import type { HashGate } from '../../lib/hash-gate';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { countIn, hit, isLimited, type RateLimits, resetLimit } from '../../lib/rate-limit';
import { useCaptcha, useCode } from '../captcha/captcha.service';
import { rememberRequester } from '../captcha/code-budget';
import { withdrawCancellation } from '../privacy/account-cancel.service';
import { policyVersion } from '../privacy/policy-version';

export const WRONG_CREDENTIALS = '手机号或密码错误';
export const LOGIN_LOCKED = '登录失败次数过多，请 15 分钟后再试';

type AccountRow = typeof accounts.$inferSelect;

/** What the client keeps as tic_userinfo: never the hash, nothing it does not show. */
export async function toUserInfo(db: DbOrTx, a: AccountRow): Promise<SignedInUser> {
  const info: SignedInUser = { id: a.id, mobile: a.mobile, nickname: a.nickname, email: a.email };
  if (a.type === 2) {
    const [shop] = await db
      .select({ id: merchants.id, orgName: merchants.orgName })
      .from(merchants)
      .where(eq(merchants.ownerAccountId, a.id))
      .limit(1);
    if (shop) return { ...info, org_name: shop.orgName, merchant_id: shop.id };
  }
  return info;
}

export interface LoginAttempt {
  type: LoggedInType;
  mobile: string;
  ip: string;
  /** Exactly one of password and code (the SMS code sent with purpose login). */
  password?: string;
  code?: string;
  /** The solved captcha challenge (purpose login), once the account asks for one; `secret` signs them. */
  captcha?: { key: string; code: string; secret: string };
}

const failuresKey = (type: LoggedInType, mobile: string) => `login:fails:${type}:${mobile}`;

/** A proven owner (a login, a password reset) ends the captcha others' failures asked for. */
export const clearLoginFailures = (db: DbOrTx, type: LoggedInType, mobile: string) =>
  resetLimit(db, failuresKey(type, mobile));

/** Login refusals the page acts on: the words 人机验证 make it show the captcha. */
export const LOGIN_MSG = {
  captchaNeeded: '请先完成人机验证',
  lockedThenCaptcha: '登录失败次数过多，请完成人机验证后重试',
  lockedRetry: '登录失败次数过多，请 1 分钟后完成人机验证再试',
  wrongThenCaptcha: '手机号或密码错误，请完成人机验证后重试',
  tooFrequent: '登录请求过于频繁，请稍后再试',
} as const;
const wrongWithTriesLeft = (left: number) => `${WRONG_CREDENTIALS}，再错 ${left} 次需完成人机验证`;

/** While an address is locked, one password try with a captcha a minute per account from it. */
const LOCKED_RETRY = { limit: 1, windowSec: 60 };

/**
 * Password or SMS-code login for one user type, with a graded defence instead of a lock that a
 * stranger could trigger: after a few failures (or many attempts) on an account, a password
 * login needs the image captcha, from any address; attempts per address are refused with 429.
 * Failures per (account, address) and per address lock the address — but a lock only asks more
 * of a password login (a solved captcha, one try a minute per account), it never refuses the
 * right password with a passing captcha: the owner may share the guesser's address (an office,
 * a carrier's NAT). SMS-code logins from a locked address wait out the lock. Password checks run
 * through the hash gate, so a burst on one account cannot queue everyone else's login.
 */
export async function login(
  db: DbOrTx,
  attempt: LoginAttempt,
  limits: RateLimits,
  gate: HashGate,
): Promise<LoginResult> {
  const account$ = `${attempt.type}:${attempt.mobile}`;
  const keys = {
    fails: failuresKey(attempt.type, attempt.mobile),
    tries: `login:tries:${account$}`,
    pair: `login:pair:${account$}:${attempt.ip}`,
    ip: `login:ip:${attempt.ip}`,
    ipTries: `login:ipTries:${attempt.ip}`,
  };
  const byPassword = attempt.code === undefined;
  if (byPassword) gate.throttle(attempt.ip);
  const locked =
    (await isLimited(db, keys.pair, limits.loginFailsPerPair)) ||
    (await isLimited(db, keys.ip, limits.loginFailsPerIp));
  if (locked) {
    if (!byPassword) throw new ApiFailure(fail(LOGIN_LOCKED), 429);
    if (!attempt.captcha) throw new ApiFailure(fail(LOGIN_MSG.lockedThenCaptcha), 429);
    if ((await hit(db, `login:lockedTry:${account$}:${attempt.ip}`, LOCKED_RETRY)) > LOCKED_RETRY.limit)
      throw new ApiFailure(fail(LOGIN_MSG.lockedRetry), 429);
  }
  if ((await hit(db, keys.ipTries, limits.loginTriesPerIp)) > limits.loginTriesPerIp.limit)
    throw new ApiFailure(fail(LOGIN_MSG.tooFrequent), 429);
  const tries = await hit(db, keys.tries, limits.loginTriesPerMobile);
  const fails = await countIn(db, keys.fails, limits.loginCaptchaAfter);
  // the SMS code is proof enough: sending one already took a captcha
  const captchaNeeded =
    byPassword &&
    (locked || fails >= limits.loginCaptchaAfter.limit || tries > limits.loginTriesPerMobile.limit);
  if (captchaNeeded) {
    if (!attempt.captcha) return refuse(LOGIN_MSG.captchaNeeded);
    await useCaptcha(db, attempt.captcha.key, attempt.captcha.code, 'login', attempt.captcha.secret);
  }
  const failed = async (failure: ApiFailure): Promise<never> => {
    const count = await hit(db, keys.fails, limits.loginCaptchaAfter);
    await hit(db, keys.pair, limits.loginFailsPerPair);
    await hit(db, keys.ip, limits.loginFailsPerIp);
    if (failure.message === WRONG_CREDENTIALS) {
      const left = limits.loginCaptchaAfter.limit - count;
      throw new ApiFailure(fail(left > 0 && !locked ? wrongWithTriesLeft(left) : LOGIN_MSG.wrongThenCaptcha));
    }
    throw failure;
  };
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.type, attempt.type), eq(accounts.mobile, attempt.mobile)))
    .limit(1);
  if (!byPassword) {
    // a code exists only for a registered mobile of this type: useCode refuses the rest
    try {
      await useCode(db, {
        channel: 'sms',
        target: attempt.mobile,
        purpose: 'login',
        userType: attempt.type,
        code: attempt.code!,
        requester: { ip: attempt.ip },
      });
    } catch (error) {
      if (error instanceof ApiFailure) await failed(error);
      throw error;
    }
    if (!account) await failed(new ApiFailure(fail(WRONG_CREDENTIALS)));
  } else {
    const password = attempt.password ?? '';
    const valid = await gate.run(
      account$,
      attempt.ip,
      account !== undefined,
      () =>
        account
          ? verifyPassword(password, account.passwordHash)
          : burnPasswordCheck(password).then(() => false),
      () => false,
    );
    if (!account || !valid) {
      gate.failed(attempt.ip);
      await failed(new ApiFailure(fail(WRONG_CREDENTIALS)));
    }
  }
  await clearLoginFailures(db, attempt.type, attempt.mobile);
  await resetLimit(db, keys.pair);
  // the owner's address: its code requests for this mobile draw on the owner's budget
  if (byPassword) await rememberRequester(db, attempt.mobile, attempt.ip);
  const token = await issueToken(db, account!.id);
  const result: LoginResult = { token, userInfo: await toUserInfo(db, account!), type: attempt.type };
  if (account!.cancelRequestedAt && (await withdrawCancellation(db, account!.id)))
    result.cancellation_withdrawn = true;
  if (account!.policyVersion !== (await policyVersion(db))) result.policy_update = true;
  return result;
}
