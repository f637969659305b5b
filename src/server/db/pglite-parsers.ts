/**
 * drizzle hands PGlite the same parsers with every statement (dates, times, intervals and a few
 * array types stay text: drizzle-orm/pglite/session.js), and PGlite merges a statement's own
 * parsers into a fresh copy of its whole table, several hundred types with the array ones, on
 * each statement. Measured on a primary-key select: 470 µs alone, 725 µs with drizzle's parsers.
 * Here drizzle's parsers become the instance's own once, and a statement that brings only those
 * is sent without them; anything else passes as it came.
 */
import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { oneExchange } from './pglite-query';

type Options = QueryOptions | undefined;
type Query = PGlite['query'];

/** drizzle's: timestamp, timestamptz, interval, date, then numeric[], timestamp[], timestamptz[], interval[] and date[] by oid. */
const KEEP_AS_TEXT = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

function withoutKnownParsers<T extends Options>(options: T): T {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => KEEP_AS_TEXT.has(Number(oid)))) return options;
  return { ...options, parsers: undefined };
}

/** Makes drizzle's parsers the instance's own and stops them being sent with each statement. */
export function parseAsDrizzleOnce(pglite: PGlite): void {
  for (const oid of KEEP_AS_TEXT) pglite.parsers[oid] = (value: string) => value;
  const query = oneExchange(pglite, pglite.query.bind(pglite), false);
  pglite.query = ((sql: string, params?: unknown[], options?: Options) =>
    query(sql, params, withoutKnownParsers(options))) as Query;
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (run) =>
    transaction((tx) => {
      // the transaction's own object, with only its query wrapped
      const wrapped = Object.create(tx) as typeof tx;
      const inside = oneExchange(pglite, tx.query.bind(tx), true);
      // a closed transaction's query throws as PGlite's does
      wrapped.query = ((sql: string, params?: unknown[], options?: Options) =>
        (tx.closed ? tx.query : inside)(sql, params, withoutKnownParsers(options))) as typeof tx.query;
      return run(wrapped);
    });
}
