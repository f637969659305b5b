import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns most tables declare alike, written once. Each is a function because drizzle binds a column
 * builder to the one table it is placed in. They must produce exactly the SQL the migrations created.
 */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
/** A moment in time: every instant is stored with its time zone (timestamptz), never as local time. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();
