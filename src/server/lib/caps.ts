import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';
import { refuse } from './envelope';

/** Per-user caps: lists a user can grow are bounded here instead of by paging. */
export const CAPS = {
  cart: 100,
  collect: 500,
  attention: 500,
  /** Footprints never refuse: past the cap the oldest are dropped (goods_footprint/record). */
  footprint: 200,
} as const;

/** Refuses with `message` when the user already has `cap` rows in the table. */
export async function assertUnderCap(
  db: DbOrTx,
  table: PgTable,
  userColumn: PgColumn,
  userId: number,
  cap: number,
  message: string,
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(userColumn, userId));
  if ((row?.n ?? 0) >= cap) refuse(message);
}
