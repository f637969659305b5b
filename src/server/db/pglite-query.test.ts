import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from './index';

describe('PGlite statements in one exchange (db/pglite-query.ts)', () => {
  let database: Database;
  let pglite: PGlite;
  let exchanges = 0;
  beforeAll(async () => {
    database = await createDb('memory://');
    pglite = database.pglite!;
    const exchange = pglite.execProtocolStream.bind(pglite);
    pglite.execProtocolStream = (message, options) => {
      exchanges++;
      return exchange(message, options);
    };
    await pglite.exec(`CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, n int, ok boolean,
      at timestamptz, doc jsonb, tags text[])`);
  });
  afterAll(() => database.close());

  const counted = async <T>(run: () => Promise<T>) => {
    exchanges = 0;
    const value = await run();
    return { value, exchanges };
  };

  it('sends text, numbers, booleans, dates and nulls typed by PostgreSQL, in one exchange', async () => {
    const at = new Date('2026-11-28T01:02:03.456Z');
    const insert = await counted(() =>
      pglite.query<{ id: number }>(
        'INSERT INTO t (name, n, ok, at, doc, tags) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        ['水质', 42, true, at, '{"a":[1,2]}', '{x,"y z"}'],
      ),
    );
    expect(insert.exchanges).toBe(1);
    const read = await counted(() =>
      pglite.query('SELECT name, n, ok, at, doc, tags FROM t WHERE id = $1 AND n > $2', [
        insert.value.rows[0]!.id,
        BigInt(1),
      ]),
    );
    expect(read.exchanges).toBe(1);
    // timestamptz stays text (drizzle's parsers, db/pglite-parsers.ts); jsonb and arrays parsed
    expect(read.value.rows).toEqual([
      {
        name: '水质',
        n: 42,
        ok: true,
        at: '2026-11-28 01:02:03.456+00',
        doc: { a: [1, 2] },
        tags: ['x', 'y z'],
      },
    ]);
    expect((await pglite.query('SELECT count(*)::int AS c FROM t WHERE at = $1', [at])).rows).toEqual([
      { c: 1 },
    ]);
  });

  it('leaves a value whose text depends on its type to PGlite (an array, an object)', async () => {
    const read = await counted(() => pglite.query('SELECT $1::text[] AS tags', [['a', 'b']]));
    expect(read.value.rows).toEqual([{ tags: ['a', 'b'] }]);
    expect(read.exchanges).toBeGreaterThan(1);
  });

  it('fails as PGlite does, with the code and the statement, and the session goes on', async () => {
    const error = await pglite
      .query('INSERT INTO t (name) VALUES ($1)', ['水质'])
      .then(() => null)
      .catch((e: { code?: string; query?: string }) => e);
    expect(error).toMatchObject({ code: '23505', query: 'INSERT INTO t (name) VALUES ($1)' });
    expect((await pglite.query('SELECT count(*)::int AS c FROM t')).rows).toEqual([{ c: 1 }]);
  });

  it('keeps statements parsed, forgets the oldest beyond its bound, and never keeps one that did not parse', async () => {
    for (let k = 0; k < 250; k++)
      expect((await pglite.query(`SELECT $1::int + ${k} AS v`, [1])).rows).toEqual([{ v: 1 + k }]);
    // the first ones were closed to make room: asked again, they are parsed again
    expect((await pglite.query('SELECT $1::int + 0 AS v', [5])).rows).toEqual([{ v: 5 }]);
    for (let i = 0; i < 2; i++)
      await expect(pglite.query('SELEC $1', [1])).rejects.toMatchObject({ code: '42601' });
    const names = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(names.rows[0]!.n).toBeLessThanOrEqual(201);
  });

  it('runs inside a transaction, rolled back with it, and refuses once the transaction is over', async () => {
    let kept: { query: PGlite['query'] } | undefined;
    await pglite
      .transaction(async (tx) => {
        kept = tx;
        await tx.query('INSERT INTO t (name) VALUES ($1)', ['土壤']);
        expect((await tx.query('SELECT count(*)::int AS c FROM t')).rows).toEqual([{ c: 2 }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await pglite.query('SELECT count(*)::int AS c FROM t')).rows).toEqual([{ c: 1 }]);
    await expect(kept!.query('SELECT 1')).rejects.toThrow(/closed/);
  });
});
