import { and, eq, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db';
import { staff } from '../../db/schema';
import { countIn, hit, type RateRule } from '../../lib/rate-limit';
import { appendAudit } from './audit.service';

export const TOTP_ISSUER = '检验检测认证服务商城';
const PERIOD = 30;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A fresh 160-bit secret (RFC 4226 recommends 160) and the otpauth:// URI apps read. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label).toString() };
}

/**
 * The 30-second step the code belongs to (one step of clock drift either way), or null.
 * RFC 6238 §5.2: a verifier must not accept a code twice — see useTotpStep.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, 'check').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * Claims a step for the member with one conditional update: the same code (or an older one)
 * presented again, even by two requests at once, finds the step already taken.
 */
export async function useTotpStep(db: DbOrTx, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), lt(staff.totpLastStep, step)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/**
 * Wrong codes per member after the right password, over all addresses: a guesser who holds the
 * password and spreads the codes over many addresses is stopped at the tenth within 15 minutes.
 */
export const TOTP_WRONG: RateRule = { limit: 10, windowSec: 15 * 60 };
/** The lock that follows: 15 minutes from the tenth wrong code, whatever code comes meanwhile. */
export const TOTP_LOCK: RateRule = { limit: 1, windowSec: 15 * 60 };
export const TOTP_LOCK_ACTION = 'operator/totpLocked';

const wrongKey = (staffId: number) => `staff:totpWrong:${staffId}`;
const lockKey = (staffId: number) => `staff:totpLock:${staffId}`;

/** True while the member's second factor is locked. */
export const totpLocked = async (db: DbOrTx, staffId: number): Promise<boolean> =>
  (await countIn(db, lockKey(staffId), TOTP_LOCK)) >= TOTP_LOCK.limit;

/**
 * Counts a wrong code for the member; the tenth locks the second factor and writes an audit row
 * (the admins' 操作日志 lists it under the member, with the address of the last try). True when
 * the member is locked now.
 */
export async function countWrongTotp(
  db: DbOrTx,
  member: { id: number; name: string },
  ip: string,
): Promise<boolean> {
  const wrong = await hit(db, wrongKey(member.id), TOTP_WRONG);
  if (wrong < TOTP_WRONG.limit) return false;
  if ((await hit(db, lockKey(member.id), TOTP_LOCK)) === 1) {
    await appendAudit(
      db,
      { staffId: member.id, name: member.name, ip },
      {
        action: TOTP_LOCK_ACTION,
        target: `staff#${member.id}`,
        after: { wrong_codes: wrong, minutes: TOTP_LOCK.windowSec / 60 },
      },
    );
  }
  return true;
}
