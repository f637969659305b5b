import { z } from 'zod';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema, textField, validate } from '../../lib/validation';
import {
  type ArticleKind,
  articleCategoryTree,
  getArticle,
  listArticleCategories,
  listArticles,
  viewArticle,
} from './articles.service';

const NOT_FOUND: Record<ArticleKind, string> = {
  announcement: '公告不存在',
  news: '资讯不存在',
  help: '帮助文章不存在',
};

/** The three kinds share their ids' types: one handler (and one schema) serves each kind. */
type ListIds = 'announcement/get' | 'article/get' | 'help/get';
type DetailIds = 'announcement/detail' | 'article/detail' | 'help/detail';
type ViewIds = 'announcement/view' | 'article/view' | 'help/views';
/** A handler (a schema) that fits every id of I (an intersection: assignable to each). */
type HandlerOfAll<I extends ListIds | DetailIds | ViewIds> = UnionToIntersection<
  I extends unknown ? Handler<I> : never
>;
type SchemaOfAll<I extends ListIds | DetailIds | ViewIds> = UnionToIntersection<
  I extends unknown ? RequestSchema<I> : never
>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer T) => void
  ? T
  : never;

const listQuery = z.object({
  category_id: optionalIdField('分类'),
  keyword: textField('搜索关键词', 50, false),
}) satisfies SchemaOfAll<ListIds>;
const byId = z.object({ id: idField('文章ID') }) satisfies SchemaOfAll<DetailIds | ViewIds>;

const listOf =
  (kind: ArticleKind): HandlerOfAll<ListIds> =>
  async ({ db, input, paging }) => {
    const q = validate(listQuery, input);
    const found = await listArticles(db, kind, { categoryId: q.category_id, keyword: q.keyword }, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  };

/** News and announcements read as a sequence (上一篇 / 下一篇); help articles stand alone. */
const detailOf =
  (kind: ArticleKind): HandlerOfAll<DetailIds> =>
  async ({ db, input }) => {
    const { id } = validate(byId, input);
    const info = await getArticle(db, kind, id, kind !== 'help');
    return info ? ok({ info }, '获取成功') : refuse(NOT_FOUND[kind]);
  };

const viewOf =
  (kind: ArticleKind): HandlerOfAll<ViewIds> =>
  async ({ db, input, ip }) => {
    const { id } = validate(byId, input);
    const views = await viewArticle(db, kind, id, ip);
    return views === null ? refuse(NOT_FOUND[kind]) : ok({ views }, '浏览已记录');
  };

export const handlers: Handlers = {
  'announcement/get': listOf('announcement'),
  'announcement/detail': detailOf('announcement'),
  'announcement/view': viewOf('announcement'),

  'article_category/get': async ({ db, paging }) => {
    const all = await listArticleCategories(db, 'news');
    const start = (paging.page - 1) * paging.limit;
    return list(all.slice(start, start + paging.limit), all.length, paging.page, paging.limit);
  },
  'article/get': listOf('news'),
  'article/detail': detailOf('news'),
  'article/view': viewOf('news'),

  'help_category/getTree': async ({ db }) => ok({ list: await articleCategoryTree(db, 'help') }, '获取成功'),
  'help/get': listOf('help'),
  'help/detail': detailOf('help'),
  'help/views': viewOf('help'),
};
