import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import type {
  CaptchaChallenge,
  CaptchaPurpose,
  CodePurpose,
  CodeSent,
  MailCodePurpose,
} from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { accounts, verificationCodes } from '../../db/schema';
import { ApiFailure, fail, refuse } from '../../lib/envelope';
import { codesQueued, queueCode } from '../../lib/outbox';
import { hit, type RateLimits } from '../../lib/rate-limit';
import { newChallenge, parseAnswer, signatureHash, solves } from './captcha-pow';
import {
  chargeSend,
  chargeWrong,
  clearWrong,
  isOwnerRequester,
  type Requester,
  refuseWhenTargetSpent,
  rememberRequester,
  requesterOf,
  requesterSpent,
  wrongScope,
} from './code-budget';

export type { CaptchaPurpose, CodePurpose, MailCodePurpose };
export const CAPTCHA_PURPOSES = [
  'sms',
  'mail',
  'login',
  'staff_login',
] as const satisfies readonly CaptchaPurpose[];
export const CODE_PURPOSES = [
  'register',
  'login',
  'findpass',
  'change_mobile',
  'bind_mobile',
] as const satisfies readonly CodePurpose[];
export const MAIL_CODE_PURPOSES = ['register', 'bind_email'] as const satisfies readonly MailCodePurpose[];
export type AnyCodePurpose = CodePurpose | MailCodePurpose;
/** Purposes of a logged-in user's 安全设置: the code is bound to the caller's account type. */
export const ACCOUNT_PURPOSES: readonly AnyCodePurpose[] = ['change_mobile', 'bind_mobile', 'bind_email'];
export type CodeChannel = 'sms' | 'mail';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a contract signing code survives (sign-code.ts); SMS and e-mail codes: code-budget.ts. */
export const MAX_CODE_ATTEMPTS = 5;
/** Live codes of one target compared at a check: one per requester that asked in the last minutes. */
const LIVE_CODES_COMPARED = 10;

export const MSG = {
  badCaptcha: '人机验证未通过或已过期，请重新验证',
  noCaptchaPurpose: '请指明人机验证的用途',
  badCode: '验证码错误',
  staleCode: '验证码错误或已过期，请重新获取',
  burntCode: '验证码错误次数过多，请重新获取',
  mobileTaken: '该手机号已注册',
  emailTaken: '该邮箱已注册',
  mobileUnknown: '该手机号未注册',
  notOwnMobile: '请向当前绑定的手机号发送验证码',
  sameMobile: '新手机号不能与当前手机号相同',
  sameEmail: '新邮箱不能与当前邮箱相同',
  tooManyCaptchas: '人机验证过于频繁，请稍后再试',
  tooManySendsFromIp: '验证码发送过于频繁，请稍后再试',
  dailyCap: '今日验证码发送次数已达上限，请明天再试',
  smsOff: '短信服务暂未开通，请联系平台客服',
  mailOff: '邮件服务暂未开通，请联系平台客服',
} as const;

/** Production without a sender for the channel: refused before any captcha or limit is spent. */
export function refuseWithoutSender(channels: Record<CodeChannel, boolean>, channel: CodeChannel): void {
  if (!channels[channel]) refuse(channel === 'sms' ? MSG.smsOff : MSG.mailOff);
}

const tooMany = (message: string): never => {
  throw new ApiFailure(fail(message), 429);
};

/** The code is hashed with everything it is bound to: a hash of one target never matches another. */
const hashCode = (channel: string, target: string, purpose: string, userType: number, code: string) =>
  createHash('sha256').update(`${channel}\n${target}\n${purpose}\n${userType}\n${code}`).digest('hex');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A new proof-of-work challenge for `purpose`. Its signature's hash is stored under its key, so it
 * is used once, only for that purpose, and only as issued; no answer is kept anywhere.
 */
export async function createCaptcha(
  db: DbOrTx,
  ip: string,
  limits: RateLimits,
  purpose: CaptchaPurpose,
  paySecret: string,
): Promise<CaptchaChallenge> {
  if ((await hit(db, `captcha:ip:${ip}`, limits.captchaPerIp)) > limits.captchaPerIp.limit) {
    tooMany(MSG.tooManyCaptchas);
  }
  const key = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  const challenge = await newChallenge(paySecret, key, purpose, expiresAt);
  await db.insert(verificationCodes).values({
    channel: 'captcha',
    target: key,
    purpose,
    codeHash: signatureHash(challenge.signature ?? ''),
    expiresAt,
  });
  return { key, challenge };
}

/**
 * Checks a solved challenge and uses it up whatever the solution: one answer per challenge. The
 * conditional update is the check, so of two requests racing with one challenge (on any process)
 * only one passes; a challenge of another purpose, an expired or altered one matches no row.
 */
export async function useCaptcha(
  db: DbOrTx,
  key: string,
  code: string,
  purpose: CaptchaPurpose,
  paySecret: string,
): Promise<void> {
  const answer = parseAnswer(code);
  const data = answer?.challenge.parameters.data;
  if (!answer || data?.key !== key || data?.purpose !== purpose) return refuse(MSG.badCaptcha);
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.channel, 'captcha'),
        eq(verificationCodes.target, key),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.codeHash, signatureHash(answer.challenge.signature)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!row || !(await solves(paySecret, answer))) refuse(MSG.badCaptcha);
}

async function accountExists(db: DbOrTx, channel: CodeChannel, target: string, type: LoggedInType) {
  const byTarget = channel === 'sms' ? eq(accounts.mobile, target) : eq(accounts.email, target);
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, type), byTarget))
    .limit(1);
  return row !== undefined;
}

/** The logged-in caller of an account purpose: who the code is for. */
export interface CodeOwner {
  type: LoggedInType;
  mobile: string;
  email: string | null;
}

export interface SendCodeRequest {
  channel: CodeChannel;
  /** mobile or (lower-cased) e-mail address */
  target: string;
  purpose: AnyCodePurpose;
  userType: LoggedInType;
  captchaKey: string;
  captchaCode: string;
  /** Signs the captcha challenges (captcha-pow.ts). */
  paySecret: string;
  /** Who asks: the address (and session) whose budget the send draws on (code-budget.ts). */
  requester: Requester;
  /** Required for ACCOUNT_PURPOSES (the handler answers -2 without a session). */
  owner?: CodeOwner | null;
}

/** The account a logged-in code request is for (its type, current mobile and e-mail). */
export async function findOwner(db: DbOrTx, accountId: number): Promise<CodeOwner | null> {
  const [row] = await db
    .select({ type: accounts.type, mobile: accounts.mobile, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ? { type: row.type as LoggedInType, mobile: row.mobile, email: row.email } : null;
}

/**
 * Who may receive a code, by purpose: binding needs a free target, login a registered one,
 * change_mobile only the caller's own current mobile. Registering and resetting a password get a
 * code either way: telling a stranger which mobiles have accounts waits until the code is proven
 * (register.service), so the answer and the work here are the same for both.
 */
async function checkTarget(db: DbOrTx, r: SendCodeRequest): Promise<void> {
  if (r.purpose === 'change_mobile') {
    if (r.target !== r.owner?.mobile) refuse(MSG.notOwnMobile);
    return;
  }
  if (r.purpose === 'register' || r.purpose === 'findpass') return;
  if (r.purpose === 'bind_mobile' && r.target === r.owner?.mobile) refuse(MSG.sameMobile);
  if (r.purpose === 'bind_email' && r.target === r.owner?.email) refuse(MSG.sameEmail);
  const exists = await accountExists(db, r.channel, r.target, r.userType);
  const free = r.purpose === 'bind_mobile' || r.purpose === 'bind_email';
  if (free && exists) refuse(r.channel === 'sms' ? MSG.mobileTaken : MSG.emailTaken);
  if (!free && !exists) refuse(MSG.mobileUnknown);
}

/**
 * Sends a 6-digit code after a solved captcha challenge. The IP is counted first (every attempt);
 * the target's limits only after the captcha and the account check passed, so nobody can
 * block someone else's mobile with wrong captchas, and then from the owner's or the strangers'
 * budget (code-budget.ts), so a stranger's sends never use up the owner's.
 */
export async function sendCode(db: DbOrTx, r: SendCodeRequest, limits: RateLimits): Promise<CodeSent> {
  if ((await hit(db, `code:ip:${r.requester.ip}`, limits.codePerIp)) > limits.codePerIp.limit) {
    tooMany(MSG.tooManySendsFromIp);
  }
  await useCaptcha(db, r.captchaKey, r.captchaCode, r.channel, r.paySecret);
  await checkTarget(db, r);

  const owner = await isOwnerRequester(db, r.target, r.requester);
  const base = `code:${r.channel}:${r.target}`;
  const interval = await chargeSend(db, base, owner ? null : r.requester, limits);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const same = and(
    eq(verificationCodes.channel, r.channel),
    eq(verificationCodes.target, r.target),
    eq(verificationCodes.purpose, r.purpose),
    eq(verificationCodes.userType, r.userType),
  );
  const requester = requesterOf(r.requester);
  await db.transaction(async (tx) => {
    // only the requester's newest code works: its older one in the message history is dead, and a
    // stranger asking for a code to this mobile leaves the owner's code alive
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(same, isNull(verificationCodes.usedAt), eq(verificationCodes.requester, requester)));
    await tx.insert(verificationCodes).values({
      channel: r.channel,
      target: r.target,
      purpose: r.purpose,
      userType: r.userType,
      codeHash: hashCode(r.channel, r.target, r.purpose, r.userType, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
      requester,
    });
    await queueCode(tx, { channel: r.channel, to: r.target, code, purpose: r.purpose });
  });
  codesQueued();
  // a new code, a new count: the requester's own typos on the last one do not follow it
  await clearWrong(db, wrongScope(r.channel, r.target, r.purpose, r.userType), r.requester);
  return { interval };
}

export interface CodeCheck {
  channel: CodeChannel;
  target: string;
  purpose: AnyCodePurpose;
  userType: LoggedInType;
  code: string;
  /** Who types it: wrong tries count per requester (code-budget.ts). */
  requester: Requester;
  /** Names the code in a refusal when a request carries more than one (原手机号…). */
  label?: string;
}

/**
 * Finds a live code for the check that matches and answers its row id, not yet used up. A wrong
 * code counts a try for the requester only: its last try ends the codes it asked for, never the
 * codes someone else asked for (code-budget.ts). Every requester's live code is compared, so the
 * owner's code works whoever else asked for one since.
 */
async function checkCode(db: DbOrTx, c: CodeCheck): Promise<number> {
  const say = (message: string) => refuse(`${c.label ?? ''}${message}`);
  const scope = wrongScope(c.channel, c.target, c.purpose, c.userType);
  const base = `code:${c.channel}:${c.target}`;
  const owner = await isOwnerRequester(db, c.target, c.requester);
  await refuseWhenTargetSpent(db, base, owner);
  if (await requesterSpent(db, scope, c.requester)) return say(MSG.burntCode);
  const same = and(
    eq(verificationCodes.channel, c.channel),
    eq(verificationCodes.target, c.target),
    eq(verificationCodes.purpose, c.purpose),
    eq(verificationCodes.userType, c.userType),
    isNull(verificationCodes.usedAt),
  );
  const rows = await db
    .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(and(same, gt(verificationCodes.expiresAt, sql`now()`)))
    .orderBy(desc(verificationCodes.id))
    .limit(LIVE_CODES_COMPARED);
  if (rows.length === 0) return say(MSG.staleCode);
  const wanted = hashCode(c.channel, c.target, c.purpose, c.userType, c.code);
  const match = rows.find((row) => sameHash(row.codeHash, wanted));
  if (match) return match.id;
  const last = await chargeWrong(db, scope, base, c.requester, owner);
  if (last) {
    await db
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(same, eq(verificationCodes.requester, requesterOf(c.requester))));
  }
  return say(last ? MSG.burntCode : MSG.badCode);
}

/** Refuses unless the code is right, counting a wrong try, and leaves a right one unused. */
export async function verifyCode(db: DbOrTx, c: CodeCheck): Promise<void> {
  await checkCode(db, c);
}

/**
 * Uses up a code sent for exactly this target, purpose and user type, or refuses. Call it
 * outside a transaction that may roll back: a wrong try must stay counted.
 */
export const useCode = (db: DbOrTx, c: CodeCheck): Promise<void> => useCodes(db, [c]);

/**
 * Several codes that only count together (the old and the new mobile): each is checked first,
 * and all are used up at once only when every one is right, so a wrong second code does not
 * burn a right first one. A parallel request that used one first refuses the whole.
 */
export async function useCodes(db: DbOrTx, checks: readonly CodeCheck[]): Promise<void> {
  const ids: number[] = [];
  for (const c of checks) ids.push(await checkCode(db, c));
  await db.transaction(async (tx) => {
    const used = await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(inArray(verificationCodes.id, ids), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length !== ids.length) refuse(MSG.staleCode);
  });
  // the address reaches these targets: its later code requests draw on the owner's budget
  for (const c of checks) await rememberRequester(db, c.target, c.requester.ip);
}
