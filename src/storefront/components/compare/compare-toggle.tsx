import { useStore } from '@nanostores/react';
import { $compare, toggleCompare } from '../../../core/stores/compare';
import './compare.css';
import { cw } from './compare-words';

/** 加入对比 / 已加入对比: a toggle (aria-pressed) that keeps the service in the session's compare set. */
export function CompareToggle({ id, name, class: cls }: { id: number; name: string; class?: string }) {
  const on = useStore($compare).includes(id);
  return (
    <button
      type="button"
      class={`sf-compare${on ? ' sf-compare--on' : ''}${cls ? ` ${cls}` : ''}`}
      aria-pressed={on}
      aria-label={on ? cw.removeLabel(name) : cw.addLabel(name)}
      onClick={() => toggleCompare(id)}
    >
      <span aria-hidden="true">{on ? '✓' : '+'}</span>
      {on ? cw.added : cw.add}
    </button>
  );
}
