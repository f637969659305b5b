import { and, count, desc, eq, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import { MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { CANCEL_COOLING_OFF_DAYS, ERASED_ACCOUNT_NAME, erasedMobile } from '../../../core/rules/privacy';
import type { Db, DbOrTx } from '../../db';
import {
  accounts,
  buyerCompanies,
  expertRecords,
  goodsCart,
  goodsCollect,
  goodsFootprint,
  merchantAttention,
  merchants,
  orderChanges,
  orders,
  userAddress,
  userInvoice,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { revokeSessions } from '../../lib/auth';
import { ApiFailure, fail, refuse } from '../../lib/envelope';
import { verifyPassword } from '../../lib/password';
import { hit, isLimited, type RateLimits } from '../../lib/rate-limit';
import { reindexShop } from '../search/index/maintain';

const DAY_MS = 24 * 60 * 60_000;
/** What an erased account loses whole: none of it is an accounting record (orders keep snapshots). */
const PERSONAL_TABLES = [
  userAddress,
  userInvoice,
  buyerCompanies,
  goodsCart,
  goodsCollect,
  goodsFootprint,
  merchantAttention,
] as const;
/** Orders that are over: nothing is owed either way. */
const CLOSED_ORDER = ['completed', 'cancelled'];

export const CANCEL_MSG = {
  wrongPassword: '登录密码错误',
  tooManyWrong: '密码错误次数过多，请 15 分钟后再试',
  requested: `注销申请已提交，${CANCEL_COOLING_OFF_DAYS} 天后账号将被注销；期间重新登录即可撤销`,
  withdrawn: '登录成功，您的注销申请已撤销',
} as const;

/**
 * Why the account cannot go now, in the words the user reads: money or a service is still open
 * between it and someone else. Empty when nothing is.
 */
export async function openObligations(db: DbOrTx, account: { id: number; type: number }): Promise<string[]> {
  const reasons: string[] = [];
  if (account.type === 1) {
    const [open] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, account.id), notInArray(orders.status, CLOSED_ORDER)));
    if (open!.n) reasons.push(`您有 ${open!.n} 笔未完成的订单`);
    const [changes] = await db
      .select({ n: count() })
      .from(orderChanges)
      .where(and(eq(orderChanges.userId, account.id), eq(orderChanges.status, 'pending')));
    if (changes!.n) reasons.push(`您有 ${changes!.n} 个待处理的订单变更`);
  }
  if (account.type === 2) {
    const [open] = await db
      .select({ n: count() })
      .from(orders)
      .innerJoin(merchants, eq(merchants.id, orders.merchantId))
      .where(and(eq(merchants.ownerAccountId, account.id), notInArray(orders.status, CLOSED_ORDER)));
    if (open!.n) reasons.push(`店铺有 ${open!.n} 笔未完成的订单`);
  }
  if (account.type === 3) {
    const [last] = await db
      .select({ balance: expertRecords.balanceFen })
      .from(expertRecords)
      .where(eq(expertRecords.expertId, account.id))
      .orderBy(desc(expertRecords.id))
      .limit(1);
    if ((last?.balance ?? 0) > 0) reasons.push('您的佣金余额尚未提现');
    const [pending] = await db
      .select({ n: count() })
      .from(expertRecords)
      .where(and(eq(expertRecords.expertId, account.id), eq(expertRecords.status, 'processing')));
    if (pending!.n) reasons.push('您有提现正在处理中');
  }
  return reasons;
}

/**
 * 注销账号: the password proves the owner; anything still open refuses with its reason. The
 * account then waits out the cooling-off signed out everywhere; signing in takes it back.
 */
export async function requestCancellation(
  db: Db,
  me: AuthUser,
  password: string,
  limits: RateLimits,
  now = new Date(),
): Promise<{ erase_at: string }> {
  const key = `cancel:account:${me.userId}`;
  if (await isLimited(db, key, limits.loginFailsPerMobile)) {
    throw new ApiFailure(fail(CANCEL_MSG.tooManyWrong), 429);
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.id, me.userId)).limit(1);
  if (!account) return refuse('账号不存在');
  if (!(await verifyPassword(password, account.passwordHash))) {
    await hit(db, key, limits.loginFailsPerMobile);
    refuse(CANCEL_MSG.wrongPassword);
  }
  const reasons = await openObligations(db, account);
  if (reasons.length) refuse(`暂不能注销：${reasons.join('；')}。请处理完毕后再申请`);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ cancelRequestedAt: now }).where(eq(accounts.id, account.id));
    await revokeSessions(tx, account.id, now);
  });
  return { erase_at: new Date(now.getTime() + CANCEL_COOLING_OFF_DAYS * DAY_MS).toISOString() };
}

/** A sign-in during the cooling-off: the request is taken back. True when there was one. */
export async function withdrawCancellation(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ cancelRequestedAt: null })
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.cancelRequestedAt), isNull(accounts.erasedAt)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/**
 * Erases the accounts whose cooling-off is over: the mobile, password, name and e-mail go, with
 * the addresses, invoice titles, companies, cart, favourites, follows and footprints. The row stays, so orders, contracts,
 * invoices and the evidence ledger keep what accounting law requires, showing 已注销用户.
 * Idempotent and safe in several processes at once (each row is erased by one update).
 */
export async function eraseDueAccounts(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        isNull(accounts.erasedAt),
        lte(accounts.cancelRequestedAt, new Date(now.getTime() - CANCEL_COOLING_OFF_DAYS * DAY_MS)),
      ),
    )
    .limit(100);
  let erased = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .update(accounts)
        .set({
          mobile: erasedMobile(id),
          // no password verifies against this: it is not of the scrypt$… form
          passwordHash: '!erased',
          nickname: ERASED_ACCOUNT_NAME,
          email: null,
          erasedAt: now,
          passwordChangedAt: now,
        })
        .where(and(eq(accounts.id, id), isNull(accounts.erasedAt)))
        .returning({ id: accounts.id });
      if (!rows.length) return false;
      // a lab's shop closes for good; its orders stay with the buyers and the ledger
      const shops = await tx
        .update(merchants)
        .set({ status: MERCHANT_STATUS_CODE.closed })
        .where(eq(merchants.ownerAccountId, id))
        .returning({ id: merchants.id });
      for (const shop of shops) await reindexShop(tx, shop.id);
      for (const table of PERSONAL_TABLES) {
        await tx.delete(table).where(eq(table.userId, id));
      }
      await revokeSessions(tx, id, now);
      return true;
    });
    if (done) erased++;
  }
  return erased;
}
