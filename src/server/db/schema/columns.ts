import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns most tables declare alike, written once. Each is a function because drizzle binds a column
 * builder to the one table it is placed in. They must produce exactly the SQL the migrations created.
 */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
