import { and, eq } from 'drizzle-orm';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import type { LoginResult, SignedInUser } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { accounts, merchants } from '../../db/schema';
import { issueToken } from '../../lib/auth';
import { ApiFailure, fail } from '../../lib/envelope';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { hit, isLimited, type RateLimits, resetLimit } from '../../lib/rate-limit';
import { useCode } from '../captcha/captcha.service';

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
}

/**
 * Password or SMS-code login for one user type. Failures are counted per mobile and per IP in
 * PostgreSQL; past the limit the attempt is refused (HTTP 429) before anything is checked.
 */
export async function login(db: DbOrTx, attempt: LoginAttempt, limits: RateLimits): Promise<LoginResult> {
  const mobileKey = `login:mobile:${attempt.type}:${attempt.mobile}`;
  const ipKey = `login:ip:${attempt.ip}`;
  if (
    (await isLimited(db, mobileKey, limits.loginFailsPerMobile)) ||
    (await isLimited(db, ipKey, limits.loginFailsPerIp))
  ) {
    throw new ApiFailure(fail(LOGIN_LOCKED), 429);
  }
  const failed = async (failure: ApiFailure): Promise<never> => {
    await hit(db, mobileKey, limits.loginFailsPerMobile);
    await hit(db, ipKey, limits.loginFailsPerIp);
    throw failure;
  };
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.type, attempt.type), eq(accounts.mobile, attempt.mobile)))
    .limit(1);
  if (attempt.code !== undefined) {
    // a code exists only for a registered mobile of this type: useCode refuses the rest
    try {
      await useCode(db, {
        channel: 'sms',
        target: attempt.mobile,
        purpose: 'login',
        userType: attempt.type,
        code: attempt.code,
      });
    } catch (error) {
      if (error instanceof ApiFailure) await failed(error);
      throw error;
    }
    if (!account) await failed(new ApiFailure(fail(WRONG_CREDENTIALS)));
  } else {
    const password = attempt.password ?? '';
    let valid = false;
    if (account) valid = await verifyPassword(password, account.passwordHash);
    else await burnPasswordCheck(password);
    if (!account || !valid) await failed(new ApiFailure(fail(WRONG_CREDENTIALS)));
  }
  await resetLimit(db, mobileKey);
  const token = await issueToken(db, account!.id);
  return { token, userInfo: await toUserInfo(db, account!), type: attempt.type };
}
