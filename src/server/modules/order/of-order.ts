import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orders } from '../../db/schema';

/**
 * `from <table> where order_id = orders.id`: the rows of a table of the order's own, for a JSON
 * subquery (db/json-rows.ts) inside a select from orders.
 */
export const ofOrder = <T extends PgTable & { orderId: AnyPgColumn }>(table: T): SQL =>
  sql`from ${table} where ${table.orderId} = ${orders.id}`;
