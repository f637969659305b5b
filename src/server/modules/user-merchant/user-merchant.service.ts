import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { BuyerCompany } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { accounts, buyerCompanies } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';

/** A buyer keeps at most this many companies (商户管理). */
export const COMPANY_CAP = 20;
const MISSING = '商户不存在';

export interface CompanyInput {
  org_name: string;
  credit_code: string;
  contact_name: string;
  contact_mobile: string;
}

type Row = typeof buyerCompanies.$inferSelect;
const toCompany = (r: Row): BuyerCompany => ({
  id: r.id,
  org_name: r.orgName,
  credit_code: r.creditCode,
  contact_name: r.contactName,
  contact_mobile: r.contactMobile,
  is_default: r.isDefault,
});
const columns = (i: CompanyInput) => ({
  orgName: i.org_name,
  creditCode: i.credit_code,
  contactName: i.contact_name,
  contactMobile: i.contact_mobile,
});

const mine = (userId: number, id: number) =>
  and(eq(buyerCompanies.userId, userId), eq(buyerCompanies.id, id));

/** One change at a time per buyer (the account row is locked): "exactly one default" holds. */
const lockBuyer = (tx: DbOrTx, userId: number) =>
  tx.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${userId} FOR UPDATE`);

const clearDefault = (tx: DbOrTx, userId: number, except: number) =>
  tx
    .update(buyerCompanies)
    .set({ isDefault: false })
    .where(
      and(
        eq(buyerCompanies.userId, userId),
        eq(buyerCompanies.isDefault, true),
        ne(buyerCompanies.id, except),
      ),
    );

/** Default first, then newest first. */
export async function listCompanies(db: DbOrTx, userId: number, paging: Paging) {
  const { list: rows, total } = await paged(
    db
      .select()
      .from(buyerCompanies)
      .where(eq(buyerCompanies.userId, userId))
      .orderBy(desc(buyerCompanies.isDefault), desc(buyerCompanies.id)),
    db.select({ n: count() }).from(buyerCompanies).where(eq(buyerCompanies.userId, userId)),
    paging,
  );
  return { list: rows.map(toCompany), total };
}

/** user_merchant/edit: without an id adds one (the first becomes the default), with one changes it. */
export async function saveCompany(db: DbOrTx, userId: number, id: number | null, input: CompanyInput) {
  return db.transaction(async (tx): Promise<BuyerCompany> => {
    await lockBuyer(tx, userId);
    if (id !== null) {
      const [row] = await tx.update(buyerCompanies).set(columns(input)).where(mine(userId, id)).returning();
      return row ? toCompany(row) : refuse(MISSING);
    }
    const [n] = await tx.select({ n: count() }).from(buyerCompanies).where(eq(buyerCompanies.userId, userId));
    const existing = n?.n ?? 0;
    if (existing >= COMPANY_CAP) refuse(`最多保存${COMPANY_CAP}个商户，请先删除不用的商户`);
    const [row] = await tx
      .insert(buyerCompanies)
      .values({ ...columns(input), userId, isDefault: existing === 0 })
      .returning();
    return row ? toCompany(row) : refuse(MISSING);
  });
}

export async function setDefaultCompany(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [row] = await tx
      .update(buyerCompanies)
      .set({ isDefault: true })
      .where(mine(userId, id))
      .returning();
    if (!row) return refuse(MISSING);
    await clearDefault(tx, userId, id);
  });
}

/** Deleting the default promotes the newest remaining company. */
export async function deleteCompany(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [gone] = await tx.delete(buyerCompanies).where(mine(userId, id)).returning();
    if (!gone) return refuse(MISSING);
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: buyerCompanies.id })
      .from(buyerCompanies)
      .where(eq(buyerCompanies.userId, userId))
      .orderBy(desc(buyerCompanies.id))
      .limit(1);
    if (newest)
      await tx.update(buyerCompanies).set({ isDefault: true }).where(eq(buyerCompanies.id, newest.id));
  });
}
