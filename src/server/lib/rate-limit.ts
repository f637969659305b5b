import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { rateLimits } from '../db/schema';

/** At most `limit` events per `windowSec` seconds (fixed window). */
export interface RateRule {
  limit: number;
  windowSec: number;
}

export interface RateLimits {
  /** Wrong current passwords per account in 安全设置: stops guessing it from a stolen session. */
  loginFailsPerMobile: RateRule;
  /**
   * Failed logins per account before the image captcha is asked (from any address). Never a
   * lock: anyone who knows a mobile could keep its owner out with one.
   */
  loginCaptchaAfter: RateRule;
  /** Login attempts per account, whatever their outcome, before the captcha is asked. */
  loginTriesPerMobile: RateRule;
  /** Failed logins per (account, address): slows one guesser without touching the owner. */
  loginFailsPerPair: RateRule;
  /** Failed logins per client IP: stops spraying one password over many mobiles. */
  loginFailsPerIp: RateRule;
  /** Login attempts per client IP, whatever their outcome. */
  loginTriesPerIp: RateRule;
  /** Image captchas per client IP: each one is a database row. */
  captchaPerIp: RateRule;
  /**
   * Codes sent to one mobile or e-mail address: one a minute … (the owner's requests and
   * strangers' requests each have a budget of this size: captcha/code-budget.ts)
   */
  codePerTarget: RateRule;
  /** … and a few a day, so nobody is flooded with messages. */
  codePerTargetDaily: RateRule;
  /** A stranger's address's share of the strangers' daily budget for one target. */
  codePerRequesterDaily: RateRule;
  /** Send requests per client IP, whatever the target: stops SMS bombing of many numbers. */
  codePerIp: RateRule;
  /** Uploads per user: each one is bytes on disk. */
  uploadPerUser: RateRule;
  /** Payment notifications per sending address: the provider's bursts fit, a flood does not. */
  notifyPerIp: RateRule;
  /** Sign-in hand-off codes issued per user, and exchanges tried per client IP. */
  handoffPerClient: RateRule;
  /** Problem reports per user (feedback/add): a person has a few things to say an hour. */
  feedbackPerUser: RateRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailsPerMobile: { limit: 5, windowSec: 15 * 60 },
  loginCaptchaAfter: { limit: 3, windowSec: 15 * 60 },
  loginTriesPerMobile: { limit: 20, windowSec: 60 },
  loginFailsPerPair: { limit: 10, windowSec: 15 * 60 },
  loginFailsPerIp: { limit: 50, windowSec: 15 * 60 },
  loginTriesPerIp: { limit: 100, windowSec: 60 },
  captchaPerIp: { limit: 30, windowSec: 60 },
  codePerTarget: { limit: 1, windowSec: 60 },
  codePerTargetDaily: { limit: 10, windowSec: 24 * 3600 },
  codePerRequesterDaily: { limit: 3, windowSec: 24 * 3600 },
  codePerIp: { limit: 30, windowSec: 3600 },
  uploadPerUser: { limit: 30, windowSec: 3600 },
  notifyPerIp: { limit: 600, windowSec: 60 },
  handoffPerClient: { limit: 30, windowSec: 60 },
  feedbackPerUser: { limit: 5, windowSec: 3600 },
};

const windowOver = (rule: RateRule) =>
  sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSec})`;

/** Counts one event and answers the count in the current window (one atomic upsert). */
export async function hit(db: DbOrTx, key: string, rule: RateRule): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOver(rule)} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver(rule)} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  // keys of long-gone clients would pile up otherwise; pruning now and then is enough
  if (Math.random() < 0.01) await prune(db);
  return row?.count ?? 1;
}

/** True when the key already used up its window. */
export async function isLimited(db: DbOrTx, key: string, rule: RateRule): Promise<boolean> {
  return (await countIn(db, key, rule)) >= rule.limit;
}

/** The key's events in its current window. */
export async function countIn(db: DbOrTx, key: string, rule: RateRule): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${rule.windowSec})`),
      ),
    )
    .limit(1);
  return row?.count ?? 0;
}

export async function resetLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

async function prune(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}
