import '../sheet.css';
import './account-list.css';
import { useId, useState } from 'react';
import type { EndpointId, ItemOf } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { fill } from '../../strings';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { ListBody, staleClass } from '../list-body';
import { Skeleton } from '../skeleton';
import { useApi } from '../use-api';
import { useSubmit } from '../use-submit';
import { AccountCard } from './account-card';
import type { AccountListId, AccountListProps, RowCall } from './account-list-types';
import { CardActions } from './card-actions';

const call = <I extends EndpointId, T>(c: RowCall<I, T>, row: T) =>
  runAction(c.id, c.params(row), { done: c.done });

/**
 * A user's own rows of one kind (addresses, invoice titles, companies) as cards, the default
 * marked: the count and 新增 over them, 设为默认 / 编辑 / 删除 on each, the add / edit form in a
 * dialog, 删除 only after a confirmation. Loading, failure and empty states as every list's.
 */
export function AccountList<
  L extends AccountListId,
  D extends EndpointId,
  S extends EndpointId = EndpointId,
>({
  list,
  max,
  variant = 'page',
  words,
  card,
  form,
  remove,
  deleteAsk,
  setDefault,
}: AccountListProps<L, D, S>) {
  type Row = ItemOf<L>;
  const state = useApi(list, { page: 1, limit: max });
  const rows: Row[] = state.data?.list ?? [];
  const total = state.data?.total ?? 0;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { run, busy } = useSubmit();
  const heading = useId();
  const full = total >= max;
  const page = variant === 'page';

  const confirmRemove = async () => {
    if (!deleting) return;
    const res = await run(() => call(remove, deleting));
    setDeleting(null);
    if (res?.ok) state.reload();
  };

  const add = (
    <button
      type="button"
      class="sf-btn sf-btn--primary sf-btn--sm"
      disabled={full || !state.data}
      title={full && words.full ? fill(words.full, { max }) : undefined}
      onClick={() => setEditing('new')}
    >
      {words.add}
    </button>
  );

  return (
    <section class="sf-af-section" aria-labelledby={heading}>
      <div class="sf-sheet__head sf-af-toolbar">
        <div>
          {page ? (
            <h1 id={heading} class="sf-sheet__title sf-af-title">
              {words.title}
            </h1>
          ) : (
            <h2 id={heading}>{words.title}</h2>
          )}
          {state.data ? <p class="sf-muted">{fill(words.intro, { n: total, max })}</p> : null}
        </div>
        {add}
      </div>
      <div class={staleClass('sf-af-body', state)}>
        <ListBody
          state={state}
          count={rows.length}
          skeleton={<Skeleton rows={page ? 4 : 3} />}
          empty={
            page ? (
              <EmptyState text={words.empty}>
                <button
                  type="button"
                  class="sf-btn sf-btn--primary sf-btn--sm"
                  onClick={() => setEditing('new')}
                >
                  {words.add}
                </button>
              </EmptyState>
            ) : (
              <EmptyState text={words.empty} compact />
            )
          }
        >
          <ul class="sf-af-cards" aria-label={words.listLabel}>
            {rows.map((row) => (
              <AccountCard
                key={row.id}
                isDefault={row.is_default}
                defaultTag={words.defaultTag}
                {...card(row)}
              >
                <CardActions
                  isDefault={row.is_default}
                  setDefault={
                    setDefault &&
                    (async () => {
                      if ((await call(setDefault, row)).ok) state.reload();
                    })
                  }
                  onEdit={() => setEditing(row)}
                  onDelete={() => setDeleting(row)}
                  words={words}
                />
              </AccountCard>
            ))}
          </ul>
        </ListBody>
      </div>
      {editing &&
        form({
          row: editing === 'new' ? null : editing,
          total,
          onClose: () => setEditing(null),
          onSaved: () => {
            setEditing(null);
            state.reload();
          },
        })}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={words.deleteTitle}
        message={deleting && deleteAsk(deleting)}
        confirmText={words.remove}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
