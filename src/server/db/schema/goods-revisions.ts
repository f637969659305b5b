import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods, merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * A listed service as a lab proposes it (or as it was when proposed): every field a buyer sees,
 * options with the ids they keep. Prices in fen, content already sanitized.
 */
export interface GoodsSnapshot {
  name: string;
  servicsId: number;
  categoryId: number | null;
  cover: string;
  pictures: string[];
  summary: string;
  content: string;
  standards: string[];
  turnaroundDays: number | null;
  sampleRequirement: string;
  salesPromotion: Partial<Record<'online_wages' | 'spot_wages' | 'project_package_price', number>> | null;
  minPriceFen: number;
  searchText: string;
  options: Record<
    'serviceContent' | 'trainingForm' | 'approvalLogo',
    { id: number | null; name: string; priceFen: number }[]
  >;
}

/**
 * A substantive edit of a listed (已上架) service waits here for a reviewer while the approved
 * version stays public (goods and goods_options are untouched until approval). status: 0 pending,
 * 1 approved, 2 rejected, 3 withdrawn (by the lab, or void because the service left the shelf).
 * At most one pending revision per service: a later edit replaces the proposal.
 */
export const goodsRevisions = pgTable(
  'goods_revisions',
  {
    id: idColumn(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The live version when the lab last proposed: the difference shown after a decision. */
    before: jsonb('before').$type<GoodsSnapshot>().notNull(),
    proposal: jsonb('proposal').$type<GoodsSnapshot>().notNull(),
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('goods_revisions_pending_uq').on(t.goodsId).where(sql`${t.status} = 0`),
    index('goods_revisions_goods_idx').on(t.goodsId),
    index('goods_revisions_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * One catalogue import (merchant_import/commit or a staff import for the lab): counts toward the
 * lab's hourly import rate, and while running its rows count toward the lab's pending cap.
 * status: 0 running, 1 done, 2 failed part way (imported says how many rows were stored).
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: idColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    rows: integer('rows').notNull(),
    imported: integer('imported').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createdAt: createdAtColumn(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('catalogue_imports_merchant_idx').on(t.merchantId, t.createdAt)],
);
