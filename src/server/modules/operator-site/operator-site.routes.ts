import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SlideKind } from '../../../core/api/contract/models-operator';
import { CONTENT_STATES } from '../../../core/rules/content-states';
import { BANNER_CHANNELS, CAROUSEL_POSITIONS } from '../../../core/rules/slide-places';
import { attachments } from '../../db/schema';
import { ok, refuse, tooMany } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { invalidatePublic } from '../../lib/public-cache-hooks';
import { hit } from '../../lib/rate-limit';
import { siteLink } from '../../lib/site-link';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { saveUpload } from '../attachment/attachment.service';
import { uploadedFile } from '../attachment/upload-form';
import { appendAudit } from '../operator/audit.service';
import { actorOf } from '../operator/operator.routes';
import { publishHandlers, saveHandler } from '../operator/publishing';
import {
  deleteArticleCategory,
  deleteGoodsCategory,
  listArticleCategoryItems,
  listGoodsCategoryItems,
  saveArticleCategory,
  saveGoodsCategory,
} from './categories.service';
import { handlers as couponHandlers } from './coupons.routes';
import { listPages, pageInfo, publishPage, savePageDraft } from './pages.service';
import { handlers as promoHandlers } from './promos.routes';
import { listSlides, moveSlide, saveSlide } from './slides.service';

const SLIDE_KINDS: readonly SlideKind[] = ['carousel', 'banner'];
/** A site path (/check, /files/public/9) or an http(s) address, as the browser reads it (lib/site-link.ts). */
const urlField = (label: string, required: boolean) =>
  field.text(label, 300, required).transform((s, ctx): string => {
    if (!s) return s;
    const link = siteLink(s);
    if (link) return link;
    ctx.issues.push({
      code: 'custom',
      input: s,
      message: `${label}须为站内路径（以 / 开头）或 http(s) 网址`,
    });
    return z.NEVER;
  });

const slideQuery = z.object({
  kind: field.enum<SlideKind>('类型', SLIDE_KINDS),
  place: field.text('位置', 20, false),
  status: field.optionalEnum('状态', CONTENT_STATES),
});
const slideBody = z.object({
  id: field.optionalId('轮播图'),
  kind: field.enum<SlideKind>('类型', SLIDE_KINDS),
  place: field.text('显示位置', 20),
  title: field.text('标题', 100),
  subtitle: field.text('副标题', 200, false),
  image: urlField('图片', true),
  link: urlField('链接', false),
  sort: field.sort(),
}) satisfies RequestSchema<'operator_slide/save'>;
const slideRef = z.object({
  kind: field.enum<SlideKind>('类型', SLIDE_KINDS),
  id: field.id('轮播图'),
}) satisfies RequestSchema<'operator_slide/publish'>;

const articleKind = z.object({ kind: field.enum<'news' | 'help'>('分类类型', ['news', 'help']) });
const articleCategoryBody = z.object({
  id: field.optionalId('分类'),
  kind: field.enum<'news' | 'help'>('分类类型', ['news', 'help']),
  parent_id: field.optionalId('上级分类'),
  name: field.text('分类名称', 20),
  sort: field.sort(),
}) satisfies RequestSchema<'operator_article_category/save'>;
const byId = z.object({ id: field.id('分类') }) satisfies RequestSchema<'operator_article_category/delete'>;
const pageId = z.object({ id: field.id('页面') }) satisfies RequestSchema<'operator_page/info'>;
const pageBody = z.object({
  id: field.id('页面'),
  title: field.text('标题', 100),
  content: field.richText(),
}) satisfies RequestSchema<'operator_page/save'>;
const goodsCategoryBody = z.object({
  id: field.optionalId('分类'),
  parent_id: field.optionalId('上级分类'),
  servics_id: field.optionalId('服务类型'),
  name: field.text('分类名称', 20),
  sort: field.sort(),
  hidden: field.flag(),
});
const slideTopic = (kind: SlideKind) => (kind === 'carousel' ? 'carousel' : 'channel_banner');
const slideMoves = publishHandlers({
  ref: slideRef,
  move: (tx, actor, { kind, id }, to) => moveSlide(tx, actor, kind, id, to),
  topic: ({ kind }) => slideTopic(kind),
});

const placeOk = (kind: SlideKind, place: string): boolean =>
  kind === 'carousel'
    ? (CAROUSEL_POSITIONS as readonly string[]).includes(place)
    : (BANNER_CHANNELS as readonly string[]).includes(place);

/** Content of the console (内容编辑): carousels and banners, categories, /spage pages, images. */
export const handlers: Handlers = {
  ...couponHandlers,
  ...promoHandlers,
  'operator_slide/get': async ({ db, input, paging }) => {
    const q = validate(slideQuery, input);
    if (q.place && !placeOk(q.kind, q.place)) refuse('无效的位置');
    const { list: rows, total } = await listSlides(
      db,
      { kind: q.kind, place: q.place || null, status: q.status },
      paging,
    );
    return ok({ list: rows, total, page: paging.page, limit: paging.limit });
  },
  'operator_slide/save': async (ctx) => {
    const b = validate(slideBody, ctx.input);
    if (!placeOk(b.kind, b.place)) refuse('无效的显示位置');
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => saveSlide(tx, actor, b));
    await invalidatePublic(ctx, slideTopic(b.kind));
    return ok({ info }, '已保存');
  },
  'operator_slide/publish': slideMoves.publish,
  'operator_slide/withdraw': slideMoves.withdraw,

  'operator_article_category/get': async ({ db, input }) =>
    ok({ list: await listArticleCategoryItems(db, validate(articleKind, input).kind) }),
  'operator_article_category/save': saveHandler({
    body: articleCategoryBody,
    save: saveArticleCategory,
    topic: 'article_category',
  }),
  'operator_article_category/delete': async (ctx) => {
    const { id } = validate(byId, ctx.input);
    const actor = actorOf(ctx);
    await ctx.db.transaction((tx) => deleteArticleCategory(tx, actor, id));
    await invalidatePublic(ctx, 'article_category');
    return ok(null, '已删除');
  },

  'operator_page/get': async ({ db }) => ok({ list: await listPages(db) }),
  'operator_page/info': async ({ db, input }) => ok({ info: await pageInfo(db, validate(pageId, input).id) }),
  'operator_page/save': async (ctx) => {
    const b = validate(pageBody, ctx.input);
    const actor = actorOf(ctx);
    // a draft is not public: nothing to invalidate until it is published
    return ok({ info: await ctx.db.transaction((tx) => savePageDraft(tx, actor, b)) }, '已保存草稿');
  },
  // a /spage page is replaced by its draft, never withdrawn: only the publish half is used
  'operator_page/publish': publishHandlers({
    ref: pageId,
    move: (tx, actor, { id }) => publishPage(tx, actor, id),
    topic: 'page',
  }).publish,

  'operator_goods_category/get': async ({ db }) => ok({ list: await listGoodsCategoryItems(db) }),
  'operator_goods_category/save': saveHandler({
    body: goodsCategoryBody,
    save: (tx, actor, b) => saveGoodsCategory(tx, actor, { ...b, hidden: b.hidden ?? false }),
    topic: 'goods_category',
  }),
  'operator_goods_category/delete': async (ctx) => {
    const { id } = validate(byId, ctx.input);
    const actor = actorOf(ctx);
    await ctx.db.transaction((tx) => deleteGoodsCategory(tx, actor, id));
    await invalidatePublic(ctx, 'goods_category');
    return ok(null, '已删除');
  },

  /** An image for a carousel or banner: public at once (it is meant for the storefront). */
  'operator_upload/image': async (ctx) => {
    const { db, c, app } = ctx;
    const actor = actorOf(ctx);
    const rule = app.limits.uploadPerUser;
    if ((await hit(db, `upload:staff:${actor.staffId}`, rule)) > rule.limit) tooMany();
    const row = await saveUpload(db, app.storage, null, await uploadedFile(c));
    if (!row.mime.startsWith('image/')) {
      await db.delete(attachments).where(eq(attachments.id, row.id));
      await app.storage.delete(row.storageKey);
      refuse('请上传 JPG、PNG 或 WebP 图片');
    }
    await db
      .update(attachments)
      .set({ isPublic: true, staffId: actor.staffId })
      .where(eq(attachments.id, row.id));
    await appendAudit(db, actor, { action: 'operator_upload/image', target: `attachment#${row.id}` });
    return ok({ id: row.id, url: `/files/public/${row.id}`, mime: row.mime }, '上传成功');
  },
};
