import { render } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

let root: HTMLElement | null = null;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = null;
});

function Harness({ onConfirm, busy, field }: { onConfirm: () => void; busy?: boolean; field?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        删除
      </button>
      <ConfirmDialog
        open={open}
        title="删除地址"
        message="确定删除吗？"
        confirmText="删除"
        danger
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        {field && <input aria-label="原因" />}
      </ConfirmDialog>
    </>
  );
}

async function mount(props: Parameters<typeof Harness>[0]) {
  root = document.createElement('div');
  document.body.append(root);
  await act(() => render(<Harness {...props} />, root!));
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  await act(() => opener.click());
  return opener;
}

const dialog = () => document.querySelector<HTMLDialogElement>('dialog');
const button = (text: string) =>
  [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) => b.textContent === text)!;

describe('ConfirmDialog', () => {
  it('is a labelled modal dialog that focuses its confirm button and gives focus back', async () => {
    const onConfirm = vi.fn();
    const opener = await mount({ onConfirm });
    const d = dialog()!;
    expect(d.open).toBe(true);
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('删除地址');
    expect(d.textContent).toContain('确定删除吗？');
    expect(document.activeElement).toBe(button('删除'));
    expect(button('删除').className).toContain('sf-btn--danger');
    await act(() => button('删除').click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape (the cancel event), 取消, × and the backdrop close without confirming', async () => {
    const onConfirm = vi.fn();
    await mount({ onConfirm });
    await act(() => {
      dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog()).toBeNull();
    for (const close of [() => button('取消').click(), () => button('×').click(), () => dialog()!.click()]) {
      await act(() => document.getElementById('opener')!.click());
      expect(dialog()).not.toBeNull();
      await act(close);
      expect(dialog()).toBeNull();
    }
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a field inside takes the focus; while busy nothing closes or confirms', async () => {
    const onConfirm = vi.fn();
    await mount({ onConfirm, field: true, busy: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('原因');
    expect(button('删除').disabled).toBe(true);
    await act(() => {
      dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await act(() => dialog()!.querySelector('form')!.requestSubmit());
    expect(dialog()).not.toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
