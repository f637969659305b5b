import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toast, hideToast, showToast, TOAST_DURATION_MS } from '.';

afterEach(() => {
  hideToast();
  vi.useRealTimers();
});

describe('$toast (one at a time)', () => {
  it('a new toast replaces the current one, and hides itself', () => {
    vi.useFakeTimers();
    showToast('第一条', 'success');
    const second = showToast('第二条', 'warning', { owner: 'w' });
    expect($toast.get()).toEqual({ id: second.id, message: '第二条', kind: 'warning', owner: 'w' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toast.get()?.message).toBe('第二条');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('hiding an older toast leaves a newer one', () => {
    const first = showToast('a');
    showToast('b');
    hideToast(first.id);
    expect($toast.get()?.message).toBe('b');
  });
});
