import { Link } from 'wouter';
import type { ArticleCategoryNode } from '../../../core/api/contract/models-content';
import { w } from '../../components/article/content-strings';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { type Href, href } from '../../routes';

/** /help?category_id=&keyword= as a URL (both optional). */
export const helpUrl = (category: string, keyword: string): Href =>
  href('/help', { category_id: category, keyword });

/** The category tree (help_category/getTree); '' is 全部. A click chooses, the page decides how. */
export function HelpTree({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const state = useApi('help_category/getTree', {});
  const roots = state.data?.list ?? [];
  const item = (value_: string, label: string) => (
    <button
      type="button"
      aria-current={value_ === value ? 'true' : undefined}
      onClick={() => onChange(value_)}
    >
      {label}
    </button>
  );
  const branch = (nodes: readonly ArticleCategoryNode[]) => (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          {item(String(n.id), n.name)}
          {n.children.length ? branch(n.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav class="sf-ct-box" aria-label={w.helpTree}>
      <h2>{w.helpTree}</h2>
      {state.loading && !state.data ? (
        <Skeleton rows={4} />
      ) : (
        <ul class="sf-ct-tree">
          <li>{item('', w.all)}</li>
          {roots.map((n) => (
            <li key={n.id}>
              {item(String(n.id), n.name)}
              {n.children.length ? branch(n.children) : null}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** 没有找到答案？ → 发布需求咨询 / 问题反馈. */
export const StillNeedHelp = () => (
  <section class="sf-ct-box" aria-label={w.stillNeedHelp}>
    <h2>{w.stillNeedHelp}</h2>
    <div class="sf-ct-help-links">
      <Link href={href('/seekhelp')} class="sf-btn sf-btn--primary sf-btn--sm">
        {w.seekHelp}
      </Link>
      <Link href={href('/feedback')} class="sf-btn sf-btn--ghost sf-btn--sm">
        {w.feedback}
      </Link>
    </div>
  </section>
);
