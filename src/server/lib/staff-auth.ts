import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '../../core/api/contract/models-operator';
import type { DbOrTx } from '../db';
import { staff, staffSessions } from '../db/schema';
import { hashToken } from './auth';

/**
 * The staff token travels in its own header, never in login-token: a buyer's token is not a
 * staff session and a staff token opens no storefront endpoint.
 */
export const STAFF_TOKEN_HEADER = 'operator-token';
/** A console session ends after 8 hours without a request. */
export const STAFF_IDLE_MS = 8 * 3600 * 1000;
/** lastSeenAt is written at most this often: one UPDATE a minute, not one per request. */
const TOUCH_MS = 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export interface StaffUser {
  staffId: number;
  role: StaffRole;
  name: string;
  sessionId: number;
}

export async function issueStaffToken(db: DbOrTx, staffId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  return token;
}

/** A live session's staff member: not revoked, not idle for 8 hours, the account not disabled. */
export async function resolveStaff(
  db: DbOrTx,
  token: string | undefined,
  now = new Date(),
): Promise<StaffUser | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      role: staff.role,
      name: staff.name,
      seen: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        isNull(staff.disabledAt),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.seen.getTime() > TOUCH_MS)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, row.sessionId), lt(staffSessions.lastSeenAt, now)));
  return { staffId: row.staffId, role: row.role as StaffRole, name: row.name, sessionId: row.sessionId };
}

export async function revokeStaffSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(eq(staffSessions.id, sessionId));
}

/** Disabling a member ends every session of theirs at once. */
export async function revokeAllStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
