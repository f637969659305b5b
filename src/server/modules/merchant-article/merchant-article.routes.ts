import { z } from 'zod';
import type { MerchantArticleNav } from '../../../core/api/contract/models';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema, validate } from '../../lib/validation';
import {
  ARTICLE_NAVS,
  countArticleView,
  getArticle,
  listArticles,
  shopIsOpen,
} from './merchant-article.service';

const ARTICLE_MISSING = '文章不存在';

const isArticleNav = (v: number): v is MerchantArticleNav => ARTICLE_NAVS.some((nav) => nav === v);

/** nav 2–6 (optional: absent lists every article of the shop). */
const navField = optionalIdField('栏目').transform((v, ctx): MerchantArticleNav | null => {
  if (v === null || isArticleNav(v)) return v;
  ctx.issues.push({ code: 'custom', input: v, message: '无效的栏目' });
  return z.NEVER;
});

const listQuery = z.object({
  merchant_id: idField('店铺ID'),
  nav: navField,
}) satisfies RequestSchema<'merchant_article/get'>;
/** merchant_id is optional: a shop page passes its own id so another shop's article is refused. */
const infoQuery = z.object({
  id: idField('文章ID'),
  merchant_id: optionalIdField('店铺ID'),
}) satisfies RequestSchema<'merchant_article/info'>;
const viewBody = z.object({ id: idField('文章ID') }) satisfies RequestSchema<'merchant_article/views'>;

export const handlers: Handlers = {
  'merchant_article/get': async ({ db, input, paging }) => {
    const q = validate(listQuery, input);
    if (!(await shopIsOpen(db, q.merchant_id))) return refuse('店铺不存在');
    const { list: items, total } = await listArticles(db, q.merchant_id, q.nav, paging);
    return list(items, total, paging.page, paging.limit);
  },

  'merchant_article/info': async ({ db, input }) => {
    const q = validate(infoQuery, input);
    const info = await getArticle(db, q.id, q.merchant_id);
    return info ? ok({ info }, '获取成功') : refuse(ARTICLE_MISSING);
  },

  'merchant_article/views': async ({ db, input, ip }) => {
    const { id } = validate(viewBody, input);
    const counted = await countArticleView(db, id, ip);
    return counted ? ok(counted, '浏览已记录') : refuse(ARTICLE_MISSING);
  },
};
