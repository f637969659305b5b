import { atom } from 'nanostores';
import { COMPARE_FULL, COMPARE_MAX } from '../../rules/compare';
import { showToast } from '../toast';

/**
 * The services a buyer set aside to compare, by id, in the order added. Kept in sessionStorage:
 * the set lasts while the tab browses and reloads, and goes with the tab.
 */
const KEY = 'tic_compare';

function read(): number[] {
  try {
    const raw = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(raw)
      ? [...new Set(raw.filter((n): n is number => Number.isSafeInteger(n) && n > 0))].slice(0, COMPARE_MAX)
      : [];
  } catch {
    return [];
  }
}

export const $compare = atom<number[]>(read());

$compare.listen((ids) => {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage refused (private mode, quota): the set still lives for this page
  }
});

export type CompareChange = 'added' | 'removed' | 'full';

/** Adds or removes one service; a fifth is refused with a toast saying why. */
export function toggleCompare(id: number): CompareChange {
  const ids = $compare.get();
  if (ids.includes(id)) {
    $compare.set(ids.filter((x) => x !== id));
    return 'removed';
  }
  if (ids.length >= COMPARE_MAX) {
    showToast(COMPARE_FULL, 'warning');
    return 'full';
  }
  $compare.set([...ids, id]);
  return 'added';
}

export const removeCompare = (id: number): void => $compare.set($compare.get().filter((x) => x !== id));

/** Drops ids the server no longer answers (off sale, deleted), keeping the others' order. */
export const dropCompare = (gone: readonly number[]): void => {
  if (gone.length) $compare.set($compare.get().filter((x) => !gone.includes(x)));
};

export const clearCompare = (): void => $compare.set([]);
