import { z } from 'zod';
import type { SearchType } from '../../../core/api/contract/models';
import { list } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, validate } from '../../lib/validation';
import { listHotWords } from './search.service';

export const searchTypeField = () => enumField<SearchType>('搜索类型', ['goods', 'merchant'], 'goods');

export const handlers: Handlers = {
  'search/get': async ({ db, input, paging }) => {
    const { type } = validate(z.object({ type: searchTypeField() }), input);
    const { list: items, total } = await listHotWords(db, type, paging);
    return list(items, total, paging.page, paging.limit);
  },
};
