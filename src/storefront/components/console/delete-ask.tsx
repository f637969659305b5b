import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { useSubmit } from '../use-submit';

/**
 * Deleting a row, asked first: `ask(row)` opens the confirmation (`title`, `message`, shown as
 * dangerous), `dialog` is it. On yes `remove(row)` runs with the buttons off, then it closes.
 */
export function useDeleteAsk<T>({
  title,
  message,
  remove,
}: {
  title: string;
  message: string;
  remove: (row: T) => Promise<unknown>;
}) {
  const [doomed, setDoomed] = useState<T | null>(null);
  const { run, busy } = useSubmit();
  const confirm = async () => {
    if (doomed === null) return;
    await run(() => remove(doomed));
    setDoomed(null);
  };
  const dialog = (
    <ConfirmDialog
      open={doomed !== null}
      title={title}
      message={message}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setDoomed(null)}
    />
  );
  return { ask: setDoomed, dialog };
}
