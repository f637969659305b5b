import './fund-filter.css';
import { Link, useLocation } from 'wouter';
import { isMonth } from '../../core/rules/fund-types';
import type { Href } from '../routes';

interface Props<T extends string> {
  /** The record types offered, in order, with their labels; none: a month filter only. */
  types: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** The current filter ('' for all). */
  type: T | '';
  month: string;
  /** The page's address for a filter: the filter lives in the address, so back returns to it. */
  hrefOf: (type: string, month: string) => Href;
  words: { type?: string; allTypes?: string; month: string; clear: string };
}

/**
 * The type and month filter of a funds page (我的资金, 资金管理; 资金结算 has no types, so only
 * the month), with 清除 when set.
 */
export function FundFilter<T extends string>({ types, labels, type, month, hrefOf, words }: Props<T>) {
  const [, navigate] = useLocation();
  return (
    <form class="sf-fund__filter" onSubmit={(e) => e.preventDefault()}>
      {types.length > 0 && (
        <label>
          {words.type}
          <select value={type} onChange={(e) => navigate(hrefOf(e.currentTarget.value, month))}>
            <option value="">{words.allTypes}</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {labels[t]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {words.month}
        <input
          type="month"
          value={month}
          max="2099-12"
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (!v || isMonth(v)) navigate(hrefOf(type, v));
          }}
        />
      </label>
      {(type || month) && (
        <Link href={hrefOf('', '')} class="sf-btn sf-btn--ghost sf-btn--sm">
          {words.clear}
        </Link>
      )}
    </form>
  );
}
