import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { keyTarget } from '../../components/key-nav';
import { lazyPart } from '../../components/lazy-chunk';
import { RichText } from '../../components/rich-text';
import { g } from './goods-strings';

/** 服务流程, 常见问题 and 服务评价 (goods-tab-panels.tsx): shown on a click, loaded once the page is idle. */
const MorePanel = lazyPart(() => import('./goods-tab-panels'));

const TABS = [
  ['details', g.details],
  ['process', g.process],
  ['faq', g.faq],
  ['ratings', g.ratings],
] as const;
type Tab = (typeof TABS)[number][0];

/** 服务详情 / 服务流程 / 常见问题 / 服务评价 as an ARIA tab list (←/→/Home/End move between tabs). */
export function GoodsTabs({
  content,
  servicsId,
  goodsId,
}: {
  content: string;
  servicsId: number;
  goodsId: number;
}) {
  const [tab, setTab] = useState<Tab>('details');

  const onKey = (e: KeyboardEvent) => {
    const i = TABS.findIndex(([key]) => key === tab);
    const to = keyTarget(e.key, i, TABS.length - 1, { vertical: false });
    if (to < 0) return;
    e.preventDefault();
    setTab(TABS[to]![0]);
    (e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };

  return (
    <section class="gd-tabs sf-panel">
      <div class="gd-tabs__list" role="tablist" aria-label={g.tabs} onKeyDown={onKey}>
        {TABS.map(([key, label]) => (
          <button
            type="button"
            role="tab"
            key={key}
            id={`gd-tab-${key}`}
            aria-selected={tab === key ? 'true' : 'false'}
            aria-controls={`gd-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div class="gd-tabs__panel" role="tabpanel" id={`gd-panel-${tab}`} aria-labelledby={`gd-tab-${tab}`}>
        {/* the stored body starts at h3: this keeps the outline h1 → h2 → h3 */}
        <h2 class="sf-sr">{TABS.find(([key]) => key === tab)?.[1]}</h2>
        {tab === 'details' &&
          (content.trim() ? <RichText html={content} /> : <EmptyState text={g.noDetails} compact />)}
        {tab !== 'details' && <MorePanel tab={tab} servicsId={servicsId} goodsId={goodsId} />}
      </div>
    </section>
  );
}
