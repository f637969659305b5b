import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import type { LoginResult } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { accounts, sessionHandoffs } from '../../db/schema';
import { issueToken } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import { toUserInfo } from '../auth/auth.service';
import { isAllowedOrigin, originOf } from './allowed-origins';

/** A code lives a minute, long enough for one redirect and one request. */
export const HANDOFF_TTL_MS = 60_000;
/** Where the code travels: the return address's fragment, never its query string. */
export const HANDOFF_PARAM = 'tic_code';

export const HANDOFF_MSG = {
  badReturn: '返回地址无效',
  notAllowed: '该网站未获商城授权，无法返回，请联系商城运营方',
  badCode: '登录凭证无效或已过期，请重新登录',
  issued: '已生成登录凭证',
  exchanged: '登录成功',
} as const;

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

export interface IssueRequest {
  accountId: number;
  returnUrl: string;
  /** The marketplace's own origin (the storefront this server serves). */
  ownOrigin: string;
  /** TIC_CORS_ORIGINS: the operator's list. */
  configured: readonly string[];
}

/**
 * A single-use code for this account, bound to the return address's origin, which must be the
 * marketplace's own or an allowed one. Answers the return address with the code in its fragment.
 */
export async function issueHandoff(db: DbOrTx, r: IssueRequest, now = new Date()): Promise<string> {
  const origin = originOf(r.returnUrl);
  if (!origin) return refuse(HANDOFF_MSG.badReturn);
  if (origin !== r.ownOrigin && !(await isAllowedOrigin(db, r.configured, origin))) {
    return refuse(HANDOFF_MSG.notAllowed);
  }
  const code = randomBytes(24).toString('base64url'); // 192 bits
  await db.insert(sessionHandoffs).values({
    codeHash: hashCode(code),
    accountId: r.accountId,
    origin,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  // used and expired codes are worth nothing: clear them now and then
  if (Math.random() < 0.05) {
    await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, sql`now() - interval '1 hour'`));
  }
  const url = new URL(r.returnUrl);
  url.hash = '';
  return `${url.href}#${HANDOFF_PARAM}=${code}`;
}

const CODE_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * Consumes the code (one UPDATE: a second exchange finds it used) and, when the caller's origin
 * is the one it was issued for, starts a session of that origin's own for the same account.
 * A code presented from another origin is burned as well.
 */
export async function exchangeHandoff(
  db: DbOrTx,
  code: string,
  origin: string,
  now = new Date(),
): Promise<LoginResult> {
  if (!CODE_SHAPE.test(code)) return refuse(HANDOFF_MSG.badCode);
  const [row] = await db
    .update(sessionHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(sessionHandoffs.codeHash, hashCode(code)),
        isNull(sessionHandoffs.usedAt),
        gt(sessionHandoffs.expiresAt, now),
      ),
    )
    .returning({ accountId: sessionHandoffs.accountId, origin: sessionHandoffs.origin });
  if (!row || row.origin !== origin) return refuse(HANDOFF_MSG.badCode);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, row.accountId)).limit(1);
  if (!account) return refuse(HANDOFF_MSG.badCode);
  const token = await issueToken(db, account.id, now);
  return { token, userInfo: await toUserInfo(db, account), type: account.type as LoggedInType };
}
