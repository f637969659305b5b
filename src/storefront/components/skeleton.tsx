import { s } from '../strings';

/** Grey placeholder lines while something loads; announced once as 加载中…. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div class="sf-skeleton" aria-busy="true">
      <span class="sf-sr">{s.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} class="sf-skeleton__line" style={{ width: `${92 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** The loading state of a whole page (a page chunk on its way). */
export function PageLoading() {
  return (
    <div class="sf-container sf-page-loading">
      <Skeleton rows={6} />
    </div>
  );
}
