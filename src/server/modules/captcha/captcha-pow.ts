import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaPurpose, PowChallenge } from '../../../core/api/contract/models';

/**
 * The proof-of-work behind captcha/get (ALTCHA v2, PBKDF2/SHA-256). A client finds the counter
 * whose key starts with the signed prefix by trying 0, 1, 2…: the server drew the counter from
 * TRIES, so every client does the same bounded work, each try costing `cost` PBKDF2 rounds. PBKDF2
 * runs natively in a browser's WebCrypto as in a script's OpenSSL, so a script gains nothing per
 * challenge over a phone: it pays the same CPU time for every one.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** Tries a client makes, drawn per challenge (about 250 on average). */
export const TRIES = { min: 100, max: 400 } as const;
/**
 * PBKDF2 rounds per try when TIC_CAPTCHA_COST is unset: about 1.25 million rounds a challenge,
 * ~0.25 s on a laptop core, ~1 s on a phone.
 */
export const DEFAULT_CAPTCHA_COST = 5000;

/** TIC_CAPTCHA_COST (env.ts validates it at start); read per challenge so tests may lower it. */
export function captchaCost(source: NodeJS.ProcessEnv = process.env): number {
  const n = Number(source.TIC_CAPTCHA_COST);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_CAPTCHA_COST;
}

/**
 * The HMAC keys that sign challenges, derived from the pay secret: every process of one site
 * (several on PostgreSQL) checks the others' challenges. The demo's well-known pay secret does not
 * let anyone forge one: the hash of each issued signature is stored and must match at use.
 */
export function powKeys(paySecret: string) {
  const derive = (label: string) =>
    createHmac('sha256', paySecret).update(`tic-captcha:${label}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

/** A signed challenge for `purpose`, naming its key; expires at `expiresAt`. */
export async function newChallenge(
  paySecret: string,
  key: string,
  purpose: CaptchaPurpose,
  expiresAt: Date,
  cost = captchaCost(),
): Promise<PowChallenge> {
  return (await createChallenge({
    algorithm: POW_ALGORITHM,
    cost,
    counter: randomInt(TRIES.max, TRIES.min),
    deriveKey,
    data: { key, purpose },
    expiresAt,
    ...powKeys(paySecret),
  })) as PowChallenge;
}

/** The hash stored for an issued challenge: only that exact challenge is accepted at use. */
export const signatureHash = (signature: string): string =>
  createHash('sha256').update(`captcha\n${signature}`).digest('hex');

export interface PowAnswer {
  challenge: PowChallenge & { signature: string };
  solution: { counter: number; derivedKey: string };
}

/** The answer a page sends (base64 of `{ challenge, solution }` JSON), or null when malformed. */
export function parseAnswer(code: string): PowAnswer | null {
  try {
    const value = JSON.parse(Buffer.from(code, 'base64').toString('utf8'));
    const ok =
      typeof value?.challenge?.signature === 'string' &&
      typeof value.challenge.parameters === 'object' &&
      value.challenge.parameters !== null &&
      typeof value?.solution === 'object' &&
      value.solution !== null;
    return ok ? (value as PowAnswer) : null;
  } catch {
    return null;
  }
}

/** Whether the answer solves its challenge, signed by this site and not expired. */
export async function solves(paySecret: string, answer: PowAnswer): Promise<boolean> {
  try {
    const result = await verifySolution({
      challenge: answer.challenge,
      solution: answer.solution,
      deriveKey,
      ...powKeys(paySecret),
    });
    return result.verified;
  } catch {
    // parameters no issued challenge has (a bad hex nonce…) make the library throw: not solved
    return false;
  }
}
