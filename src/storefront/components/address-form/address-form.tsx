import { type ReactNode, useRef, useState } from 'react';
import type { Address, RequestOf } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { useSubmit } from '../use-submit';
import { EMPTY_ZONE } from '../zone-picker';
import { type AddressDraft, checkAddress } from './address-checks';
import { AddressFields } from './address-fields';
import { type AddressWords, af } from './address-form-strings';

const draftOf = (x: Address | null, first: boolean): AddressDraft =>
  x
    ? {
        consignee: x.consignee,
        mobile: x.mobile,
        province_code: x.province_code,
        province: x.province,
        city_code: x.city_code,
        city: x.city,
        area_code: x.area_code,
        area: x.area,
        street_code: x.street_code,
        street: x.street,
        detail: x.detail,
        is_default: x.is_default,
      }
    : { ...EMPTY_ZONE, consignee: '', mobile: '', detail: '', is_default: first };

/** What the server takes (the contract's user_address/add): zone codes only, it names them itself. */
const payloadOf = (d: AddressDraft): RequestOf<'user_address/add'> => ({
  consignee: d.consignee.trim(),
  mobile: d.mobile.trim(),
  province_code: d.province_code,
  city_code: d.city_code,
  area_code: d.area_code,
  street_code: d.street_code,
  detail: d.detail.trim(),
  is_default: d.is_default,
});

export interface AddressFormParts {
  /** The fields, for the host's form (a ConfirmDialog is one). */
  fields: ReactNode;
  busy: boolean;
  /** Checks, then saves; when something is wrong the first field to mend takes the focus. */
  submit: () => void;
}

export interface AddressFormProps {
  /** The address to edit; null or absent adds one. */
  address?: Address | null;
  /** The buyer has no address yet: the new one becomes the default whatever is ticked. */
  first?: boolean;
  /** A one-line detail field, for a form inside a page (the settlement). */
  compact?: boolean;
  words?: AddressWords;
  /** Once the server has taken it, with the saved address's id. */
  onSaved: (id: number) => void;
  /** The host's frame around the fields: a dialog, or an inline form with its own buttons. */
  children: (parts: AddressFormParts) => ReactNode;
}

/**
 * 新增 / 编辑收货地址, the one address form of the address book and the settlement: checked as
 * the server checks, then saved with user_address/add or /edit.
 */
export function AddressForm({
  address = null,
  first = false,
  compact,
  words,
  onSaved,
  children,
}: AddressFormProps) {
  const [draft, setDraft] = useState(() => draftOf(address, first));
  const [tried, setTried] = useState(false);
  const { run, busy } = useSubmit();
  const root = useRef<HTMLDivElement>(null);
  const errors = tried ? checkAddress(draft) : {};

  const submit = async () => {
    setTried(true);
    if (Object.keys(checkAddress(draft)).length) {
      // once the errors are rendered: the first field to mend takes the focus
      setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const payload = payloadOf(draft);
    const res = await run(() =>
      address
        ? runAction('user_address/edit', { id: address.id, ...payload }, { done: af.saved })
        : runAction('user_address/add', payload, { done: af.saved }),
    );
    if (res?.ok) onSaved(res.data?.id ?? address?.id ?? 0);
  };

  const fields = (
    <AddressFields
      draft={draft}
      errors={errors}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      rootRef={root}
      compact={compact}
      lock={first ? 'first' : address?.is_default ? 'default' : undefined}
      words={words}
    />
  );
  return <>{children({ fields, busy, submit: () => void submit() })}</>;
}
