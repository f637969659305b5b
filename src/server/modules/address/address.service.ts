import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '../../../core/api/contract/models-buying';
import type { DbOrTx } from '../../db';
import { accounts, userAddress } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { resolveZones, type ZoneCodes } from './zone.service';

export const ADDRESS_CAP = 20;
export const ADDRESS_MISSING = '地址不存在';
export const ADDRESS_FULL = `最多保存 ${ADDRESS_CAP} 个收货地址，请先删除不用的地址`;

export interface AddressInput extends ZoneCodes {
  consignee: string;
  mobile: string;
  detail: string;
  /** undefined: leave as it is (a first address becomes the default anyway). */
  is_default?: boolean;
}

type Row = typeof userAddress.$inferSelect;

export const toAddress = (r: Row): Address => ({
  id: r.id,
  consignee: r.consignee,
  mobile: r.mobile,
  province_code: r.provinceCode,
  province: r.province,
  city_code: r.cityCode,
  city: r.city,
  area_code: r.areaCode,
  area: r.area,
  street_code: r.streetCode,
  street: r.street,
  detail: r.detail,
  is_default: r.isDefault,
});

const mine = (userId: number, id: number) => and(eq(userAddress.userId, userId), eq(userAddress.id, id));

/**
 * The buyer's address changes run one at a time (the account row is locked), so "the first
 * address is the default", the cap and "exactly one default" hold under concurrent requests.
 */
async function lockBuyer(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${userId} FOR UPDATE`);
}

/** Default first, then newest first. */
export async function listAddresses(db: DbOrTx, userId: number, paging: Paging) {
  const { list: rows, total } = await paged(
    db
      .select()
      .from(userAddress)
      .where(eq(userAddress.userId, userId))
      .orderBy(desc(userAddress.isDefault), desc(userAddress.id)),
    db.select({ n: count() }).from(userAddress).where(eq(userAddress.userId, userId)),
    paging,
  );
  return { list: rows.map(toAddress), total };
}

async function columns(db: DbOrTx, input: AddressInput) {
  const names = await resolveZones(db, input);
  return {
    consignee: input.consignee,
    mobile: input.mobile,
    provinceCode: input.province_code,
    province: names.province,
    cityCode: input.city_code,
    city: names.city,
    areaCode: input.area_code,
    area: names.area,
    streetCode: input.street_code,
    street: names.street,
    detail: input.detail,
  };
}

const clearDefault = (tx: DbOrTx, userId: number, except: number) =>
  tx
    .update(userAddress)
    .set({ isDefault: false })
    .where(and(eq(userAddress.userId, userId), eq(userAddress.isDefault, true), ne(userAddress.id, except)));

export async function addAddress(db: DbOrTx, userId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const values = await columns(tx, input);
    const [n] = await tx.select({ n: count() }).from(userAddress).where(eq(userAddress.userId, userId));
    const existing = n?.n ?? 0;
    if (existing >= ADDRESS_CAP) refuse(ADDRESS_FULL);
    const isDefault = existing === 0 || input.is_default === true;
    const [row] = await tx
      .insert(userAddress)
      .values({ ...values, userId, isDefault })
      .returning();
    if (!row) return refuse(ADDRESS_MISSING);
    if (isDefault) await clearDefault(tx, userId, row.id);
    return toAddress(row);
  });
}

/** Fields left out keep their values; `is_default: true` makes it the default (设为默认). */
export async function editAddress(
  db: DbOrTx,
  userId: number,
  id: number,
  patch: Partial<AddressInput>,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [row] = await tx.select().from(userAddress).where(mine(userId, id));
    if (!row) return refuse(ADDRESS_MISSING);
    const current = toAddress(row);
    const merged: AddressInput = {
      consignee: patch.consignee ?? current.consignee,
      mobile: patch.mobile ?? current.mobile,
      province_code: patch.province_code ?? current.province_code,
      city_code: patch.city_code ?? current.city_code,
      area_code: patch.area_code ?? current.area_code,
      // a new district without a street clears the old district's street
      street_code: patch.street_code ?? (patch.area_code ? '' : current.street_code),
      detail: patch.detail ?? current.detail,
    };
    // the default stays the default until another one is chosen: there is always one
    const isDefault = row.isDefault || patch.is_default === true;
    const [updated] = await tx
      .update(userAddress)
      .set({ ...(await columns(tx, merged)), isDefault })
      .where(mine(userId, id))
      .returning();
    if (!updated) return refuse(ADDRESS_MISSING);
    if (isDefault) await clearDefault(tx, userId, id);
    return toAddress(updated);
  });
}

/** Deleting the default promotes the newest remaining address. */
export async function deleteAddress(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [gone] = await tx.delete(userAddress).where(mine(userId, id)).returning();
    if (!gone) return refuse(ADDRESS_MISSING);
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: userAddress.id })
      .from(userAddress)
      .where(eq(userAddress.userId, userId))
      .orderBy(desc(userAddress.id))
      .limit(1);
    if (newest) await tx.update(userAddress).set({ isDefault: true }).where(eq(userAddress.id, newest.id));
  });
}
