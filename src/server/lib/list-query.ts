import type { Paging } from './handler';

/**
 * `%word%` for a substring search, the word's own `\`, `%` and `_` taken literally (backslash is
 * PostgreSQL's default LIKE escape). The case is left as typed: callers compare with ILIKE, which
 * ignores case on both sides, so lower-casing here would add nothing and would break a
 * case-sensitive LIKE.
 */
export const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** Any drizzle select before `.limit()` is applied. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** The page `paging` asks for of an ordered select, for lists whose total is counted otherwise. */
export const pageOf = <Row>(rows: Pageable<Row>, paging: Paging): PromiseLike<Row[]> =>
  rows.limit(paging.limit).offset((paging.page - 1) * paging.limit);

/** The first row's `n` of a `select({ n: count() })`, 0 when there is none. */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/**
 * One page of `rows` and the total `count` finds, for a list answer. Both are drizzle builders,
 * which run only when awaited: the page first, then the count, as a handler would write them.
 * `rows` must be ordered by something unique, or pages can repeat or skip rows.
 */
export async function paged<Row>(
  rows: Pageable<Row>,
  count: PromiseLike<{ n: number }[]>,
  paging: Paging,
): Promise<{ list: Row[]; total: number }> {
  const list = await pageOf(rows, paging);
  return { list, total: await countOf(count) };
}
