import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { HotWord, SearchSuggestion, SearchType } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { hotWords } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { searchGoods } from './goods-search';
import { searchMerchants } from './merchant-search';

export async function listHotWords(db: DbOrTx, type: SearchType, paging: Paging) {
  const where = and(eq(hotWords.type, type));
  const { list, total } = await paged<HotWord>(
    db
      .select({ id: hotWords.id, keyword: hotWords.keyword })
      .from(hotWords)
      .where(where)
      .orderBy(asc(hotWords.sort), asc(hotWords.id)),
    db.select({ n: count() }).from(hotWords).where(where),
    paging,
  );
  return { list, total };
}

export const SUGGEST_MAX = 8;

/**
 * search/suggest: hot words of the type that contain the text, in their order, then the names
 * the search itself ranks first for it — so a suggestion always leads to results.
 */
export async function suggest(db: DbOrTx, type: SearchType, keyword: string): Promise<SearchSuggestion[]> {
  const hot = await db
    .select({ keyword: hotWords.keyword })
    .from(hotWords)
    .where(and(eq(hotWords.type, type), ilike(hotWords.keyword, likePattern(keyword))))
    .orderBy(asc(hotWords.sort), asc(hotWords.id))
    .limit(SUGGEST_MAX);
  const paging = { page: 1, limit: SUGGEST_MAX };
  const names =
    type === 'goods'
      ? (await searchGoods(db, { keyword, servicsId: null, sort: 'default' }, paging)).list.map((g) => g.name)
      : (await searchMerchants(db, { keyword, servicsId: null, kind: '' }, paging)).list.map(
          (m) => m.org_name,
        );
  const seen = new Set<string>();
  const words: SearchSuggestion[] = [
    ...hot.map((h) => ({ word: h.keyword, kind: 'hot' as const })),
    ...names.map((word) => ({ word, kind: 'name' as const })),
  ];
  return words.filter((w) => !seen.has(w.word) && seen.add(w.word)).slice(0, SUGGEST_MAX);
}
