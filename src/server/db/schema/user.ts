import { boolean, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAtColumn, idColumn } from './columns';

/** Delivery addresses (minimal for now: the demo buyer needs a default one to check out). */
export const userAddress = pgTable(
  'user_address',
  {
    id: idColumn(),
    userId: userIdColumn(),
    consignee: varchar('consignee', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull().default(''),
    province: varchar('province', { length: 30 }).notNull().default(''),
    cityCode: varchar('city_code', { length: 12 }).notNull().default(''),
    city: varchar('city', { length: 30 }).notNull().default(''),
    areaCode: varchar('area_code', { length: 12 }).notNull().default(''),
    area: varchar('area', { length: 30 }).notNull().default(''),
    streetCode: varchar('street_code', { length: 12 }).notNull().default(''),
    street: varchar('street', { length: 50 }).notNull().default(''),
    detail: varchar('detail', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('user_address_user_idx').on(t.userId)],
);

/** Invoice titles. type: 1 普通发票, 2 增值税专用发票. */
export const userInvoice = pgTable(
  'user_invoice',
  {
    id: idColumn(),
    userId: userIdColumn(),
    type: smallint('type').notNull().default(1),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 30 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    regAddress: varchar('reg_address', { length: 200 }).notNull().default(''),
    regPhone: varchar('reg_phone', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('user_invoice_user_idx').on(t.userId)],
);
