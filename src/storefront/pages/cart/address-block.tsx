import { useState } from 'react';
import type { Address } from '../../../core';
import { AddressForm } from '../../components/address-form/address-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ApiState } from '../../components/use-api';
import { c } from './cart-strings';
import { NEWEST } from './settle-choices';
import { AddressOptions, Block, ListState, ManageLink } from './settle-sections';

export interface AddressBlockProps {
  name: string;
  state: ApiState<unknown>;
  list: Address[];
  value: number;
  /** An address id, or NEWEST once an added address is on its way into the list. */
  onPick: (id: number) => void;
}

/**
 * 收货地址: the buyer's addresses as cards, 新增地址 inline (at once when there is none) and the
 * chosen one corrected in a dialog, all without leaving checkout.
 */
export function AddressBlock({ name, state, list, value, onPick }: AddressBlockProps) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const chosen = list.find((a) => a.id === value) ?? null;
  const none = !state.loading && !state.error && list.length === 0;
  const showForm = adding || none;
  return (
    <Block
      title={c.address}
      aside={
        <span class="sf-settle-block__links">
          <ManageLink path="/home/addressmanage" label={c.manageAddress} />
          {!showForm && chosen && (
            <button type="button" class="sf-settle-block__link" onClick={() => setEditing(chosen)}>
              {c.editAddress}
            </button>
          )}
          {!showForm && (
            <button type="button" class="sf-settle-block__link" onClick={() => setAdding(true)}>
              + {c.addAddress}
            </button>
          )}
        </span>
      }
    >
      <p class="sf-settle-hint">{c.addressHint}</p>
      <ListState state={state} />
      {list.length > 0 && <AddressOptions name={name} list={list} value={value} onChange={onPick} />}
      {none && <p class="sf-settle-hint">{c.noAddress}</p>}
      {showForm && (
        <AddressForm
          compact
          words={{
            consigneeHint: '',
            mobileHint: '',
            detailHint: c.detailPlaceholder,
            makeDefault: c.setDefault,
          }}
          onSaved={(id) => {
            setAdding(false);
            // then used for this order
            onPick(id || NEWEST);
            state.reload();
          }}
        >
          {({ fields, busy, submit }) => (
            <form
              class="sf-settle-addr-form"
              noValidate
              aria-label={c.addAddress}
              onSubmit={(e) => {
                e.preventDefault();
                if (!busy) submit();
              }}
            >
              {fields}
              <div class="sf-settle-addr-form__actions">
                <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm" disabled={busy}>
                  {busy ? c.saving : c.save}
                </button>
                <button
                  type="button"
                  class="sf-btn sf-btn--sm"
                  disabled={busy}
                  onClick={() => setAdding(false)}
                >
                  {c.cancel}
                </button>
              </div>
            </form>
          )}
        </AddressForm>
      )}
      {editing && (
        <AddressForm
          address={editing}
          onSaved={() => {
            setEditing(null);
            state.reload();
          }}
        >
          {({ fields, busy, submit }) => (
            <ConfirmDialog
              open
              size="wide"
              title={c.editAddressTitle}
              busy={busy}
              confirmText={c.save}
              onConfirm={submit}
              onCancel={() => setEditing(null)}
            >
              {fields}
            </ConfirmDialog>
          )}
        </AddressForm>
      )}
    </Block>
  );
}
