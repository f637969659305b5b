/**
 * A constant part of a statement (a subquery, a column expression) rendered to SQL text once.
 * drizzle renders every part of a statement again on every call, and a subquery written with its
 * query builder cost about as much to render as a statement of its own (folding the
 * order path's small selects into subqueries saved their exchanges with PGlite but not their
 * rendering). Only for parts without run-time values: their parameters become SQL literals.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** `part` as one piece of SQL text in parentheses, rendered now. */
export const renderedOnce = <T>(part: SQLWrapper): SQL<T> =>
  sql.raw(`(${dialect.sqlToQuery(part.getSQL().inlineParams()).sql})`) as SQL<T>;
