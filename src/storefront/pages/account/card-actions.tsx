import { useState } from 'react';

/**
 * 设为默认 / 编辑 / 删除 under an address or invoice-title card; 设为默认 shows on a card that is
 * not the default and is disabled while its call runs.
 */
export function CardActions({
  isDefault,
  setDefault,
  onEdit,
  onDelete,
  words,
}: {
  isDefault: boolean;
  setDefault: () => Promise<unknown>;
  onEdit: () => void;
  onDelete: () => void;
  words: { setDefault: string; edit: string; remove: string };
}) {
  const [busy, setBusy] = useState(false);
  const makeDefault = async () => {
    setBusy(true);
    await setDefault();
    setBusy(false);
  };
  return (
    <div class="sf-af-card__actions">
      {!isDefault && (
        <button type="button" class="sf-af-link" disabled={busy} onClick={() => void makeDefault()}>
          {words.setDefault}
        </button>
      )}
      <button type="button" class="sf-af-link" onClick={onEdit}>
        {words.edit}
      </button>
      <button type="button" class="sf-af-link sf-af-link--danger" onClick={onDelete}>
        {words.remove}
      </button>
    </div>
  );
}
