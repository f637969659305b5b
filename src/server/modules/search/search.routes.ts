import { z } from 'zod';
import type { MerchantKind } from '../../../core/api/contract/models';
import { SEARCH_KEYWORD_MAX } from '../../../core/rules/field-limits';
import { MERCHANT_KINDS } from '../../../core/rules/merchant-kinds';
import { SEARCH_SORTS, SEARCH_TYPES } from '../../../core/rules/search';
import { list, listPage } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, type RequestSchema, serviceTypeField, textField, validate } from '../../lib/validation';
import { searchGoods } from './goods-search';
import { searchMerchants } from './merchant-search';
import { listHotWords, suggest } from './search.service';

export const searchTypeField = () => enumField('搜索类型', SEARCH_TYPES, 'goods');

/** Longer than any service name a buyer would type; longer input is refused, not truncated. */
export const MAX_KEYWORD = SEARCH_KEYWORD_MAX;

/**
 * A client that had a lone surrogate sends U+FFFD; a broken %-escape reaches us undecoded.
 * Neither is something a buyer typed: refused like the lone surrogates lib/validation refuses.
 */
const UNDECODED = /\ufffd|%[0-9a-f]{2}/i;

const keywordField = () =>
  textField('搜索关键词', MAX_KEYWORD).refine((v) => !UNDECODED.test(v), '输入内容包含非法字符');
const hotWordsQuery = z.object({ type: searchTypeField() }) satisfies RequestSchema<'search/get'>;
const goodsQuery = z.object({
  keyword: keywordField(),
  servics_id: serviceTypeField(),
  sort: enumField('排序方式', SEARCH_SORTS, 'default'),
}) satisfies RequestSchema<'search/goods'>;
const merchantQuery = z.object({
  keyword: keywordField(),
  servics_id: serviceTypeField(),
  kind: enumField<MerchantKind | ''>('机构类型', ['', ...MERCHANT_KINDS], ''),
}) satisfies RequestSchema<'search/merchant'>;
const suggestQuery = z.object({
  keyword: keywordField(),
  type: searchTypeField(),
}) satisfies RequestSchema<'search/suggest'>;

export const handlers: Handlers = {
  'search/get': async ({ db, input, paging }) => {
    const { type } = validate(hotWordsQuery, input);
    return listPage(await listHotWords(db, type, paging), paging);
  },

  'search/goods': async ({ db, input, paging }) => {
    const q = validate(goodsQuery, input);
    const filters = { keyword: q.keyword, servicsId: q.servics_id, sort: q.sort };
    return listPage(await searchGoods(db, filters, paging), paging);
  },

  'search/merchant': async ({ db, input, paging }) => {
    const q = validate(merchantQuery, input);
    const filters = { keyword: q.keyword, servicsId: q.servics_id, kind: q.kind };
    return listPage(await searchMerchants(db, filters, paging), paging);
  },

  'search/suggest': async ({ db, input }) => {
    const q = validate(suggestQuery, input);
    const words = await suggest(db, q.type, q.keyword);
    return list(words, words.length, 1, words.length);
  },
};
