import type { KeyboardEvent } from 'react';
import { keyTarget } from '../../components/key-nav';

export interface TabsProps<T extends string | number> {
  /** Prefix of the tab ids; the panel is `${id}-panel`, labelled by the selected tab. */
  id: string;
  label: string;
  items: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange: (value: T) => void;
}

export const tabId = (id: string, value: string | number): string => `${id}-tab-${value}`;
export const panelId = (id: string): string => `${id}-panel`;

/**
 * WAI-ARIA tabs: one tab stop, arrows/Home/End move and select (automatic activation — the
 * panels are cheap to switch).
 */
export function Tabs<T extends string | number>({ id, label, items, value, onChange }: TabsProps<T>) {
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex(([v]) => v === value);
    const last = items.length - 1;
    const to = keyTarget(e.key, at, last);
    if (to < 0) return;
    e.preventDefault();
    const next = items[to]![0];
    onChange(next);
    document.getElementById(tabId(id, next))?.focus();
  };
  return (
    <div class="au-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {items.map(([v, text]) => (
        <button
          key={v}
          id={tabId(id, v)}
          type="button"
          role="tab"
          class="au-tab"
          aria-selected={v === value ? 'true' : 'false'}
          aria-controls={panelId(id)}
          tabIndex={v === value ? 0 : -1}
          onClick={() => onChange(v)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

export interface ChoiceProps<T extends string | number> {
  name: string;
  label: string;
  items: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange: (value: T) => void;
  /** Show the label above the choice (else it is for screen readers only). */
  showLabel?: boolean;
}

/** A segmented radio group (native radios: arrow keys and screen readers work as usual). */
export function Choice<T extends string | number>({
  name,
  label,
  items,
  value,
  onChange,
  showLabel,
}: ChoiceProps<T>) {
  return (
    <fieldset class="au-choice">
      <legend class={showLabel ? 'au-label' : 'sf-sr'}>{label}</legend>
      {items.map(([v, text]) => (
        <label key={v} class={`au-choice__item${v === value ? ' is-on' : ''}`}>
          <input type="radio" name={name} checked={v === value} onChange={() => onChange(v)} />
          <span>{text}</span>
        </label>
      ))}
    </fieldset>
  );
}
