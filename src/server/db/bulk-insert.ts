import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './index';

/**
 * Inserts many rows in one statement with one parameter: the rows as JSON, spread back into the
 * table's row type by json_populate_recordset. A drizzle multi-row insert binds one parameter per
 * value (at most 65,535 per statement) and parses each; this stays one short statement however
 * many rows there are. Columns are the keys of the first row (drizzle names); the others take
 * their defaults. Values must be JSON-shaped as the column expects (arrays for text[] and jsonb).
 */
export async function insertJsonRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: Array<Partial<T['$inferInsert']>>,
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((key, i) => [names[i], row[key as keyof typeof row] ?? null])),
    ),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO ${table} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(getTableName(table))}, ${json}::json)`);
}
