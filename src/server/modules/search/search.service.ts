import { and, asc, count, eq } from 'drizzle-orm';
import type { HotWord, SearchType } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { hotWords } from '../../db/schema';
import type { Paging } from '../../lib/handler';

export async function listHotWords(db: DbOrTx, type: SearchType, paging: Paging) {
  const where = and(eq(hotWords.type, type));
  const list: HotWord[] = await db
    .select({ id: hotWords.id, keyword: hotWords.keyword })
    .from(hotWords)
    .where(where)
    .orderBy(asc(hotWords.sort), asc(hotWords.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db.select({ n: count() }).from(hotWords).where(where);
  return { list, total: total?.n ?? 0 };
}
