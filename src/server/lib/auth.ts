import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { LoggedInType } from '../../core/api/contract/endpoints';
import type { DbOrTx } from '../db';
import { accounts, authTokens } from '../db/schema';
import type { SessionEntry } from './cache';

/** Who is calling: resolved from the login-token header. */
export interface AuthUser {
  userId: number;
  type: LoggedInType;
  tokenId: number;
}

export const TOKEN_HEADER = 'login-token';
/** Sessions last a week; logging in again issues a new token. */
export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 random bits, base64url: opaque, unguessable, stored only as its sha256. */
export async function issueToken(db: DbOrTx, accountId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    accountId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

/** A live token's user, or null for a missing, malformed, expired, revoked or superseded one. */
export async function resolveToken(
  db: DbOrTx,
  token: string | undefined,
  now = new Date(),
): Promise<AuthUser | null> {
  return (await loadSession(db, token, now))?.user ?? null;
}

/** resolveToken with the token's expiry, for the session cache (lib/cache.ts). */
export async function loadSession(
  db: DbOrTx,
  token: string | undefined,
  now = new Date(),
): Promise<SessionEntry | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      userId: accounts.id,
      type: accounts.type,
      createdAt: authTokens.createdAt,
      expiresAt: authTokens.expiresAt,
      passwordChangedAt: accounts.passwordChangedAt,
    })
    .from(authTokens)
    .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.createdAt < row.passwordChangedAt) return null;
  return {
    user: { tokenId: row.tokenId, userId: row.userId, type: row.type as LoggedInType },
    expiresAt: row.expiresAt,
  };
}

export const isTokenShaped = (token: string | undefined): token is string =>
  token !== undefined && TOKEN_SHAPE.test(token);

export async function revokeToken(db: DbOrTx, tokenId: number, now = new Date()): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Ends every live session of an account, except `keep` (the caller's own token) when given. */
export async function revokeSessions(
  db: DbOrTx,
  accountId: number,
  now = new Date(),
  keep?: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.accountId, accountId),
        keep === undefined ? undefined : ne(authTokens.id, keep),
        isNull(authTokens.revokedAt),
      ),
    );
}

/**
 * Stores a new password and ends the account's sessions. The caller's own token (`keep`, on a
 * change made while logged in) counts as issued at the change, so it outlives it.
 */
export async function replacePassword(
  db: DbOrTx,
  accountId: number,
  passwordHash: string,
  keep?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(accounts).set({ passwordHash, passwordChangedAt: now }).where(eq(accounts.id, accountId));
    await revokeSessions(tx, accountId, now, keep);
    if (keep !== undefined)
      await tx.update(authTokens).set({ createdAt: now }).where(eq(authTokens.id, keep));
  });
}
