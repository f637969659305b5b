/** Search quality on the demo catalogue: the query set of search-quality.cases.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GOODS, MERCHANTS } from './search-quality.cases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rankOf = (list: Array<{ id: number }>, id: number) => list.findIndex((x) => x.id === id) + 1;

describe('search/goods quality', () => {
  it.each(GOODS)('%s → goods %i in the top %i', async (keyword, id, top) => {
    const answer = await t.call('search/goods', { keyword, limit: 10 });
    expect(answer.status).toBe(true);
    const rank = rankOf(answer.data.list, id);
    expect(
      rank,
      `${keyword}: ${answer.data.list.map((g: { id: number }) => g.id).join(',')}`,
    ).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(top);
  });
});

describe('search/merchant quality', () => {
  it.each(MERCHANTS)('%s → shop %i in the top %i', async (keyword, id, top) => {
    const answer = await t.call('search/merchant', { keyword, limit: 10 });
    expect(answer.status).toBe(true);
    const rank = rankOf(answer.data.list, id);
    expect(
      rank,
      `${keyword}: ${answer.data.list.map((m: { id: number }) => m.id).join(',')}`,
    ).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(top);
  });
});
