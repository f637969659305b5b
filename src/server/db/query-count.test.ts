import { describe, expect, it } from 'vitest';
import { countQueries, queryCounter } from './query-count';

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
});
