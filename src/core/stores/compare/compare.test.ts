import { afterEach, describe, expect, it } from 'vitest';
import { $toast, hideToast } from '../toast';
import { $compare, clearCompare, dropCompare, removeCompare, toggleCompare } from '.';

afterEach(() => {
  clearCompare();
  hideToast();
});

describe('$compare (the session compare set)', () => {
  it('toggles services in the order added and keeps them in sessionStorage', () => {
    expect(toggleCompare(2)).toBe('added');
    expect(toggleCompare(26)).toBe('added');
    expect($compare.get()).toEqual([2, 26]);
    expect(JSON.parse(sessionStorage.getItem('tic_compare') ?? '')).toEqual([2, 26]);
    expect(toggleCompare(2)).toBe('removed');
    expect($compare.get()).toEqual([26]);
  });

  it('refuses a fifth service with a toast saying why, keeping the four', () => {
    for (const id of [1, 2, 3, 4]) toggleCompare(id);
    expect(toggleCompare(5)).toBe('full');
    expect($compare.get()).toEqual([1, 2, 3, 4]);
    expect($toast.get()).toMatchObject({ kind: 'warning', message: '最多对比 4 项服务，请先移除一项' });
  });

  it('removes one, and drops those the server no longer answers', () => {
    for (const id of [1, 2, 3]) toggleCompare(id);
    removeCompare(2);
    dropCompare([3, 99]);
    expect($compare.get()).toEqual([1]);
  });
});
