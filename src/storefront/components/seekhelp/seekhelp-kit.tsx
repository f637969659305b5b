import type { SeekHelp } from '../../../core/api/contract/models-ledger';
import { fill } from '../../strings';

/** Words the buyer's 求助 pages and the lab's 求助 list both show. */
const sh = {
  negotiable: '面议',
  quotes: '{n} 家机构已报价',
  noQuotes: '暂无报价',
};

/** ¥a – ¥b, one side, or 面议. */
export function budgetText(d: Pick<SeekHelp, 'budget_min' | 'budget_max'>): string {
  const y = (n: number) => `¥${n.toLocaleString('zh-CN')}`;
  if (d.budget_min !== null && d.budget_max !== null) return `${y(d.budget_min)} – ${y(d.budget_max)}`;
  if (d.budget_max !== null) return `≤ ${y(d.budget_max)}`;
  if (d.budget_min !== null) return `≥ ${y(d.budget_min)}`;
  return sh.negotiable;
}

export const StateBadge = ({ d }: { d: Pick<SeekHelp, 'status' | 'status_name'> }) => (
  <span class={`sf-sh-state is-${d.status}`}>{d.status_name}</span>
);

export const quotesText = (n: number) => (n ? fill(sh.quotes, { n }) : sh.noQuotes);
