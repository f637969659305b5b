import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SampleAddress } from '../../../core/api/contract/models-fulfil';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';

/** 1 检验检测, 2 认证认可, 3 计量校准, 4 培训, 5 咨询. */
export const serviceTypes = pgTable('service_types', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 50 }).notNull(),
    servicsId: smallint('servics_id')
      .notNull()
      .references(() => serviceTypes.id),
    sort: integer('sort').notNull().default(0),
    /** Operator console: a hidden category leaves the public tree and lists. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const merchants = pgTable(
  'merchants',
  {
    id: idColumn(),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id),
    orgName: varchar('org_name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    province: varchar('province', { length: 30 }).notNull().default(''),
    city: varchar('city', { length: 30 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
    logo: varchar('logo', { length: 300 }).notNull().default(''),
    intro: text('intro').notNull().default(''),
    qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
    businessLicense: varchar('business_license', { length: 30 }).notNull().default(''),
    established: varchar('established', { length: 10 }).notNull().default(''),
    /** 收样地址 set in 店铺设置: where buyers send samples; null until set. */
    sampleAddress: jsonb('sample_address').$type<SampleAddress>(),
    /** 1 open; anything else hides the shop from lists and detail (core MERCHANT_STATUS_CODE). */
    status: smallint('status').notNull().default(1),
    /** The reviewer's reason when onboarding was rejected (已驳回). */
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    appliedAt: timestamptz('applied_at'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('merchants_owner_idx').on(t.ownerAccountId),
    // a lab waiting for review or turned down applied at some time: that puts it in the queue
    check('merchants_applied_ck', sql`${t.status} NOT IN (0, 2) OR ${t.appliedAt} IS NOT NULL`),
  ],
);

/** Shop style: banner, colour and which nav items (1 check … 6 QC) the shop shows. */
export const shopStyles = pgTable('shop_styles', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  banner: varchar('banner', { length: 300 }).notNull().default(''),
  themeColor: varchar('theme_color', { length: 20 }).notNull().default('#1f6feb'),
  nav: jsonb('nav').$type<number[]>().notNull().default([]),
});

export type SalesPromotionJson = Partial<
  Record<'online_wages' | 'spot_wages' | 'project_package_price', number>
>;

/** Numbers goods' writes, for the search index's check (modules/search/index/maintain.ts). */
export const goodsChanged = pgSequence('goods_changed_seq');

export const goods = pgTable(
  'goods',
  {
    id: idColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    servicsId: smallint('servics_id')
      .notNull()
      .references(() => serviceTypes.id),
    categoryId: integer('category_id').references(() => categories.id),
    name: varchar('name', { length: 200 }).notNull(),
    standards: jsonb('standards').$type<string[]>().notNull().default([]),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Types 4 and 5 only: yuan per unit. Kept as JSON because the unit set is the spec's, fixed. */
    salesPromotion: jsonb('sales_promotion').$type<SalesPromotionJson>(),
    /** Lowest price a buyer can pay, in fen; maintained by the seed and by goods writes. */
    minPriceFen: integer('min_price_fen').notNull().default(0),
    /** Lower-cased name + standards + keywords + summary: what a keyword filter looks in. */
    searchText: text('search_text').notNull().default(''),
    sales: integer('sales').notNull().default(0),
    views: integer('views').notNull().default(0),
    recommended: boolean('recommended').notNull().default(false),
    /** 1 on sale; anything else is hidden and cannot be added to a cart (core GOODS_STATUS_CODE). */
    status: smallint('status').notNull().default(1),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    /** Working days from sample receipt (or start) to the deliverable; null: not stated. */
    turnaroundDays: smallint('turnaround_days'),
    sampleRequirement: varchar('sample_requirement', { length: 500 }).notNull().default(''),
    /** 本服务单独的收样地址: null sends samples to the shop's. */
    sampleAddress: jsonb('sample_address').$type<SampleAddress>(),
    /**
     * A private service (status 5): made from an accepted demand-hall quote for
     * this one buyer; no public query shows it (they all test status 1), only this buyer may buy it.
     */
    privateBuyerId: integer('private_buyer_id').references(() => accounts.id, { onDelete: 'cascade' }),
    submittedAt: timestamptz('submitted_at'),
    updatedAt: updatedAtColumn(),
    createdAt: createdAtColumn(),
    /**
     * From goods_changed_seq at every insert, and at every update of the row or of its shop's
     * status by triggers (migration 0013): the search index's check reads what changed by it.
     */
    changed: bigint('changed', { mode: 'number' }).notNull().default(sql`nextval('goods_changed_seq')`),
  },
  (t) => [
    index('goods_changed_idx').on(t.changed),
    index('goods_merchant_idx').on(t.merchantId),
    index('goods_servics_idx').on(t.servicsId),
    index('goods_category_idx').on(t.categoryId),
    // a service waiting for review or turned down was submitted: that puts it in the queue
    check('goods_submitted_ck', sql`${t.status} NOT IN (2, 3) OR ${t.submittedAt} IS NOT NULL`),
  ],
);

/** kind: 1 serviceContent, 2 trainingForm, 3 approvalLogo. Prices in fen to keep sums exact. */
export const goodsOptions = pgTable(
  'goods_options',
  {
    id: idColumn(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_options_goods_idx').on(t.goodsId)],
);
