import './account-forms.css';
import { useState } from 'react';
import type { Address } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { regionText } from './address-checks';
import { AddressDialog } from './address-form';
import { a } from './address-strings';
import { CardActions } from './card-actions';

/** The server keeps at most this many per buyer; the page asks for all of them. */
const MAX = 20;

function AddressCard({
  address,
  onEdit,
  onDelete,
  onChanged,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: () => void;
}) {
  return (
    <li class={`sf-af-card${address.is_default ? ' is-default' : ''}`}>
      <div class="sf-af-card__head">
        <b>{address.consignee}</b>
        <span>{address.mobile}</span>
        {address.is_default && <span class="sf-af-tag">{a.defaultTag}</span>}
      </div>
      <p class="sf-af-card__region">{regionText(address)}</p>
      <p class="sf-af-card__detail">{address.detail}</p>
      <CardActions
        isDefault={address.is_default}
        setDefault={async () => {
          const res = await runAction(
            'user_address/edit',
            { id: address.id, is_default: true },
            { done: a.defaultSet },
          );
          if (res.ok) onChanged();
        }}
        onEdit={onEdit}
        onDelete={onDelete}
        words={a}
      />
    </li>
  );
}

/** 地址管理: the buyer's addresses (default first), add / edit in a dialog, delete, 设为默认. */
export default function AddressManagePage() {
  const state = useApi('user_address/get', { page: 1, limit: MAX });
  const list = state.data?.list ?? [];
  const total = state.data?.total ?? 0;
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const full = total >= MAX;

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const res = await runAction('user_address/delete', { id: deleting.id }, { done: a.deleted });
    setBusy(false);
    setDeleting(null);
    if (res.ok) state.reload();
  };

  return (
    <div class="sf-af-page">
      <div class="sf-af-toolbar">
        <div>
          <h1 class="sf-af-title">{a.title}</h1>
          {state.data ? <p class="sf-muted">{fill(a.intro, { n: total, max: MAX })}</p> : null}
        </div>
        <button
          type="button"
          class="sf-btn sf-btn--primary sf-btn--sm"
          disabled={full || !state.data}
          title={full ? fill(a.full, { max: MAX }) : undefined}
          onClick={() => setEditing('new')}
        >
          {a.add}
        </button>
      </div>
      <div class={staleClass('sf-af-body', state)}>
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={4} />}
          empty={
            <EmptyState text={a.empty}>
              <button
                type="button"
                class="sf-btn sf-btn--primary sf-btn--sm"
                onClick={() => setEditing('new')}
              >
                {a.add}
              </button>
            </EmptyState>
          }
        >
          <ul class="sf-af-cards" aria-label={a.listLabel}>
            {list.map((x) => (
              <AddressCard
                key={x.id}
                address={x}
                onEdit={() => setEditing(x)}
                onDelete={() => setDeleting(x)}
                onChanged={state.reload}
              />
            ))}
          </ul>
        </ListBody>
      </div>
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          first={total === 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            state.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={a.deleteTitle}
        message={
          deleting && (
            <>
              {fill(a.deleteAsk, { name: deleting.consignee })}
              {deleting.is_default && <span class="sf-af-note">{a.deleteDefaultNote}</span>}
            </>
          )
        }
        confirmText={a.remove}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
