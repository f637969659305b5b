import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListBody, staleClass } from './list-body';
import type { ApiState } from './use-api';

let root: HTMLElement | null = null;
const mount = async (ui: preact.ComponentChildren) => {
  root = document.createElement('div');
  document.body.append(root);
  const el = root;
  await act(() => render(ui, el));
  return el;
};
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = null;
});

const state = (over: Partial<ApiState<unknown>>): ApiState<unknown> => ({
  data: null,
  error: '',
  loading: false,
  reload: () => {},
  ...over,
});
const body = (s: ApiState<unknown>, count: number) => (
  <ListBody state={s} count={count} skeleton={<i>skel</i>} empty={<i>empty</i>}>
    <b>rows</b>
  </ListBody>
);

describe('ListBody', () => {
  it('shows the skeleton on first load only, then rows or the empty state', async () => {
    expect((await mount(body(state({ loading: true }), 0))).innerHTML).toBe('<i>skel</i>');
    render(body(state({ loading: true, data: { list: [1] } }), 1), root as HTMLElement);
    expect(root?.innerHTML).toBe('<b>rows</b>');
    render(body(state({ data: { list: [] } }), 0), root as HTMLElement);
    expect(root?.innerHTML).toBe('<i>empty</i>');
  });

  it('shows a failure with 重试 that reloads', async () => {
    const reload = vi.fn();
    const el = await mount(body(state({ error: '服务繁忙', reload }), 0));
    expect(el.textContent).toContain('服务繁忙');
    el.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('marks a list stale while a newer page loads', () => {
    expect(staleClass('sf-grid', state({ loading: true }))).toBe('sf-grid is-stale');
    expect(staleClass('sf-grid', state({}))).toBe('sf-grid');
  });
});
