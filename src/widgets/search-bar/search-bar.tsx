import { useEffect, useRef, useState } from 'react';
import { t } from '../../core/i18n/zh-cn';
import { SEARCH_KEYWORD_MAX } from '../../core/rules/field-limits';
import type { WidgetBaseProps } from '../shared/dom';
import { parseSearchType, runSearch } from '../shared/search';
import { useHost, useStyles } from '../shared/styles';
import { makeStyles } from './styles';

export interface SearchBarProps extends WidgetBaseProps {
  type?: string;
  keyword?: string;
}

/** tic-search-bar: 服务/商家 selector, keyword input, 搜索. */
export function SearchBar({ container, type, keyword }: SearchBarProps) {
  const s = useStyles(container, makeStyles);
  useHost(container, 'block');
  const [kind, setKind] = useState(parseSearchType(type));
  const [text, setText] = useState(keyword ?? '');
  const input = useRef<HTMLInputElement>(null);
  // attributes set later (r2wc re-renders with new props) win over what was typed
  useEffect(() => setKind(parseSearchType(type)), [type]);
  useEffect(() => setText(keyword ?? ''), [keyword]);

  const submit = (e: Event) => {
    e.preventDefault();
    if (!runSearch(container, text, kind)) input.current?.focus();
  };

  return (
    <div class={s.root} part="root">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the portals' visitors */}
      <form class={s.form} part="form" role="search" onSubmit={submit}>
        <select
          class={s.select}
          part="select"
          aria-label={t('search.typeLabel')}
          value={kind}
          onChange={(e) => setKind(parseSearchType((e.currentTarget as HTMLSelectElement).value))}
        >
          <option value="goods">{t('search.goods')}</option>
          <option value="merchant">{t('search.merchant')}</option>
        </select>
        <input
          ref={input}
          class={s.input}
          part="input"
          type="search"
          enterKeyHint="search"
          aria-label={t('search.inputLabel')}
          placeholder={t('search.placeholder')}
          // the server's limit: typing stops there instead of a refused search
          maxLength={SEARCH_KEYWORD_MAX}
          value={text}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
        <button class={s.button} part="button" type="submit">
          {t('search.button')}
        </button>
      </form>
    </div>
  );
}
