import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ContentStatus, SlideItem, SlideKind } from '../../../core/api/contract/models-operator';
import { BANNER_CHANNELS, CAROUSEL_POSITIONS } from '../../../core/rules/slide-places';
import type { DbOrTx } from '../../db';
import { carousels, channelBanners } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { type Actor, appendAudit } from '../operator/audit.service';

type CarouselRow = typeof carousels.$inferSelect;
type BannerRow = typeof channelBanners.$inferSelect;
const MISSING = '轮播图不存在';

const fromCarousel = (r: CarouselRow): SlideItem => ({
  id: r.id,
  kind: 'carousel',
  place: r.position,
  title: r.title,
  subtitle: '',
  image: r.image,
  link: r.link,
  sort: r.sort,
  position: null,
  status: r.status as ContentStatus,
});
const fromBanner = (r: BannerRow): SlideItem => ({
  id: r.id,
  kind: 'banner',
  place: r.channel,
  title: r.title,
  subtitle: r.subtitle,
  image: r.image,
  link: r.link,
  sort: r.sort,
  position: null,
  status: r.status as ContentStatus,
});

export interface SlideFilters {
  kind: SlideKind;
  place: string | null;
  status: ContentStatus | null;
}

/** The places in the order the console offers them (not the keys' alphabetical order). */
const placeOrder = (
  column: typeof carousels.position | typeof channelBanners.channel,
  places: readonly string[],
) =>
  sql`array_position(ARRAY[${sql.join(
    places.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[], ${column}::text)`;

/**
 * Each published slide's position in its place as the storefront shows it (by sort, then id,
 * the order of carousel/get and channel_banner/get); the others have none.
 */
async function positioned(db: DbOrTx, kind: SlideKind, items: SlideItem[]): Promise<SlideItem[]> {
  const places = [...new Set(items.filter((s) => s.status === 'published').map((s) => s.place))];
  if (!places.length) return items;
  const shown =
    kind === 'carousel'
      ? await db
          .select({ id: carousels.id, place: carousels.position })
          .from(carousels)
          .where(and(inArray(carousels.position, places), eq(carousels.status, 'published')))
          .orderBy(asc(carousels.sort), asc(carousels.id))
      : await db
          .select({ id: channelBanners.id, place: channelBanners.channel })
          .from(channelBanners)
          .where(and(inArray(channelBanners.channel, places), eq(channelBanners.status, 'published')))
          .orderBy(asc(channelBanners.sort), asc(channelBanners.id));
  const seen = new Map<string, number>();
  const rank = new Map<number, number>();
  for (const r of shown) {
    const n = (seen.get(r.place) ?? 0) + 1;
    seen.set(r.place, n);
    rank.set(r.id, n);
  }
  return items.map((s) => ({ ...s, position: s.status === 'published' ? (rank.get(s.id) ?? null) : null }));
}

/** The console's list: by place (in the console's order), then as each place shows them. */
export async function listSlides(db: DbOrTx, f: SlideFilters, paging: Paging) {
  if (f.kind === 'carousel') {
    const where: SQL | undefined = and(
      f.place ? eq(carousels.position, f.place) : undefined,
      f.status ? eq(carousels.status, f.status) : undefined,
    );
    const { list: rows, total } = await paged(
      db
        .select()
        .from(carousels)
        .where(where)
        .orderBy(placeOrder(carousels.position, CAROUSEL_POSITIONS), asc(carousels.sort), asc(carousels.id)),
      db.select({ n: count() }).from(carousels).where(where),
      paging,
    );
    return { list: await positioned(db, 'carousel', rows.map(fromCarousel)), total };
  }
  const where: SQL | undefined = and(
    f.place ? eq(channelBanners.channel, f.place) : undefined,
    f.status ? eq(channelBanners.status, f.status) : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select()
      .from(channelBanners)
      .where(where)
      .orderBy(
        placeOrder(channelBanners.channel, BANNER_CHANNELS),
        asc(channelBanners.sort),
        asc(channelBanners.id),
      ),
    db.select({ n: count() }).from(channelBanners).where(where),
    paging,
  );
  return { list: await positioned(db, 'banner', rows.map(fromBanner)), total };
}

async function findSlide(db: DbOrTx, kind: SlideKind, id: number): Promise<SlideItem | null> {
  if (kind === 'carousel') {
    const [r] = await db.select().from(carousels).where(eq(carousels.id, id)).limit(1);
    return r ? fromCarousel(r) : null;
  }
  const [r] = await db.select().from(channelBanners).where(eq(channelBanners.id, id)).limit(1);
  return r ? fromBanner(r) : null;
}

export interface SlideInput {
  id: number | null;
  kind: SlideKind;
  place: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort: number;
}

const view = (s: SlideItem) => ({
  place: s.place,
  title: s.title,
  image: s.image,
  link: s.link,
  sort: s.sort,
  status: s.status,
});

/** A new slide starts as a draft (not public); editing a published one keeps it published. */
export async function saveSlide(tx: DbOrTx, actor: Actor, b: SlideInput): Promise<SlideItem> {
  const before = b.id ? await findSlide(tx, b.kind, b.id) : null;
  if (b.id && !before) return refuse(MISSING);
  let saved: SlideItem;
  if (b.kind === 'carousel') {
    const values = { position: b.place, title: b.title, image: b.image, link: b.link, sort: b.sort };
    const [r] = b.id
      ? await tx.update(carousels).set(values).where(eq(carousels.id, b.id)).returning()
      : await tx
          .insert(carousels)
          .values({ ...values, status: 'draft' })
          .returning();
    saved = fromCarousel(r!);
  } else {
    const values = {
      channel: b.place,
      title: b.title,
      subtitle: b.subtitle,
      image: b.image,
      link: b.link,
      sort: b.sort,
    };
    const [r] = b.id
      ? await tx.update(channelBanners).set(values).where(eq(channelBanners.id, b.id)).returning()
      : await tx
          .insert(channelBanners)
          .values({ ...values, status: 'draft' })
          .returning();
    saved = fromBanner(r!);
  }
  await appendAudit(tx, actor, {
    action: 'operator_slide/save',
    target: `${b.kind}#${saved.id}`,
    before: before ? view(before) : undefined,
    after: view(saved),
  });
  return (await positioned(tx, b.kind, [saved]))[0]!;
}

/** draft/withdrawn → published, published → withdrawn: the storefront follows at once. */
export async function moveSlide(
  tx: DbOrTx,
  actor: Actor,
  kind: SlideKind,
  id: number,
  to: 'published' | 'withdrawn',
): Promise<SlideItem> {
  const before = await findSlide(tx, kind, id);
  if (!before) return refuse(MISSING);
  if (to === 'published' && before.status === 'published') return refuse('该轮播图已发布');
  if (to === 'withdrawn' && before.status !== 'published') return refuse('只有已发布的轮播图可以撤回');
  const [r] =
    kind === 'carousel'
      ? await tx
          .update(carousels)
          .set({ status: to })
          .where(and(eq(carousels.id, id), eq(carousels.status, before.status)))
          .returning()
      : await tx
          .update(channelBanners)
          .set({ status: to })
          .where(and(eq(channelBanners.id, id), eq(channelBanners.status, before.status)))
          .returning();
  if (!r) return refuse('内容已被他人修改，请刷新后重试');
  const after = kind === 'carousel' ? fromCarousel(r as CarouselRow) : fromBanner(r as BannerRow);
  await appendAudit(tx, actor, {
    action: to === 'published' ? 'operator_slide/publish' : 'operator_slide/withdraw',
    target: `${kind}#${id}`,
    before: { status: before.status },
    after: { status: after.status },
  });
  return (await positioned(tx, kind, [after]))[0]!;
}
