import { and, asc, count, eq, ilike, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotWords } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { countOf, likePattern, paged, pageOf } from './list-query';

const TYPE = 'likes'; // rows of this test only: no hot-word list asks for this type
const WORDS = [
  'ISO 9001 认证',
  'iso 14001',
  '50% 折扣',
  '500 元',
  'a_b 检测',
  'axb 检测',
  'C:\\报告\\2024',
  'C:报告2024',
];

describe('likePattern', () => {
  it('wraps the word in % and escapes the wildcards and the escape character', () => {
    expect(likePattern('水质')).toBe('%水质%');
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('C:\\x')).toBe('%C:\\\\x%');
    expect(likePattern('%_\\')).toBe('%\\%\\_\\\\%');
  });

  it('leaves the case as typed: ILIKE folds it on both sides', () => {
    expect(likePattern('ISO 9001')).toBe('%ISO 9001%');
  });
});

describe('on the database', () => {
  let t: TestApp;
  const matches = async (op: typeof ilike, word: string) =>
    (
      await t.db
        .select({ w: hotWords.keyword })
        .from(hotWords)
        .where(and(eq(hotWords.type, TYPE), op(hotWords.keyword, likePattern(word))))
        .orderBy(asc(hotWords.id))
    ).map((r) => r.w);

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(hotWords).values(WORDS.map((keyword, sort) => ({ keyword, type: TYPE, sort })));
  });
  afterAll(() => t.close());

  it('finds what was typed literally: % _ and \\ match only themselves', async () => {
    expect(await matches(ilike, '50%')).toEqual(['50% 折扣']);
    expect(await matches(ilike, 'a_b')).toEqual(['a_b 检测']);
    expect(await matches(ilike, 'C:\\报告')).toEqual(['C:\\报告\\2024']);
    expect(await matches(ilike, '%')).toEqual(['50% 折扣']);
  });

  it('ignores case under ILIKE and keeps it under LIKE', async () => {
    expect(await matches(ilike, 'iso')).toEqual(['ISO 9001 认证', 'iso 14001']);
    expect(await matches(ilike, 'ISO')).toEqual(['ISO 9001 认证', 'iso 14001']);
    expect(await matches(like, 'ISO')).toEqual(['ISO 9001 认证']);
  });

  it('pages an ordered select and counts every row', async () => {
    const mine = eq(hotWords.type, TYPE);
    const page = (n: number, limit: number) =>
      paged(
        t.db.select({ w: hotWords.keyword }).from(hotWords).where(mine).orderBy(asc(hotWords.id)),
        t.db.select({ n: count() }).from(hotWords).where(mine),
        { page: n, limit },
      );
    const second = await page(2, 3);
    expect(second).toEqual({ list: WORDS.slice(3, 6).map((w) => ({ w })), total: WORDS.length });
    expect((await page(3, 3)).list.map((r) => r.w)).toEqual(WORDS.slice(6));
    // past the last page: no rows, the total all the same
    expect(await page(4, 3)).toEqual({ list: [], total: WORDS.length });
    const rows = await pageOf(t.db.select().from(hotWords).where(mine).orderBy(asc(hotWords.id)), {
      page: 1,
      limit: 2,
    });
    expect(rows.map((r) => r.keyword)).toEqual(WORDS.slice(0, 2));
  });

  it('counts 0 when a count has no row', async () => {
    const perType = (type: string) =>
      t.db.select({ n: count() }).from(hotWords).where(eq(hotWords.type, type)).groupBy(hotWords.type);
    expect(await countOf(perType('none'))).toBe(0);
    expect(await countOf(perType(TYPE))).toBe(WORDS.length);
  });
});
