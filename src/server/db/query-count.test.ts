import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { COUNT_HEADER, countQueries, countWhenAsked, queryCounter, timeDatabase } from './query-count';

describe('queries per request (bench)', () => {
  it('counts the statements sent while a request runs, nested requests into the outer one', async () => {
    const res = await countQueries(async () => {
      queryCounter.logQuery('select 1', []);
      await new Promise((r) => setTimeout(r, 1));
      // a first-screen page answers its calls inside itself: one tally for the page
      const inner = await countQueries(() => {
        queryCounter.logQuery('select 2', []);
        return new Response('inner');
      });
      expect(inner.headers.get('X-Query-Count')).toBeNull();
      return new Response('page');
    });
    expect(res.headers.get('X-Query-Count')).toBe('2');
    queryCounter.logQuery('outside any request', []);
    const none = await countQueries(() => new Response(''));
    expect(none.headers.get('X-Query-Count')).toBe('0');
  });

  it("puts the time PGlite spent on a request's statements on its answer, and nothing on others", async () => {
    const pglite = await PGlite.create();
    try {
      timeDatabase(pglite);
      const timed = await countQueries(async () => {
        await pglite.query('select 1');
        return new Response('');
      });
      expect(Number(timed.headers.get('X-Db-Ms'))).toBeGreaterThan(0);
      const untouched = await countQueries(() => new Response(''));
      expect(untouched.headers.get('X-Db-Ms')).toBeNull();
      // outside a counted request the statement still runs
      expect((await pglite.query<{ n: number }>('select 2 as n')).rows[0]?.n).toBe(2);
    } finally {
      await pglite.close();
    }
  });

  it('counts only the requests that ask, so a load without the header is served as usual', async () => {
    const fetch = countWhenAsked(async (_req: Request) => {
      queryCounter.logQuery('select 1', []);
      return new Response('');
    });
    const asked = await fetch(new Request('http://x/', { headers: { [COUNT_HEADER]: '1' } }));
    expect(asked.headers.get('X-Query-Count')).toBe('1');
    const plain = await fetch(new Request('http://x/'));
    expect(plain.headers.get('X-Query-Count')).toBeNull();
  });
});
