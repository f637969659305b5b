import { z } from 'zod';
import type { MerchantArticleNav } from '../../../core/api/contract/models';
import { fail, list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalIdField, validate } from '../../lib/validation';
import {
  ARTICLE_NAVS,
  countArticleView,
  getArticle,
  listArticles,
  shopIsOpen,
} from './merchant-article.service';

const ARTICLE_MISSING = '文章不存在';

/** nav 2–6 (optional: absent lists every article of the shop). */
const navField = optionalIdField('栏目').refine(
  (v) => v === null || (ARTICLE_NAVS as readonly number[]).includes(v),
  { message: '无效的栏目' },
);

export const handlers: Handlers = {
  'merchant_article/get': async ({ db, input, paging }) => {
    const q = validate(z.object({ merchant_id: idField('店铺ID'), nav: navField }), input);
    if (!(await shopIsOpen(db, q.merchant_id))) return fail('店铺不存在');
    const { list: items, total } = await listArticles(
      db,
      q.merchant_id,
      q.nav as MerchantArticleNav | null,
      paging,
    );
    return list(items, total, paging.page, paging.limit);
  },

  /** merchant_id is optional: a shop page passes its own id so another shop's article is refused. */
  'merchant_article/info': async ({ db, input }) => {
    const q = validate(z.object({ id: idField('文章ID'), merchant_id: optionalIdField('店铺ID') }), input);
    const info = await getArticle(db, q.id, q.merchant_id);
    return info ? ok({ info }, '获取成功') : fail(ARTICLE_MISSING);
  },

  'merchant_article/views': async ({ db, input, ip }) => {
    const { id } = validate(z.object({ id: idField('文章ID') }), input);
    const counted = await countArticleView(db, id, ip);
    return counted ? ok(counted, '浏览已记录') : fail(ARTICLE_MISSING);
  },
};
