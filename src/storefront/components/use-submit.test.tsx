import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toast, ApiError, t } from '../../core';
import { apiErrorText, type Submit, useSubmit } from './use-submit';

let root: HTMLElement | null = null;
let submit: Submit;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = null;
});

function Harness() {
  submit = useSubmit();
  return (
    <p>
      <span id="busy">{submit.busy ? '提交中…' : '提交'}</span>
      <span id="error">{submit.error}</span>
    </p>
  );
}

async function mount() {
  root = document.createElement('div');
  document.body.append(root);
  await act(() => render(<Harness />, root as HTMLElement));
}

const text = (id: string) => root?.querySelector(`#${id}`)?.textContent;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('is busy while the write is pending and answers its result', async () => {
    await mount();
    const d = deferred<string>();
    let out: Promise<string | undefined> = Promise.resolve(undefined);
    await act(() => {
      out = submit.run(() => d.promise);
    });
    expect(text('busy')).toBe('提交中…');
    expect(submit.busy).toBe(true);
    await act(async () => {
      d.resolve('ok');
      await out;
    });
    expect(await out).toBe('ok');
    expect(text('busy')).toBe('提交');
    expect(text('error')).toBe('');
  });

  it('shows the server’s reason for a refusal', async () => {
    await mount();
    let out: unknown;
    await act(async () => {
      out = await submit.run(() => Promise.reject(new ApiError(false, '库存不足')));
    });
    expect(out).toBeUndefined();
    expect(text('error')).toBe('库存不足');
    expect(text('busy')).toBe('提交');
  });

  it('shows the network message when no answer came (or anything else was thrown)', async () => {
    await mount();
    await act(async () => {
      await submit.run(() => Promise.reject(new TypeError('Failed to fetch')));
    });
    expect(text('error')).toBe(t('error.network'));
    expect(apiErrorText(new ApiError(false, t('error.network'), 0))).toBe(t('error.network'));
    expect(apiErrorText(undefined)).toBe(t('error.network'));
  });

  it('clears the previous error when a new run starts', async () => {
    await mount();
    await act(async () => {
      await submit.run(() => Promise.reject(new ApiError(false, '库存不足')));
    });
    const d = deferred<boolean>();
    let out: Promise<boolean | undefined> = Promise.resolve(undefined);
    await act(() => {
      out = submit.run(() => d.promise);
    });
    expect(text('error')).toBe('');
    await act(async () => {
      d.resolve(true);
      await out;
    });
  });

  it('does not run twice while a run is pending (double click)', async () => {
    await mount();
    const d = deferred<boolean>();
    const fn = vi.fn(() => d.promise);
    let first: Promise<boolean | undefined> = Promise.resolve(undefined);
    let second: Promise<boolean | undefined> = Promise.resolve(undefined);
    await act(() => {
      first = submit.run(fn);
      second = submit.run(fn);
    });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(await second).toBeUndefined();
    await act(async () => {
      d.resolve(true);
      await first;
    });
    expect(await first).toBe(true);
    // once done, the next click runs again
    await act(async () => {
      await submit.run(fn);
    });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('is safe when the form unmounts before the write ends', async () => {
    await mount();
    const d = deferred<boolean>();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    let out: Promise<boolean | undefined> = Promise.resolve(undefined);
    await act(() => {
      out = submit.run(() => d.promise);
    });
    await act(() => render(null, root as HTMLElement));
    d.reject(new ApiError(false, '已关闭'));
    expect(await out).toBeUndefined();
    expect(err).not.toHaveBeenCalled();
    err.mockRestore();
  });

  it('shows the failure as a toast when asked to', async () => {
    await mount();
    await act(async () => {
      await submit.run(() => Promise.reject(new ApiError(false, '订单状态已变化')), { toast: true });
    });
    expect($toast.get()).toMatchObject({ message: '订单状态已变化', kind: 'error' });
    expect(text('error')).toBe('订单状态已变化');
  });

  it('stays busy after a success that leaves the page, and not after a failed one', async () => {
    await mount();
    const fn = vi.fn(async () => false);
    await act(async () => {
      await submit.run(fn, { leaving: true });
    });
    expect(text('busy')).toBe('提交');
    fn.mockResolvedValue(true);
    await act(async () => {
      await submit.run(fn, { leaving: true });
    });
    expect(text('busy')).toBe('提交中…');
    await act(async () => {
      await submit.run(fn, { leaving: true });
    });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('takes a form’s own check as its error', async () => {
    await mount();
    await act(() => submit.setError('请填写金额'));
    expect(text('error')).toBe('请填写金额');
  });
});
