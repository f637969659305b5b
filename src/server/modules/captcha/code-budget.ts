/**
 * Who may spend a mobile's (or e-mail address's) codes, and how many.
 *
 * A code request or a code check comes from a *requester*: the client's address, plus the
 * account of its session when it has one. Sends and wrong tries are counted per requester and per
 * target with separate limits, so that a stranger can only ever spend a stranger's share:
 *
 * - Sends. The owner's requests draw on an owner's budget (one a minute, a few a day) that no
 *   stranger can touch; everyone else shares a strangers' budget of the same size, of which one
 *   address may take only part. The owner is recognised without trusting anything the client says:
 *   a session whose account has this mobile or e-mail, or an address that proved it reaches the
 *   target before (a right code or a right password for it, remembered for KNOWN_FOR_DAYS). An owner
 *   on a new network with no session shares the strangers' budget; a stranger needs several
 *   addresses to use it up, and a password login (or yesterday's address) still works.
 * - Wrong tries. Each requester has its own count per code purpose (MAX_CODE_ATTEMPTS): the last
 *   one ends *that requester's* use of the code (the codes it asked for die, the others live), and
 *   asking for a new code starts its count again. Codes others asked for stay alive, so a
 *   stranger's tries never invalidate the owner's code. Over all strangers a target takes at most
 *   WRONG_PER_TARGET tries an hour (bounding a guesser with many addresses: 30 in a million);
 *   after that only the owner's requesters may still try.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { knownRequesters } from '../../db/schema';
import { ApiFailure, fail } from '../../lib/envelope';
import { countIn, hit, isLimited, type RateLimits, type RateRule, resetLimit } from '../../lib/rate-limit';

/** The session's account, as far as a code cares: whose mobile and e-mail it is. */
export interface RequesterAccount {
  id: number;
  mobile: string;
  email: string | null;
}

export interface Requester {
  /** The client's address (lib/request clientIp). */
  ip: string;
  account?: RequesterAccount | null;
}

/** An address is remembered as the owner's this long after it last proved the target. */
export const KNOWN_FOR_DAYS = 90;
/** Wrong tries one requester may make on one target's codes of one purpose before it must ask again. */
export const WRONG_PER_REQUESTER = 5;
/** Wrong tries over all strangers on one target in an hour: far above what one requester gets. */
export const WRONG_PER_TARGET: RateRule = { limit: 30, windowSec: 3600 };

export const BUDGET_MSG = {
  tooManySends: (interval: number) => `验证码发送过于频繁，请${interval}秒后再试`,
  dailyCap: '今日验证码发送次数已达上限，请明天再试',
  tooManyWrong: '该号码验证码错误次数过多，请稍后再试',
} as const;

const tooMany = (message: string): never => {
  throw new ApiFailure(fail(message), 429);
};

const addressKey = (r: Requester) => `ip:${r.ip}`.slice(0, 100);
const requesterKeys = (r: Requester) => [addressKey(r), ...(r.account ? [`acct:${r.account.id}`] : [])];

/** The address stored on a code row: its sender, whose newer code supersedes it. */
export const requesterOf = (r: Requester): string => addressKey(r);

/** The session owns the target, or the address proved it reaches the target not long ago. */
export async function isOwnerRequester(db: DbOrTx, target: string, r: Requester): Promise<boolean> {
  if (r.account && (r.account.mobile === target || r.account.email === target)) return true;
  const [row] = await db
    .select({ seenAt: knownRequesters.seenAt })
    .from(knownRequesters)
    .where(
      and(
        eq(knownRequesters.target, target),
        eq(knownRequesters.requester, addressKey(r)),
        gt(knownRequesters.seenAt, sql`now() - make_interval(days => ${KNOWN_FOR_DAYS})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Remembers that this address reaches the target (after a right code or a right password). */
export async function rememberRequester(db: DbOrTx, target: string, ip: string): Promise<void> {
  await db
    .insert(knownRequesters)
    .values({ target, requester: addressKey({ ip }) })
    .onConflictDoUpdate({
      target: [knownRequesters.target, knownRequesters.requester],
      set: { seenAt: sql`now()` },
    });
  if (Math.random() < 0.01) {
    await db
      .delete(knownRequesters)
      .where(lt(knownRequesters.seenAt, sql`now() - make_interval(days => ${KNOWN_FOR_DAYS})`));
  }
}

/**
 * The day's budget a send draws on, where it is not the target's: a signing code is asked for from
 * the signer's own session for one contract, so a lab that signs dozens of contracts a day is
 * limited per contract instead of by the few login codes a mobile gets.
 */
export interface DailyBudget {
  key: string;
  rule: RateRule;
  message: string;
}

/**
 * Counts one send to the target (`base` = code:<channel>:<target>) against the right budget, or
 * refuses with 429: the owner's (`stranger` null) has keys of its own; a stranger's send touches
 * only the strangers' keys and its address's share. Answers the seconds the page waits before it
 * offers to send again.
 */
export async function chargeSend(
  db: DbOrTx,
  base: string,
  stranger: Requester | null,
  limits: RateLimits,
  daily?: DailyBudget,
): Promise<number> {
  const interval = limits.codePerTarget.windowSec;
  const pool = stranger ? base : `${base}:owner`;
  const day = daily ?? { key: `${pool}:day`, rule: limits.codePerTargetDaily, message: BUDGET_MSG.dailyCap };
  if (await isLimited(db, day.key, day.rule)) tooMany(day.message);
  const share = stranger && `${base}:day:${addressKey(stranger)}`;
  if (share && (await isLimited(db, share, limits.codePerRequesterDaily))) tooMany(BUDGET_MSG.dailyCap);
  if ((await hit(db, pool, limits.codePerTarget)) > limits.codePerTarget.limit) {
    tooMany(BUDGET_MSG.tooManySends(interval));
  }
  await hit(db, day.key, day.rule);
  if (share) await hit(db, share, limits.codePerRequesterDaily);
  return interval;
}

/** The scope of a wrong-try count: one target's codes of one purpose and user type. */
export const wrongScope = (channel: string, target: string, purpose: string, userType: number) =>
  `codewrong:${channel}:${target}:${purpose}:${userType}`;

const perRequester: RateRule = { limit: WRONG_PER_REQUESTER, windowSec: 24 * 3600 };

/** True when the requester (its address or its session) used up its wrong tries on the scope. */
export async function requesterSpent(db: DbOrTx, scope: string, r: Requester): Promise<boolean> {
  for (const k of requesterKeys(r)) if (await isLimited(db, `${scope}:${k}`, perRequester)) return true;
  return false;
}

/** Refuses a stranger once the target took its strangers' share of wrong tries this hour. */
export async function refuseWhenTargetSpent(db: DbOrTx, base: string, owner: boolean): Promise<void> {
  if (!owner && (await isLimited(db, `${base}:wrong`, WRONG_PER_TARGET))) tooMany(BUDGET_MSG.tooManyWrong);
}

/**
 * Counts a wrong try for the requester (and, for a stranger, toward the target's ceiling); true
 * when it was the requester's last one.
 */
export async function chargeWrong(
  db: DbOrTx,
  scope: string,
  base: string,
  r: Requester,
  owner: boolean,
): Promise<boolean> {
  let last = false;
  for (const k of requesterKeys(r)) {
    if ((await hit(db, `${scope}:${k}`, perRequester)) >= WRONG_PER_REQUESTER) last = true;
  }
  if (!owner) await hit(db, `${base}:wrong`, WRONG_PER_TARGET);
  return last;
}

/** A requester that asked for a new code starts its count on the scope again. */
export async function clearWrong(db: DbOrTx, scope: string, r: Requester): Promise<void> {
  for (const k of requesterKeys(r)) await resetLimit(db, `${scope}:${k}`);
}

/** Wrong tries the requester's address made on the scope (tests). */
export const wrongTriesOf = (db: DbOrTx, scope: string, r: Requester) =>
  countIn(db, `${scope}:${addressKey(r)}`, perRequester);
