import { map } from 'nanostores';
import type { HotWord, SearchType } from '../../api/contract/models';
import { api } from '../../api/instance';

/** Hot words by search type (page 1, limit 20 by default). */
export const $hotWords = map<Partial<Record<SearchType, HotWord[]>>>({});

export const HOT_WORDS_LIMIT = 20;

const pending = new Map<string, Promise<HotWord[]>>();
const loadedLimit: Partial<Record<SearchType, number>> = {};

/** Loads the hot words of a type once per limit; a larger limit answer wins over a smaller one. */
export function loadHotWords(type: SearchType = 'goods', limit = HOT_WORDS_LIMIT): Promise<HotWord[]> {
  const key = `${type}:${limit}`;
  let p = pending.get(key);
  if (!p) {
    p = api.call('search/get', { page: 1, limit, type }).then(
      ({ list }) => {
        if (limit >= (loadedLimit[type] ?? 0)) {
          loadedLimit[type] = limit;
          $hotWords.setKey(type, list);
        }
        return list;
      },
      () => {
        pending.delete(key);
        return [];
      },
    );
    pending.set(key, p);
  }
  return p;
}
