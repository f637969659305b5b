import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge } from '../../../core';

/**
 * Solves a captcha challenge in the page: altcha-lib's loop over WebCrypto PBKDF2 (native code,
 * ~250 tries of the server's cost; about a second on a phone). Loaded only when a form needs a
 * captcha (dynamic import), so no route or widget carries it up front. Answers what the API takes
 * as captcha_code: base64 of `{ challenge, solution }` JSON.
 */
export async function solveCaptcha(challenge: PowChallenge, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new Error('captcha not solved');
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return btoa(JSON.stringify(payload));
}
