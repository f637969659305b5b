import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Config } from '../../../core/api/contract/models';
import { userIdColumn } from './accounts';
import { idColumn, timestamptz, updatedAtColumn } from './columns';
import { orderIdColumn } from './orders';

export const hotWords = pgTable(
  'hot_words',
  {
    id: idColumn(),
    keyword: varchar('keyword', { length: 50 }).notNull(),
    /** goods | merchant — which search the word runs */
    type: varchar('type', { length: 10 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('hot_words_type_idx').on(t.type, t.sort)],
);

/** The site configuration (service_code …) as one JSON document: the client reads it whole. */
export const siteConfig = pgTable('site_config', {
  id: smallint('id').primaryKey(),
  data: jsonb('data').$type<Partial<Config>>().notNull(),
});

export const articleCategories = pgTable('article_categories', {
  id: idColumn(),
  /** news | help */
  kind: varchar('kind', { length: 10 }).notNull(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Announcements, news and help articles share one table, told apart by kind. */
export const articles = pgTable(
  'articles',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 20 }).notNull(),
    categoryId: integer('category_id'),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    cover: varchar('cover', { length: 300 }),
    views: integer('views').notNull().default(0),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
    /** Operator console: draft → published → withdrawn; only published ones are public. */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('articles_kind_idx').on(t.kind, t.publishedAt)],
);

/** Shop articles, listed on the shop nav page they belong to (2 问答 … 6 质量控制). */
export const merchantArticles = pgTable(
  'merchant_articles',
  {
    id: idColumn(),
    merchantId: integer('merchant_id').notNull(),
    nav: smallint('nav').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    views: integer('views').notNull().default(0),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [index('merchant_articles_merchant_idx').on(t.merchantId, t.nav)],
);

/** Static pages /spage?id=. */
export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull().default(''),
  views: integer('views').notNull().default(0),
  /** Operator console: the edit awaiting 发布; null when none (the public reads title/content). */
  draftTitle: varchar('draft_title', { length: 200 }),
  draftContent: text('draft_content'),
  updatedAt: updatedAtColumn(),
});

export const carousels = pgTable('carousels', {
  id: idColumn(),
  title: varchar('title', { length: 200 }).notNull(),
  image: varchar('image', { length: 300 }).notNull(),
  link: varchar('link', { length: 300 }).notNull().default(''),
  position: varchar('position', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Operator console: published | withdrawn; only published ones are public. */
  status: varchar('status', { length: 10 }).notNull().default('published'),
});

export const subsidies = pgTable('subsidies', {
  id: idColumn(),
  title: varchar('title', { length: 200 }).notNull(),
  issuer: varchar('issuer', { length: 100 }).notNull(),
  region: varchar('region', { length: 50 }).notNull(),
  summary: text('summary').notNull().default(''),
  content: text('content').notNull().default(''),
  /** percent of the order amount refunded */
  rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  capFen: integer('cap_fen').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
  /** The documents an application must carry (one upload each); [] means core DEFAULT_SUBSIDY_DOCUMENTS. */
  documents: jsonb('documents').$type<string[]>().notNull().default([]),
  /** Operator console: draft | published | withdrawn; only published ones are public. */
  status: varchar('status', { length: 10 }).notNull().default('published'),
});

/**
 * A buyer's application to a programme against one completed order (subsidy_user_apply);
 * status follows core SUBSIDY_APPLY_TRANSITIONS. One application per order and programme.
 */
export const subsidyApplications = pgTable(
  'subsidy_applications',
  {
    id: idColumn(),
    userId: userIdColumn(),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidies.id),
    orderId: orderIdColumn(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    contact: varchar('contact', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** The caller's attachments, in the order of the programme's documents. */
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull(),
    /** Why the reviewer refused it; '' otherwise. */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (t) => [
    uniqueIndex('subsidy_applications_order_subsidy_uq').on(t.orderId, t.subsidyId),
    index('subsidy_applications_user_idx').on(t.userId),
    index('subsidy_applications_status_idx').on(t.status),
  ],
);

export const subsidyPlatforms = pgTable('subsidy_platforms', {
  id: idColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  region: varchar('region', { length: 50 }).notNull(),
  intro: text('intro').notNull().default(''),
  logo: varchar('logo', { length: 300 }).notNull().default(''),
  /** Operator console: draft | published | withdrawn; only published ones are public. */
  status: varchar('status', { length: 10 }).notNull().default('published'),
});

export const greenDiscountCategories = pgTable('green_discount_categories', {
  id: idColumn(),
  name: varchar('name', { length: 50 }).notNull(),
});

export const greenDiscounts = pgTable('green_discounts', {
  id: idColumn(),
  categoryId: integer('category_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  discount: numeric('discount', { precision: 4, scale: 3 }).notNull(),
  carbonSavingKg: numeric('carbon_saving_kg', { precision: 12, scale: 2 }).notNull().default('0'),
  description: text('description').notNull().default(''),
  /** Operator console: draft | published | withdrawn; only published ones are public. */
  status: varchar('status', { length: 10 }).notNull().default('published'),
});
