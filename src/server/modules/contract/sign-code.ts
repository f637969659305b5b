/**
 * Signing codes (意愿认证): a 6-digit SMS code to the signer's registered mobile, bound to one
 * contract and one party. They go through the code machinery every SMS code uses: a row of
 * verification_codes (hashed with what it is bound to, single use, expiring, five wrong tries),
 * the outbox (queueCode; the demo lists it at dev/outbox, production's sender delivers it), and
 * the owner's send budget of the mobile (captcha/code-budget.ts), shared with the owner's login
 * codes: the party asks from its own session for its own registered mobile, so strangers' code
 * requests to that number never use it up.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { SignCodeSent } from '../../../core/api/contract/api/contracts';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { DbOrTx } from '../../db';
import { verificationCodes } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { codesQueued, queueCode } from '../../lib/outbox';
import { countIn, hit, isLimited, type RateLimits, type RateRule } from '../../lib/rate-limit';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, MSG } from '../captcha/captcha.service';
import { chargeSend } from '../captcha/code-budget';

export const SIGN_CODE_PURPOSE = 'contract_sign';
export type SignParty = 'buyer' | 'lab';

/** Wrong codes one party may enter for one contract a day, over all the codes it asked for. */
export const WRONG_PER_CONTRACT: RateRule = { limit: 10, windowSec: 24 * 3600 };
/** Codes one party may ask for one contract a day (and never more than one a minute per mobile). */
export const SENDS_PER_CONTRACT: RateRule = { limit: 5, windowSec: 24 * 3600 };

export const SIGN_CODE_MSG = {
  badCode: MSG.badCode,
  staleCode: MSG.staleCode,
  burntCode: MSG.burntCode,
  otherContract: '该验证码不是本合同的签署验证码，请使用本合同收到的验证码',
  tooManyWrong: '该合同验证码错误次数过多，请24小时后再试',
  tooManySends: '本合同今日的签署验证码发送次数已达上限，请明天再试',
} as const;

export interface SignCodeTarget {
  contractId: number;
  party: SignParty;
  userType: 1 | 2;
  /** The signer's registered mobile: where the code goes. */
  mobile: string;
}

/** The code row's key: the mobile it went to, the contract and the party it signs for. */
const targetOf = (t: SignCodeTarget) => `${t.mobile}#${t.contractId}:${t.party}`;

const hashOf = (target: string, userType: number, code: string) =>
  createHash('sha256').update(`sms\n${target}\n${SIGN_CODE_PURPOSE}\n${userType}\n${code}`).digest('hex');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const wrongKey = (t: SignCodeTarget) => `sign:wrong:${t.contractId}:${t.party}`;
const sendsKey = (t: SignCodeTarget) => `sign:sends:${t.contractId}:${t.party}`;

/**
 * Sends a signing code for the contract: one a minute per mobile like every owner's SMS code, a
 * few a day per contract (a lab signs many contracts a day from one mobile), and refused once the
 * party used up its wrong tries on this contract.
 */
export async function sendSignCode(db: DbOrTx, t: SignCodeTarget, limits: RateLimits): Promise<SignCodeSent> {
  if (await isLimited(db, wrongKey(t), WRONG_PER_CONTRACT)) refuse(SIGN_CODE_MSG.tooManyWrong);
  const interval = await chargeSend(db, `code:sms:${t.mobile}`, null, limits, {
    key: sendsKey(t),
    rule: SENDS_PER_CONTRACT,
    message: SIGN_CODE_MSG.tooManySends,
  });
  const target = targetOf(t);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const same = and(
    eq(verificationCodes.channel, 'sms'),
    eq(verificationCodes.target, target),
    eq(verificationCodes.purpose, SIGN_CODE_PURPOSE),
    eq(verificationCodes.userType, t.userType),
  );
  await db.transaction(async (tx) => {
    // only the newest code of this contract works
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(same, isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      channel: 'sms',
      target,
      purpose: SIGN_CODE_PURPOSE,
      userType: t.userType,
      codeHash: hashOf(target, t.userType, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await queueCode(tx, { channel: 'sms', to: t.mobile, code, purpose: SIGN_CODE_PURPOSE });
  });
  codesQueued();
  return { mobile: maskAccountMobile(t.mobile), interval };
}

/** Signing codes of the party's user type, sent by SMS to `target`, neither used nor expired. */
const liveSignCodes = (t: SignCodeTarget, target: SQL) =>
  and(
    eq(verificationCodes.channel, 'sms'),
    target,
    eq(verificationCodes.purpose, SIGN_CODE_PURPOSE),
    eq(verificationCodes.userType, t.userType),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, sql`now()`),
  );

/** True when `code` is the live code of another contract sent to the same mobile and party type. */
async function isOtherContractsCode(db: DbOrTx, t: SignCodeTarget, code: string): Promise<boolean> {
  const rows = await db
    .select({ target: verificationCodes.target, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(liveSignCodes(t, like(verificationCodes.target, `${t.mobile}#%`)))
    .orderBy(desc(verificationCodes.id))
    .limit(20);
  return rows.some(
    (r) => r.target !== targetOf(t) && sameHash(r.codeHash, hashOf(r.target, t.userType, code)),
  );
}

/**
 * Checks the code for this contract and party without using it up; answers its row id. A wrong
 * one counts a try on the code (the fifth burns it) and on the contract (WRONG_PER_CONTRACT).
 * Call it outside a transaction that may roll back: a wrong try must stay counted.
 */
export async function checkSignCode(db: DbOrTx, t: SignCodeTarget, code: string): Promise<number> {
  if (await isLimited(db, wrongKey(t), WRONG_PER_CONTRACT)) refuse(SIGN_CODE_MSG.tooManyWrong);
  const target = targetOf(t);
  const [row] = await db
    .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(liveSignCodes(t, eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (row && sameHash(row.codeHash, hashOf(target, t.userType, code))) return row.id;
  await hit(db, wrongKey(t), WRONG_PER_CONTRACT);
  if (await isOtherContractsCode(db, t, code)) return refuse(SIGN_CODE_MSG.otherContract);
  if (!row) return refuse(SIGN_CODE_MSG.staleCode);
  const [after] = await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      usedAt: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} THEN now() END`,
    })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ attempts: verificationCodes.attempts });
  return refuse(
    after && after.attempts < MAX_CODE_ATTEMPTS ? SIGN_CODE_MSG.badCode : SIGN_CODE_MSG.burntCode,
  );
}

/** Uses up a checked code inside the signing transaction: of two racing submits one signs. */
export async function useSignCode(tx: DbOrTx, id: number): Promise<void> {
  const [used] = await tx
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) refuse(SIGN_CODE_MSG.staleCode);
}

/** Wrong tries this party made on this contract today (tests, and the console one day). */
export const wrongTries = (db: DbOrTx, t: SignCodeTarget) => countIn(db, wrongKey(t), WRONG_PER_CONTRACT);
