import { z } from 'zod';
import type { MerchantArticleNav } from '../../../core/api/contract/models';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema, textField, validate } from '../../lib/validation';
import { richTextField } from '../merchant-center/merchant-center-fields';
import { ARTICLE_NAVS } from './merchant-article.service';
import {
  addArticle,
  deleteArticle,
  editArticle,
  listOwnArticles,
  ownArticleDetail,
} from './merchant-article-admin.service';

const isNav = (v: number): v is MerchantArticleNav => ARTICLE_NAVS.some((n) => n === v);
const optionalNav = optionalIdField('栏目').transform((v, ctx): MerchantArticleNav | null => {
  if (v === null || isNav(v)) return v;
  ctx.issues.push({ code: 'custom', input: v, message: '无效的栏目' });
  return z.NEVER;
});
const requiredNav = idField('栏目').transform((v, ctx): MerchantArticleNav => {
  if (isNav(v)) return v;
  ctx.issues.push({ code: 'custom', input: v, message: '无效的栏目' });
  return z.NEVER;
});

const article = {
  nav: requiredNav,
  title: textField('文章标题', 100),
  content: richTextField('文章内容', 15_000),
};
const mineQuery = z.object({ nav: optionalNav }) satisfies RequestSchema<'merchant_article/mine'>;
const byId = z.object({ id: idField('文章') }) satisfies RequestSchema<'merchant_article/detail'>;
const addBody = z.object(article) satisfies RequestSchema<'merchant_article/add'>;
const editBody = z.object({
  ...article,
  id: idField('文章'),
}) satisfies RequestSchema<'merchant_article/edit'>;

/** The lab's side of shop articles; the public get/info/views stay in merchant-article.routes. */
export const handlers: Handlers = {
  'merchant_article/mine': async ({ db, me, input, paging }) => {
    const q = validate(mineQuery, input);
    const { list: items, total } = await listOwnArticles(db, me(), q.nav, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'merchant_article/detail': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await ownArticleDetail(db, me(), id) });
  },
  'merchant_article/add': async ({ db, me, input }) => {
    const b = validate(addBody, input);
    return ok({ info: await addArticle(db, me(), b) }, '文章已发布');
  },
  'merchant_article/edit': async ({ db, me, input }) => {
    const b = validate(editBody, input);
    return ok({ info: await editArticle(db, me(), b.id, b) }, '文章已保存');
  },
  'merchant_article/delete': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await deleteArticle(db, me(), id);
    return ok(null, '文章已删除');
  },
};
