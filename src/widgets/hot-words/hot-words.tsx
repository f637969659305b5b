import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
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

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * tic-hot-words: 热门搜索 and the hot words of a type on one line; a word runs the search. The
 * words are one tab stop (the arrow keys, Home and End move between them), so a keyboard user
 * reaches the page's content without tabbing through every word of a host's header.
 */
export function HotWords({ container, type, limit }: HotWordsProps) {
  const s = useStyles(container, makeStyles);
  useHost(container, 'block');
  const kind = parseSearchType(type);
  const max = Number.isInteger(limit) && limit! > 0 ? Math.min(limit!, 100) : HOT_WORDS_LIMIT;
  const words = (useStore($hotWords)[kind] ?? []).slice(0, max);

  // r2wc renders on each attribute as it arrives: load with the values that have settled
  const [at, setAt] = useState(0);
  const current = Math.min(at, Math.max(words.length - 1, 0));
  const move = (e: KeyboardEvent) => {
    const n = words.length;
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : STEP[e.key] ? (current + STEP[e.key]! + n) % n : -1;
    if (next < 0 || !n) return;
    e.preventDefault();
    setAt(next);
    (e.currentTarget as HTMLElement).querySelectorAll('button')[next]?.focus();
  };

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
          onKeyDown={move}
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
                tabIndex={i === current ? 0 : -1}
                onFocus={() => setAt(i)}
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
