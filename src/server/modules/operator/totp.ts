import { and, eq, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db';
import { staff } from '../../db/schema';

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
