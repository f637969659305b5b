import { z } from 'zod';
import { fail, list, ok } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { idField, optionalIdField, textField, validate } from '../../lib/validation';
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

const listQuery = z.object({
  category_id: optionalIdField('分类'),
  keyword: textField('搜索关键词', 50, false),
});
const byId = z.object({ id: idField('文章ID') });

const listOf =
  <I extends 'announcement/get' | 'article/get' | 'help/get'>(kind: ArticleKind): Handler<I> =>
  async ({ db, input, paging }) => {
    const q = validate(listQuery, input);
    const found = await listArticles(db, kind, { categoryId: q.category_id, keyword: q.keyword }, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  };

/** News and announcements read as a sequence (上一篇 / 下一篇); help articles stand alone. */
const detailOf =
  <I extends 'announcement/detail' | 'article/detail' | 'help/detail'>(kind: ArticleKind): Handler<I> =>
  async ({ db, input }) => {
    const { id } = validate(byId, input);
    const info = await getArticle(db, kind, id, kind !== 'help');
    return info ? ok({ info }, '获取成功') : fail(NOT_FOUND[kind]);
  };

const viewOf =
  <I extends 'announcement/view' | 'article/view' | 'help/views'>(kind: ArticleKind): Handler<I> =>
  async ({ db, input, ip }) => {
    const { id } = validate(byId, input);
    const views = await viewArticle(db, kind, id, ip);
    return views === null ? fail(NOT_FOUND[kind]) : ok({ views }, '浏览已记录');
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
