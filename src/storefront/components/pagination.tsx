import './pagination.css';
import { fill } from '../strings';
import { w } from '../words';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}

/**
 * The pages to show: first, last, and two either side of the current one, with null for
 * a gap (…). Exported for tests and for pages that draw their own pager.
 */
export function pageItems(page: number, pages: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** 上一页 1 … 4 5 [6] 7 8 … 20 下一页; hidden when everything fits on one page. */
export function Pagination({ page, total, limit, onChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= pages) onChange(p);
  };
  return (
    <nav class="sf-pagination" aria-label={w.pagination}>
      <button type="button" disabled={current <= 1} onClick={() => go(current - 1)}>
        {w.prev}
      </button>
      {pageItems(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} class="sf-pagination__gap">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            aria-current={p === current ? 'page' : undefined}
            aria-label={fill(w.pageN, { n: p })}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={current >= pages} onClick={() => go(current + 1)}>
        {w.next}
      </button>
    </nav>
  );
}
