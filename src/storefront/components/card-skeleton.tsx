import './card-skeleton.css';
import { s } from '../strings';

/** Card-shaped placeholders for a grid of goods or merchant cards. */
export function CardSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div class="sf-grid" aria-busy="true">
      <span class="sf-sr">{s.loading}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} class="sf-card-skeleton">
          <span class="sf-skeleton__block" />
          <span class="sf-skeleton__line" />
          <span class="sf-skeleton__line" style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}
