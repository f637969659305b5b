import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAsDrizzleOnce } from './pglite-parsers';

/** What drizzle sends with each statement (drizzle-orm/pglite/session.js), in short. */
const DRIZZLE = {
  rowMode: 'object' as const,
  parsers: {
    [types.TIMESTAMP]: (v: string) => v,
    [types.TIMESTAMPTZ]: (v: string) => v,
    [types.DATE]: (v: string) => v,
  },
};
const SQL = `select '2026-01-02 03:04:05'::timestamp as at, '2026-01-02'::date as day, 7::int as n`;

describe('PGlite with drizzle parsers set once (db/pglite-parsers.ts)', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    parseAsDrizzleOnce(pg);
  });
  afterAll(() => pg.close());

  it('answers dates as text, as drizzle expects, with or without drizzle passing its parsers', async () => {
    const want = { at: '2026-01-02 03:04:05', day: '2026-01-02', n: 7 };
    expect((await pg.query(SQL, [], DRIZZLE)).rows[0]).toEqual(want);
    expect((await pg.query(SQL)).rows[0]).toEqual(want);
    expect(await pg.transaction(async (tx) => (await tx.query(SQL, [], DRIZZLE)).rows[0])).toEqual(want);
  });

  it('still applies parsers a statement brings for other types', async () => {
    const own = { parsers: { [types.INT4]: (v: string) => `#${v}` } };
    expect((await pg.query<{ n: string }>(SQL, [], own)).rows[0]?.n).toBe('#7');
    expect(await pg.transaction(async (tx) => (await tx.query<{ n: string }>(SQL, [], own)).rows[0]?.n)).toBe(
      '#7',
    );
  });
});
