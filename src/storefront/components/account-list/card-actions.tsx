import { useSubmit } from '../use-submit';

export interface CardActionsProps {
  isDefault: boolean;
  /** Absent: the list has no default to choose (no 设为默认). */
  setDefault?: () => Promise<unknown>;
  onEdit: () => void;
  onDelete: () => void;
  words: { setDefault: string; edit: string; remove: string };
}

/**
 * 设为默认 / 编辑 / 删除 under an account list's card; 设为默认 shows on a card that is not the
 * default and is disabled while its call runs.
 */
export function CardActions({ isDefault, setDefault, onEdit, onDelete, words }: CardActionsProps) {
  const { run, busy } = useSubmit();
  const makeDefault = async () => {
    if (!setDefault) return;
    await run(setDefault);
  };
  return (
    <div class="sf-af-card__actions">
      {!isDefault && setDefault && (
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
