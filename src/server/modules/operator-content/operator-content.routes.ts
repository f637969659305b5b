import { z } from 'zod';
import type { ContentKind } from '../../../core/api/contract/models-operator';
import { CONTENT_STATES } from '../../../core/rules/content-states';
import { SEARCH_TYPES } from '../../../core/rules/search';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { invalidatePublic } from '../../lib/public-cache-hooks';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { actorOf } from '../operator/operator.routes';
import { publishHandlers } from '../operator/publishing';
import {
  addHotWord,
  contentInfo,
  deleteHotWord,
  listContent,
  listHotWords,
  moveContent,
  saveContent,
  sortHotWord,
} from './operator-content.service';

const KINDS: readonly ContentKind[] = ['announcement', 'news', 'help'];
const listQuery = z.object({
  kind: field.enum<ContentKind>('内容类型', KINDS),
  status: field.optionalEnum('状态', CONTENT_STATES),
  keyword: field.text('关键词', 50, false),
});
const byId = z.object({ id: field.id('内容') }) satisfies RequestSchema<'operator_content/info'>;
const saveBody = z.object({
  id: field.optionalId('内容'),
  kind: field.enum<ContentKind>('内容类型', KINDS),
  title: field.text('标题', 100),
  summary: field.text('摘要', 200, false),
  category_id: field.optionalId('分类'),
  content: field.richText(),
}) satisfies RequestSchema<'operator_content/save'>;
const moves = publishHandlers({
  ref: byId,
  move: (tx, actor, { id }, to) => moveContent(tx, actor, id, to),
  topic: 'article',
});
const wordQuery = z.object({ type: field.optionalEnum('热词类型', SEARCH_TYPES) });
const wordBody = z.object({
  keyword: field.text('热词', 20),
  type: field.enum('热词类型', SEARCH_TYPES, 'goods'),
  sort: field.sort(),
}) satisfies RequestSchema<'operator_hot_word/add'>;
const sortBody = z.object({
  id: field.id('热词'),
  sort: field.sort(),
}) satisfies RequestSchema<'operator_hot_word/sort'>;
const wordId = z.object({ id: field.id('热词') }) satisfies RequestSchema<'operator_hot_word/delete'>;

export const handlers: Handlers = {
  'operator_content/get': async ({ db, input, paging }) => {
    const { list: rows, total } = await listContent(db, validate(listQuery, input), paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_content/info': async ({ db, input }) =>
    ok({ info: await contentInfo(db, validate(byId, input).id) }),
  'operator_content/save': async (ctx) => {
    const b = validate(saveBody, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => saveContent(tx, actor, b));
    await invalidatePublic(ctx, 'article');
    return info.content.trim() ? ok({ info }, '已保存') : refuse('正文不能为空');
  },
  'operator_content/publish': moves.publish,
  'operator_content/withdraw': moves.withdraw,
  'operator_hot_word/get': async ({ db, input, paging }) => {
    const { list: rows, total } = await listHotWords(db, validate(wordQuery, input).type, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_hot_word/add': async (ctx) => {
    const b = validate(wordBody, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => addHotWord(tx, actor, b));
    await invalidatePublic(ctx, 'hot_word');
    return ok({ info }, '已添加');
  },
  'operator_hot_word/sort': async (ctx) => {
    const b = validate(sortBody, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => sortHotWord(tx, actor, b.id, b.sort));
    await invalidatePublic(ctx, 'hot_word');
    return ok({ info }, '已调整排序');
  },
  'operator_hot_word/delete': async (ctx) => {
    const { id } = validate(wordId, ctx.input);
    const actor = actorOf(ctx);
    await ctx.db.transaction((tx) => deleteHotWord(tx, actor, id));
    await invalidatePublic(ctx, 'hot_word');
    return ok(null, '已删除');
  },
};
