import { solveChallenge as altchaSolve } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import type { CaptchaPurpose, CodePurpose, PowChallenge } from '../../../core/api/contract/models';
import type { Answer, TestApp } from '../../test/test-app';

/** Test helpers for flows that need a solved captcha challenge and a code from the dev outbox. */

// Tests solve many challenges: a few PBKDF2 rounds per try keep them fast. The work they do is the
// same loop at any cost; captcha.test.ts checks the default cost separately.
process.env.TIC_CAPTCHA_COST ??= '20';

let ipSeq = 0;
/** A fresh client address per call unless a test pins one: per-IP limits stay out of the way. */
export const freshIp = (): string => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** Calls an endpoint as a client at `ip` (the test app trusts X-Forwarded-For), with a token if given. */
export async function callFrom(
  t: TestApp,
  id: EndpointId,
  payload: Record<string, unknown>,
  ip = freshIp(),
  token?: string,
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
): Promise<Answer<any>> {
  const get = id === 'captcha/get' || id === 'dev/outbox';
  const query = get ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  if (token) headers['login-token'] = token;
  const res = await t.request(`/api/${id}${query}`, {
    method: get ? 'GET' : 'POST',
    headers,
    body: get ? undefined : JSON.stringify(payload),
  });
  return { ...((await res.json()) as Answer), http: res.status };
}

/** The newest code the outbox holds for `to` (a mobile or an e-mail). */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const answer = await t.call('dev/outbox', { to, limit: 1 });
  const code = answer.data?.list?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * Solves a challenge as a page would (altcha-lib's solver, PBKDF2 in node): the answer a form
 * sends as captcha_code. No answer is stored anywhere to read: the work must be done.
 */
export async function solveChallenge(challenge: PowChallenge): Promise<string> {
  const solution = await altchaSolve({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh captcha challenge for `purpose`, solved: `{ captcha_key, captcha_code }`. */
export async function solvedCaptcha(t: TestApp, purpose: CaptchaPurpose = 'sms', ip = freshIp()) {
  const answer = await callFrom(t, 'captcha/get', { purpose }, ip);
  if (answer.status !== true) throw new Error(`captcha/get failed: ${answer.message}`);
  return {
    captcha_key: answer.data.key as string,
    captcha_code: await solveChallenge(answer.data.challenge),
  };
}

/** Asks for an SMS code (solving a captcha first) and answers the code the outbox received. */
export async function smsCode(
  t: TestApp,
  mobile: string,
  purpose: CodePurpose,
  type: 1 | 2 | 3 = 1,
  /** The session of a logged-in purpose (change_mobile, bind_mobile). */
  token?: string,
): Promise<string> {
  const body = { mobile, purpose, type, ...(await solvedCaptcha(t, 'sms')) };
  const sent = await callFrom(t, 'captcha/sendSmsCaptcha', body, freshIp(), token);
  if (sent.status !== true) throw new Error(`sendSmsCaptcha failed: ${sent.message}`);
  return lastCode(t, mobile);
}

/** Rate limits that stay out of the way of tests that are not about them. */
export const ROOMY_LIMITS = {
  captchaPerIp: { limit: 1000, windowSec: 60 },
  codePerTarget: { limit: 1, windowSec: 60 },
  codePerTargetDaily: { limit: 3, windowSec: 86_400 },
  codePerIp: { limit: 4, windowSec: 3600 },
};
