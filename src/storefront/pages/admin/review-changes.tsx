import './review-changes.css';
import type { ReviewChange } from '../../../core/api/contract/models-operator';

/**
 * A revision's difference (服务修改), field by field: what buyers see now and what the lab asks
 * for. del/ins carry the meaning for screen readers; colour only repeats it.
 */
export function ReviewChanges({ changes, pending }: { changes: ReviewChange[]; pending: boolean }) {
  if (!changes.length) return <p class="mc-note">没有需要审核的修改项</p>;
  return (
    <section aria-label="修改内容">
      <dl class="ad-diff">
        <div class="ad-diff__head" aria-hidden="true">
          <span>修改项</span>
          <span>{pending ? '当前线上版本' : '修改前'}</span>
          <span>修改后</span>
        </div>
        {changes.map((c) => (
          <div class="ad-diff__row" key={c.label}>
            <dt>{c.label}</dt>
            <dd class="ad-diff__old">
              <del>
                <span class="ad-diff__tag" aria-hidden="true">
                  原
                </span>
                <span class="sf-sr">原：</span>
                {c.before}
              </del>
            </dd>
            <dd class="ad-diff__new">
              <ins>
                <span class="ad-diff__tag" aria-hidden="true">
                  新
                </span>
                <span class="sf-sr">新：</span>
                {c.after}
              </ins>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
