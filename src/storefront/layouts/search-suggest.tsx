import './search-suggest.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { api, type SearchSuggestion } from '../../core';
import { runSearch } from '../../widgets/shared/search';

const LIST_ID = 'sf-suggest';
const DEBOUNCE_MS = 250;
const optionId = (i: number) => `${LIST_ID}-${i}`;

/** The typed text in bold wherever the word contains it. */
function Marked({ word, typed }: { word: string; typed: string }) {
  const at = typed ? word.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{word}</>;
  return (
    <>
      {word.slice(0, at)}
      <b>{word.slice(at, at + typed.length)}</b>
      {word.slice(at + typed.length)}
    </>
  );
}

/**
 * Suggestions under the header's search box: hot words and the names the
 * search ranks first (search/suggest), asked 250 ms after the buyer stops typing; ↑/↓ move,
 * Enter or a click searches the word (Enter on no word searches the text and closes the list), Esc closes. A lazy chunk: header.tsx loads it on the first
 * focus of the search box and hands it the box's element. It works on the search bar's own
 * input (an ARIA combobox from then on), so the widget bundle, which has the same search bar,
 * carries none of it.
 */
export default function SearchSuggest({ host }: { host: HTMLElement }) {
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const state = useRef({ items, active, open });
  state.current = { items, active, open };
  const pickRef = useRef<(word: string) => void>(() => {});

  useEffect(() => {
    const input = host.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) return;
    const select = host.querySelector('select');
    const type = () => (select?.value === 'merchant' ? 'merchant' : 'goods');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', LIST_ID);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const keyword = input.value.trim();
        const mine = ++asked;
        if (!keyword) return setItems([]);
        try {
          const answer = await api.request('search/suggest', { keyword, type: type() });
          if (mine !== asked) return;
          setItems(answer.status === true ? (answer.data?.list ?? []) : []);
          setTyped(keyword);
          setActive(-1);
        } catch {
          if (mine === asked) setItems([]);
        }
      }, DEBOUNCE_MS);
    };
    const pick = (word: string) => {
      setOpen(false);
      input.value = word;
      runSearch(undefined, word, type());
    };
    const onKey = (e: KeyboardEvent) => {
      const { items: list, active: at, open: shown } = state.current;
      if (e.key === 'Escape') return setOpen(false);
      if (e.key === 'Enter' && !(shown && at >= 0 && list[at])) {
        // the form searches the typed text: the list closes, and an answer still on its way is dropped
        clearTimeout(timer);
        asked++;
        return setOpen(false);
      }
      if (!list.length) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setOpen(true);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        const n = list.length;
        setActive(shown && at >= 0 ? (at + step + n) % n : step > 0 ? 0 : n - 1);
      } else if (e.key === 'Enter' && shown && at >= 0 && list[at]) {
        e.preventDefault();
        pick(list[at].word);
      }
    };
    const onInput = () => {
      setOpen(true);
      ask();
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    select?.addEventListener('change', ask);
    pickRef.current = pick;
    // the chunk came after the first focus, perhaps after the first keys too
    if (document.activeElement === input) onInput();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      select?.removeEventListener('change', ask);
    };
  }, [host]);

  const shown = open && items.length > 0;
  // with the list itself, so a screen reader never hears a stale state
  useLayoutEffect(() => {
    const input = host.querySelector<HTMLInputElement>('input[type="search"]');
    input?.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) input?.setAttribute('aria-activedescendant', optionId(active));
    else input?.removeAttribute('aria-activedescendant');
  }, [host, shown, active]);

  return (
    <div id={LIST_ID} class="sf-suggest" role="listbox" aria-label="搜索建议" hidden={!shown}>
      {items.map((item, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant)
        <div
          key={item.word}
          id={optionId(i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          class={i === active ? 'is-active' : undefined}
          // keeps the focus in the box, so its blur does not close the list before the click
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pickRef.current(item.word)}
        >
          {item.kind === 'hot' && <span class="sf-suggest__hot">热</span>}
          <span class="sf-suggest__word">
            <Marked word={item.word} typed={typed} />
          </span>
        </div>
      ))}
    </div>
  );
}
