import { and, eq, ne } from 'drizzle-orm';
import type { SignedInUser } from '../../../core/api/contract/models';
import type { Db, DbOrTx } from '../../db';
import { accounts } from '../../db/schema';
import { type AuthUser, replacePassword } from '../../lib/auth';
import { ApiFailure, fail, refuse } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hit, isLimited, type RateLimits, resetLimit } from '../../lib/rate-limit';
import { MSG, useCodes } from '../captcha/captcha.service';
import { toUserInfo } from './auth.service';

/** 安全设置: password, mobile and e-mail changes of the logged-in account. */

export const SECURITY_MSG = {
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  tooManyWrong: '原密码错误次数过多，请 15 分钟后再试',
  passwordChanged: '密码已修改，其他设备上的登录已失效',
  mobileChanged: '手机号已更换',
  emailChanged: '邮箱已绑定',
} as const;

type AccountRow = typeof accounts.$inferSelect;

async function accountOf(db: DbOrTx, me: AuthUser): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, me.userId)).limit(1);
  if (!row) throw new ApiFailure(fail('账号不存在'));
  return row;
}

/** True when another account of the same type holds this mobile or e-mail. */
async function takenBy(db: DbOrTx, me: AuthUser, field: 'mobile' | 'email', value: string) {
  const column = field === 'mobile' ? accounts.mobile : accounts.email;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, me.type), eq(column, value), ne(accounts.id, me.userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Checks the old password (wrong tries are limited per account like failed logins), sets the
 * new one and ends every other session: their tokens are revoked and password_changed_at
 * refuses any issued before it. The caller's token is re-dated to the same instant so it stays.
 */
export async function changePassword(
  db: Db,
  me: AuthUser,
  p: { oldPassword: string; password: string },
  limits: RateLimits,
): Promise<void> {
  const key = `pwchange:account:${me.userId}`;
  if (await isLimited(db, key, limits.loginFailsPerMobile)) {
    throw new ApiFailure(fail(SECURITY_MSG.tooManyWrong), 429);
  }
  const account = await accountOf(db, me);
  if (!(await verifyPassword(p.oldPassword, account.passwordHash))) {
    await hit(db, key, limits.loginFailsPerMobile);
    refuse(SECURITY_MSG.wrongOldPassword);
  }
  if (p.oldPassword === p.password) refuse(SECURITY_MSG.samePassword);
  const passwordHash = await hashPassword(p.password);
  await replacePassword(db, account.id, passwordHash, me.tokenId);
  await resetLimit(db, key);
}

/**
 * Moves the account to a new mobile. Both codes are needed (the current mobile's proves the
 * owner, the new one's proves the number) and both are used up only together. The unique index
 * on (type, mobile) settles a race for the same new number.
 */
export async function changeMobile(
  db: Db,
  me: AuthUser,
  c: { mobile: string; code: string; oldCode: string },
  ip: string,
): Promise<SignedInUser> {
  const account = await accountOf(db, me);
  if (c.mobile === account.mobile) refuse(MSG.sameMobile);
  if (await takenBy(db, me, 'mobile', c.mobile)) refuse(MSG.mobileTaken);
  const requester = { ip, account: { id: account.id, mobile: account.mobile, email: account.email } };
  await useCodes(db, [
    {
      channel: 'sms',
      target: account.mobile,
      purpose: 'change_mobile',
      userType: me.type,
      code: c.oldCode,
      requester,
      label: '原手机号',
    },
    {
      channel: 'sms',
      target: c.mobile,
      purpose: 'bind_mobile',
      userType: me.type,
      code: c.code,
      requester,
      label: '新手机号',
    },
  ]);
  let row: AccountRow | undefined;
  try {
    [row] = await db
      .update(accounts)
      .set({ mobile: c.mobile })
      .where(eq(accounts.id, account.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) refuse(MSG.mobileTaken);
    throw error;
  }
  if (!row) return refuse('账号不存在');
  // the old number's failed-login count means nothing for the new one
  await resetLimit(db, `login:mobile:${me.type}:${account.mobile}`);
  return toUserInfo(db, row);
}

/** Binds or replaces the e-mail with the code mailed to the new address. */
export async function changeEmail(
  db: Db,
  me: AuthUser,
  c: { email: string; code: string },
  ip: string,
): Promise<SignedInUser> {
  const account = await accountOf(db, me);
  if (c.email === account.email) refuse(MSG.sameEmail);
  if (await takenBy(db, me, 'email', c.email)) refuse(MSG.emailTaken);
  const requester = { ip, account: { id: account.id, mobile: account.mobile, email: account.email } };
  await useCodes(db, [
    { channel: 'mail', target: c.email, purpose: 'bind_email', userType: me.type, code: c.code, requester },
  ]);
  const [row] = await db
    .update(accounts)
    .set({ email: c.email })
    .where(eq(accounts.id, account.id))
    .returning();
  if (!row) return refuse('账号不存在');
  return toUserInfo(db, row);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
