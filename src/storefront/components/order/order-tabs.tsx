import '../tab-line.css';
import type { KeyboardEvent } from 'react';
import { keyTarget } from '../key-nav';

export interface CountTab {
  value: string;
  label: string;
  count?: number;
}

/**
 * Status tabs with counts. Arrows move the focus only and Enter/Space picks (manual activation):
 * each pick loads a page and adds a history entry, which arrowing through must not do.
 */
export function CountTabs({
  label,
  items,
  value,
  panel,
  onChange,
}: {
  label: string;
  items: readonly CountTab[];
  value: string;
  /** The id of the list the tabs control. */
  panel: string;
  onChange: (value: string) => void;
}) {
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = keyTarget(e.key, at, tabs.length - 1, { vertical: false });
    if (to < 0) return;
    e.preventDefault();
    tabs[to]?.focus();
  };
  return (
    <div class="sf-tab-line sf-od-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {items.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value ? 'true' : 'false'}
          aria-controls={panel}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
          {tab.count ? <span class="sf-od-tabs__n">{tab.count > 99 ? '99+' : tab.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
