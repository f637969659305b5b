import type { RatingSummary, ServiceRating } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import { Stars } from './stars';

/** 4.6 分 · 12 条评价, or nothing when there are none yet. */
export function RatingSummaryLine({ summary }: { summary: RatingSummary }) {
  if (!summary.count) return null;
  return (
    <p class="sf-rating-summary">
      <b>{summary.average.toFixed(1)}</b>
      <Stars value={summary.average} />
      <span class="sf-muted">{summary.count} 条评价</span>
    </p>
  );
}

/** Ratings newest first, each with the lab's reply under it; `showService` names the service rated. */
export function RatingList({ ratings, showService }: { ratings: ServiceRating[]; showService?: boolean }) {
  return (
    <ul class="sf-rating-list">
      {ratings.map((r) => (
        <li key={r.id} class="sf-rating">
          <div class="sf-rating__head">
            <Stars value={r.stars} />
            <span>{r.buyer}</span>
            {showService && <span class="sf-muted">{r.goods_name}</span>}
            <span class="sf-muted">{formatTime(r.created_at).slice(0, 10)}</span>
          </div>
          {r.comment && <p class="sf-rating__comment">{r.comment}</p>}
          {r.reply && (
            <p class="sf-rating__reply">
              <b>机构回复：</b>
              {r.reply}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
