/**
 * Related rows read inside another query (one query where a view made several). A
 * correlated subquery answers them as JSON arrays of values, decoded back into exactly the rows
 * a plain select would answer: each value goes through its column's own driver mapping.
 */
import { type Column, type InferModelFromColumns, is, type SQL, sql } from 'drizzle-orm';
import { PgJson, PgJsonb, PgNumeric } from 'drizzle-orm/pg-core';

type Columns = Record<string, Column>;
type Row<C extends Columns> = InferModelFromColumns<C>;

/** The values of one row, in the order of `columns`. */
function values(columns: Columns): SQL {
  const list = Object.values(columns).map((c) =>
    // numeric keeps its text form ("6.00") as a plain select answers it, not a JSON number
    is(c, PgNumeric) ? sql`${c}::text` : sql`${c}`,
  );
  return sql`json_build_array(${sql.join(list, sql`, `)})`;
}

function decoder<C extends Columns>(columns: C): (raw: unknown[]) => Row<C> {
  const entries = Object.entries(columns);
  return (raw) => {
    const row: Record<string, unknown> = {};
    entries.forEach(([key, column], i) => {
      const v = raw[i] ?? null;
      // JSON columns arrive already parsed, embedded in the array
      row[key] = v === null || is(column, PgJson) || is(column, PgJsonb) ? v : column.mapFromDriverValue(v);
    });
    return row as Row<C>;
  };
}

/** The drivers answer a json value parsed (PGlite, postgres.js); a string is parsed here in case. */
const parsed = (raw: unknown): unknown => (typeof raw === 'string' ? JSON.parse(raw) : raw);

/**
 * Every row of `from` (a `from … where …` correlated to the outer query) as `columns`, ordered
 * by `orderBy`; an empty array when there is none.
 */
export function jsonRows<C extends Columns>(columns: C, from: SQL, orderBy: SQL): SQL<Row<C>[]> {
  const decode = decoder(columns);
  return sql`(select coalesce(json_agg(${values(columns)} order by ${orderBy}), '[]'::json) ${from})`.mapWith(
    (raw: unknown) => (parsed(raw) as unknown[][]).map(decode),
  );
}

/** The first row of `from` as `columns` (`from` orders it when several may match), or null. */
export function jsonRow<C extends Columns>(columns: C, from: SQL): SQL<Row<C> | null> {
  const decode = decoder(columns);
  return sql`(select ${values(columns)} ${from} limit 1)`.mapWith((raw: unknown) =>
    raw === null ? null : decode(parsed(raw) as unknown[]),
  );
}
