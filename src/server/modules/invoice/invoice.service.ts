import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { InvoiceTitle } from '../../../core/api/contract/models-buying';
import type { DbOrTx } from '../../db';
import { accounts, userInvoice } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import type { TitleInput } from './invoice-fields';

export const TITLE_CAP = 20;
export const TITLE_MISSING = '发票抬头不存在';
export const TITLE_FULL = `最多保存 ${TITLE_CAP} 个发票抬头，请先删除不用的抬头`;
export const TITLE_TWICE = '已有相同类型、名称和税号的发票抬头，无需重复保存';

type Row = typeof userInvoice.$inferSelect;

export const toTitle = (r: Row): InvoiceTitle => ({
  id: r.id,
  type: r.type === 2 ? 2 : 1,
  title: r.title,
  tax_no: r.taxNo,
  bank_name: r.bankName,
  bank_account: r.bankAccount,
  reg_address: r.regAddress,
  reg_phone: r.regPhone,
  email: r.email,
  is_default: r.isDefault,
});

const columns = (t: TitleInput) => ({
  type: t.type,
  title: t.title,
  taxNo: t.tax_no,
  bankName: t.bank_name,
  bankAccount: t.bank_account,
  regAddress: t.reg_address,
  regPhone: t.reg_phone,
  email: t.email,
});

const mine = (userId: number, id: number) => and(eq(userInvoice.userId, userId), eq(userInvoice.id, id));

/** One change at a time per buyer, so the first-is-default rule and the cap hold under races. */
const lockBuyer = (tx: DbOrTx, userId: number) =>
  tx.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${userId} FOR UPDATE`);

const clearDefault = (tx: DbOrTx, userId: number, except: number) =>
  tx
    .update(userInvoice)
    .set({ isDefault: false })
    .where(and(eq(userInvoice.userId, userId), eq(userInvoice.isDefault, true), ne(userInvoice.id, except)));

/**
 * The same name and tax number saved twice would only make the buyer pick between twins (one
 * company may keep a 普票 and a 专票 title).
 */
async function refuseTwin(tx: DbOrTx, userId: number, input: TitleInput, except = 0): Promise<void> {
  const [twin] = await tx
    .select({ id: userInvoice.id })
    .from(userInvoice)
    .where(
      and(
        eq(userInvoice.userId, userId),
        eq(userInvoice.type, input.type),
        eq(userInvoice.title, input.title),
        eq(userInvoice.taxNo, input.tax_no),
        ne(userInvoice.id, except),
      ),
    )
    .limit(1);
  if (twin) refuse(TITLE_TWICE);
}

export async function listTitles(db: DbOrTx, userId: number, paging: Paging) {
  const { list: rows, total } = await paged(
    db
      .select()
      .from(userInvoice)
      .where(eq(userInvoice.userId, userId))
      .orderBy(desc(userInvoice.isDefault), desc(userInvoice.id)),
    db.select({ n: count() }).from(userInvoice).where(eq(userInvoice.userId, userId)),
    paging,
  );
  return { list: rows.map(toTitle), total };
}

export async function addTitle(
  db: DbOrTx,
  userId: number,
  input: TitleInput,
  makeDefault: boolean,
): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [n] = await tx.select({ n: count() }).from(userInvoice).where(eq(userInvoice.userId, userId));
    const existing = n?.n ?? 0;
    if (existing >= TITLE_CAP) refuse(TITLE_FULL);
    await refuseTwin(tx, userId, input);
    const isDefault = existing === 0 || makeDefault;
    const [row] = await tx
      .insert(userInvoice)
      .values({ ...columns(input), userId, isDefault })
      .returning();
    if (!row) return refuse(TITLE_MISSING);
    if (isDefault) await clearDefault(tx, userId, row.id);
    return toTitle(row);
  });
}

/** Replaces the title's fields (the form sends them all); the default flag is setDefault's. */
export async function editTitle(
  db: DbOrTx,
  userId: number,
  id: number,
  input: TitleInput,
): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    await refuseTwin(tx, userId, input, id);
    const [row] = await tx.update(userInvoice).set(columns(input)).where(mine(userId, id)).returning();
    return row ? toTitle(row) : refuse(TITLE_MISSING);
  });
}

export async function setDefaultTitle(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [row] = await tx.update(userInvoice).set({ isDefault: true }).where(mine(userId, id)).returning();
    if (!row) return refuse(TITLE_MISSING);
    await clearDefault(tx, userId, id);
  });
}

/** Deleting the default promotes the newest remaining title. */
export async function deleteTitle(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [gone] = await tx.delete(userInvoice).where(mine(userId, id)).returning();
    if (!gone) return refuse(TITLE_MISSING);
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: userInvoice.id })
      .from(userInvoice)
      .where(eq(userInvoice.userId, userId))
      .orderBy(desc(userInvoice.id))
      .limit(1);
    if (newest) await tx.update(userInvoice).set({ isDefault: true }).where(eq(userInvoice.id, newest.id));
  });
}
