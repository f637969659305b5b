import { and, eq } from 'drizzle-orm';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import type { LoginResult } from '../../../core/api/contract/models';
import type { Db, DbOrTx, Tx } from '../../db';
import { accounts, expertClients, expertProfiles, merchants } from '../../db/schema';
import { issueToken, replacePassword } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import { hashPassword } from '../../lib/password';
import { clearLoginFailures, toUserInfo } from '../auth/auth.service';
import { type CodeCheck, MSG, useCode, verifyCode } from '../captcha/captcha.service';
import { assertOrgFree } from '../merchant-center/merchant-center.service';
import { policyVersion } from '../privacy/policy-version';

/** A new shop waits for the platform's review: hidden from lists and detail until opened (1). */
export const MERCHANT_PENDING = 0;

export { ORG_TAKEN } from '../merchant-center/merchant-center.service';
export const PASSWORD_RESET = '密码已重置，请使用新密码登录';

type AccountRow = typeof accounts.$inferSelect;

async function findAccount(db: DbOrTx, type: LoggedInType, mobile: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.type, type), eq(accounts.mobile, mobile)))
    .limit(1);
  return row;
}

export interface NewAccount {
  type: LoggedInType;
  mobile: string;
  password: string;
  /** The SMS code for the mobile, or, with `viaMail`, the e-mail code for `email`. */
  code: string;
  viaMail?: boolean;
  email?: string | null;
  nickname?: string;
  /** The client's address: wrong codes count per requester (captcha/code-budget.ts). */
  ip: string;
}

const registerCode = (a: NewAccount): CodeCheck => ({
  channel: a.viaMail ? 'mail' : 'sms',
  target: a.viaMail && a.email ? a.email : a.mobile,
  purpose: 'register',
  userType: a.type,
  code: a.code,
  requester: { ip: a.ip },
});

/**
 * Creates the account (and, through `extra`, its shop or expert profile) and logs it in. The
 * code comes first: until it is proven, a registered mobile and a free one get the same answers
 * (no enumeration of accounts); it is checked outside the transaction so a wrong try stays counted.
 */
async function register(
  db: Db,
  a: NewAccount,
  extra?: (tx: Tx, account: AccountRow) => Promise<void>,
): Promise<LoginResult> {
  await useCode(db, registerCode(a));
  if (await findAccount(db, a.type, a.mobile)) refuse(MSG.mobileTaken);
  if (a.email) {
    const [taken] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.type, a.type), eq(accounts.email, a.email)))
      .limit(1);
    if (taken) refuse(MSG.emailTaken);
  }
  const passwordHash = await hashPassword(a.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        type: a.type,
        mobile: a.mobile,
        passwordHash,
        email: a.email ?? null,
        nickname: a.nickname ?? '',
        // the form's 同意 box covers the texts as published now
        policyVersion: await policyVersion(tx),
      })
      .onConflictDoNothing()
      .returning();
    if (!account) return refuse(MSG.mobileTaken); // registered in parallel
    await extra?.(tx, account);
    const token = await issueToken(tx, account.id);
    return { token, userInfo: await toUserInfo(tx, account), type: a.type };
  });
}

/**
 * A buyer; with an expert's referral code (/reg?ref=…) they become that expert's client in the
 * same transaction. An unknown code is no referral: the registration itself goes on.
 */
export const registerBuyer = (db: Db, a: Omit<NewAccount, 'type'> & { ref?: string | null }) =>
  register(db, { ...a, type: 1 }, async (tx, account) => {
    if (!a.ref) return;
    const [expert] = await tx
      .select({ id: expertProfiles.accountId })
      .from(expertProfiles)
      .where(eq(expertProfiles.referralCode, a.ref));
    if (expert) await tx.insert(expertClients).values({ clientId: account.id, expertId: expert.id });
  });

export interface MerchantApplication extends Omit<NewAccount, 'type' | 'viaMail' | 'email'> {
  orgName: string;
  /** 统一社会信用代码 (GB 32100 check digit verified by the route). */
  creditCode: string;
  contactName: string;
  kind: string;
}

export async function registerMerchant(db: Db, m: MerchantApplication): Promise<LoginResult> {
  // always the SMS code of the mobile: a shop is never opened under someone else's number
  const a: NewAccount = { ...m, type: 2, nickname: m.contactName, viaMail: false };
  // whether a lab of this name or credit code already applied is told only to a proven mobile:
  // the code is checked (not yet used, so a taken name costs no new code) before anything is said
  await verifyCode(db, registerCode(a));
  await assertOrgFree(db, m.orgName, m.creditCode);
  return register(db, a, async (tx, account) => {
    await tx.insert(merchants).values({
      ownerAccountId: account.id,
      orgName: m.orgName,
      kind: m.kind,
      contactPhone: m.mobile,
      businessLicense: m.creditCode,
      status: MERCHANT_PENDING,
      appliedAt: new Date(),
    });
  });
}

export interface ExpertApplication extends Omit<NewAccount, 'type'> {
  realName: string;
  field: string;
}

export const registerExpert = (db: Db, e: ExpertApplication) =>
  register(db, { ...e, type: 3, nickname: e.realName }, async (tx, account) => {
    await tx.insert(expertProfiles).values({ accountId: account.id, realName: e.realName, field: e.field });
  });

export interface PasswordReset {
  type: LoggedInType;
  mobile: string;
  code: string;
  password: string;
  ip: string;
}

/**
 * Sets a new password and ends every session of the account: tokens are revoked, and
 * password_changed_at makes auth refuse any token issued before it anyway.
 */
export async function resetPassword(db: Db, r: PasswordReset): Promise<void> {
  // the code first, as in register: only its proven owner learns whether the mobile has an account
  await useCode(db, {
    channel: 'sms',
    target: r.mobile,
    purpose: 'findpass',
    userType: r.type,
    code: r.code,
    requester: { ip: r.ip },
  });
  const account = await findAccount(db, r.type, r.mobile);
  if (!account) return refuse(MSG.mobileUnknown);
  const passwordHash = await hashPassword(r.password);
  await replacePassword(db, account.id, passwordHash);
  // whoever made the account ask for captchas by guessing is no reason to keep asking its owner
  await clearLoginFailures(db, r.type, r.mobile);
}
