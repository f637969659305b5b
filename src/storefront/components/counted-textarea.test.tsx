import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CountedTextarea } from './counted-textarea';

afterEach(() => {
  document.body.innerHTML = '';
});

function Remark() {
  const [text, setText] = useState('');
  return (
    <label>
      <span>备注</span>
      <CountedTextarea value={text} max={10} aria-describedby="hint" onText={setText} />
    </label>
  );
}

describe('CountedTextarea', () => {
  it('says how much of the limit is used, and when it is full, instead of cutting silently', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    await act(() => render(<Remark />, el));
    const box = el.querySelector('textarea')!;
    const count = () => el.querySelector('.sf-count')!;
    expect(count().textContent).toBe('0/10');
    expect(box.maxLength).toBe(10);
    // the page's own description stays, the count is added to it
    expect(box.getAttribute('aria-describedby')).toBe(`hint ${count().id}`);
    await act(() => {
      box.value = '样品需冷藏保存';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(count().textContent).toBe('7/10');
    expect(count().classList.contains('is-full')).toBe(false);
    await act(() => {
      box.value = '样品需冷藏保存请尽快';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(count().textContent).toBe('10/10');
    expect(count().classList.contains('is-full')).toBe(true);
  });
});
