import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  Subsidy,
  SubsidyPlatform,
  SubsidyPlatformDetail,
  SubsidyStatus,
} from '../../../core/api/contract/models-content';
import { DEFAULT_SUBSIDY_DOCUMENTS } from '../../../core/rules/subsidy-apply';
import type { DbOrTx } from '../../db';
import { subsidies, subsidyPlatforms } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { sanitizeRichText } from '../../lib/sanitize';
import { loadGoods, toGoods } from '../goods/goods.service';

export const SUBSIDY_STATUSES = ['active', 'upcoming', 'ended'] as const satisfies readonly SubsidyStatus[];
const STATUS_NAMES: Record<SubsidyStatus, string> = { active: '申请中', upcoming: '未开始', ended: '已结束' };

type SubsidyRow = typeof subsidies.$inferSelect;

/** The documents an application to this programme must carry. */
export const documentsOf = (row: Pick<SubsidyRow, 'documents'>): string[] =>
  row.documents.length ? [...row.documents] : [...DEFAULT_SUBSIDY_DOCUMENTS];

export const statusOf = (row: SubsidyRow, now: Date): SubsidyStatus =>
  row.startsAt > now ? 'upcoming' : row.endsAt < now ? 'ended' : 'active';

const toItem = (row: SubsidyRow, now: Date): Subsidy => {
  const status = statusOf(row, now);
  return {
    id: row.id,
    title: row.title,
    issuer: row.issuer,
    region: row.region,
    summary: row.summary,
    rate: Number(row.rate),
    cap: fenToYuan(row.capFen),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status,
    status_name: STATUS_NAMES[status],
    goods_count: row.goodsIds.length,
    documents: documentsOf(row),
  };
};

const STATUS_SQL: Record<SubsidyStatus, SQL> = {
  active: and(lte(subsidies.startsAt, sql`now()`), gte(subsidies.endsAt, sql`now()`))!,
  upcoming: gt(subsidies.startsAt, sql`now()`),
  ended: lt(subsidies.endsAt, sql`now()`),
};

export interface SubsidyFilters {
  id: number | null;
  keyword: string;
  region: string;
  status: SubsidyStatus | null;
}

export async function listSubsidies(db: DbOrTx, f: SubsidyFilters, paging: Paging) {
  const pattern = f.keyword ? likePattern(f.keyword) : '';
  const where = and(
    eq(subsidies.status, 'published'),
    f.id ? eq(subsidies.id, f.id) : undefined,
    f.status ? STATUS_SQL[f.status] : undefined,
    f.region ? ilike(subsidies.region, likePattern(f.region)) : undefined,
    pattern
      ? or(
          ilike(subsidies.title, pattern),
          ilike(subsidies.summary, pattern),
          ilike(subsidies.issuer, pattern),
        )
      : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select()
      .from(subsidies)
      .where(where)
      // open programmes first, then those to come, the ended last; newest first within
      .orderBy(asc(sql`(${subsidies.endsAt} < now())`), desc(subsidies.startsAt), asc(subsidies.id)),
    db.select({ n: count() }).from(subsidies).where(where),
    paging,
  );
  const now = new Date();
  const list = rows.map((r) => toItem(r, now));
  if (f.id && rows[0]) {
    // one programme: its body and the services it applies to (only those still on sale)
    const found = await loadGoods(db, rows[0].goodsIds);
    list[0]!.content = sanitizeRichText(rows[0].content);
    list[0]!.goodsList = rows[0].goodsIds.flatMap((id) => {
      const g = found.get(id);
      return g ? [toGoods(g.row, g.typeName)] : [];
    });
    list[0]!.goods_count = list[0]!.goodsList.length;
  }
  return { list, total };
}

type PlatformRow = typeof subsidyPlatforms.$inferSelect;

const toPlatform = (p: PlatformRow): Omit<SubsidyPlatform, 'subsidy_count'> => ({
  id: p.id,
  name: p.name,
  region: p.region,
  intro: p.intro,
  logo: p.logo,
});

export async function listPlatforms(
  db: DbOrTx,
  f: { keyword: string; region: string },
  paging: Paging,
): Promise<{ list: SubsidyPlatform[]; total: number }> {
  const pattern = f.keyword ? likePattern(f.keyword) : '';
  const where = and(
    eq(subsidyPlatforms.status, 'published'),
    f.region ? ilike(subsidyPlatforms.region, likePattern(f.region)) : undefined,
    pattern ? or(ilike(subsidyPlatforms.name, pattern), ilike(subsidyPlatforms.intro, pattern)) : undefined,
  );
  const { list: rows, total } = await paged(
    db.select().from(subsidyPlatforms).where(where).orderBy(asc(subsidyPlatforms.id)),
    db.select({ n: count() }).from(subsidyPlatforms).where(where),
    paging,
  );
  const regions = [...new Set(rows.map((r) => r.region))];
  const counts = regions.length
    ? await db
        .select({ region: subsidies.region, n: count() })
        .from(subsidies)
        .where(and(inArray(subsidies.region, regions), eq(subsidies.status, 'published')))
        .groupBy(subsidies.region)
    : [];
  const byRegion = new Map(counts.map((c) => [c.region, c.n]));
  return {
    list: rows.map((p) => ({ ...toPlatform(p), subsidy_count: byRegion.get(p.region) ?? 0 })),
    total,
  };
}

/** A platform with the programmes it takes applications for (those of its region). */
export async function getPlatform(db: DbOrTx, id: number): Promise<SubsidyPlatformDetail | null> {
  const [row] = await db.select().from(subsidyPlatforms).where(eq(subsidyPlatforms.id, id)).limit(1);
  if (row?.status !== 'published') return null;
  const programmes = await db
    .select()
    .from(subsidies)
    .where(and(eq(subsidies.region, row.region), eq(subsidies.status, 'published')))
    .orderBy(desc(subsidies.startsAt), asc(subsidies.id));
  const now = new Date();
  return {
    ...toPlatform(row),
    subsidy_count: programmes.length,
    subsidies: programmes.map((s) => {
      const { content: _c, goodsList: _g, ...item } = toItem(s, now);
      return item;
    }),
  };
}
