import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t } from '../../core/i18n/zh-cn';
import { $hotWords, HOT_WORDS_LIMIT, loadHotWords } from '../../core/stores/hot-words';
import type { WidgetBaseProps } from '../shared/dom';
import { parseSearchType, runSearch } from '../shared/search';
import { useHost, useStyles } from '../shared/styles';
import { makeStyles } from './styles';

export interface HotWordsProps extends WidgetBaseProps {
  type?: string;
  limit?: number;
}

/** tic-hot-words: 热门搜索 and the hot words of a type on one line; a word runs the search. */
export function HotWords({ container, type, limit }: HotWordsProps) {
  const s = useStyles(container, makeStyles);
  useHost(container, 'block');
  const kind = parseSearchType(type);
  const max = Number.isInteger(limit) && limit! > 0 ? Math.min(limit!, 100) : HOT_WORDS_LIMIT;
  const words = (useStore($hotWords)[kind] ?? []).slice(0, max);

  // r2wc renders on each attribute as it arrives: load with the values that have settled
  const latest = useRef({ kind, max });
  latest.current = { kind, max };
  useEffect(() => {
    const timer = setTimeout(() => void loadHotWords(latest.current.kind, latest.current.max));
    return () => clearTimeout(timer);
  }, [kind, max]);

  return (
    <div class={s.root} part="root">
      <div class={s.line}>
        <span class={s.label} part="label">
          {t('search.hotWords')}：
        </span>
        <ul
          class={s.list}
          part="list"
          aria-label={t('search.hotWords')}
          // tabbing to a hidden word scrolls its line into view; put the first back when focus leaves
          onBlur={(e) => {
            const list = e.currentTarget as HTMLElement;
            if (!list.contains(e.relatedTarget as Node | null)) list.scrollTop = 0;
          }}
        >
          {words.map((w, i) => (
            <li key={w.id}>
              <button
                type="button"
                class={i === 0 ? `${s.word} ${s.first}` : s.word}
                part="word"
                onClick={() => runSearch(container, w.keyword, kind)}
              >
                {w.keyword}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
