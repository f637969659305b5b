import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** Chinese administrative divisions: 1 province, 2 city, 3 district/county, 4 street/town. */
export const zones = pgTable(
  'zones',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }),
    level: smallint('level').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
  },
  (t) => [index('zones_parent_idx').on(t.parentCode)],
);
