import { useId, useState } from 'react';
import { ADDRESS_LIMITS, type Address } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EMPTY_ZONE, ZonePicker } from '../../components/zone-picker';
import { type AddressErrors, type AddressForm, checkAddress } from './address-checks';
import { a } from './address-strings';

const formOf = (x: Address | null, first: boolean): AddressForm =>
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

export interface AddressDialogProps {
  /** null: a new address. */
  address: Address | null;
  /** The buyer has no address yet: the new one becomes the default whatever is ticked. */
  first: boolean;
  onSaved: () => void;
  onClose: () => void;
}

/** 新增 / 编辑收货地址 in a dialog: checked as the server checks, then saved. */
export function AddressDialog({ address, first, onSaved, onClose }: AddressDialogProps) {
  const [form, setForm] = useState<AddressForm>(() => formOf(address, first));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (patch: Partial<AddressForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(checkAddress(next));
  };

  const submit = async () => {
    const found = checkAddress(form);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length) {
      // once the errors are rendered: the first field to mend takes the focus
      setTimeout(() => document.querySelector<HTMLElement>('dialog[open] [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const payload = {
      consignee: form.consignee.trim(),
      mobile: form.mobile.trim(),
      province_code: form.province_code,
      city_code: form.city_code,
      area_code: form.area_code,
      street_code: form.street_code,
      detail: form.detail.trim(),
      is_default: form.is_default,
    };
    const res = address
      ? await runAction('user_address/edit', { id: address.id, ...payload }, { done: a.saved })
      : await runAction('user_address/add', payload, { done: a.saved });
    setBusy(false);
    if (res.ok) onSaved();
  };

  const field = (
    key: 'consignee' | 'mobile',
    label: string,
    hint: string,
    extra: Record<string, unknown>,
  ) => (
    <label class="sf-field">
      <span>{label}</span>
      <input
        value={form[key]}
        placeholder={hint}
        aria-invalid={errors[key] ? 'true' : undefined}
        aria-describedby={errors[key] ? `${id}-${key}` : undefined}
        onInput={(e) => set({ [key]: (e.target as HTMLInputElement).value })}
        {...extra}
      />
      {errors[key] && (
        <span id={`${id}-${key}`} class="sf-field__error" role="alert">
          {errors[key]}
        </span>
      )}
    </label>
  );

  return (
    <ConfirmDialog
      open
      size="wide"
      title={address ? a.editTitle : a.addTitle}
      busy={busy}
      confirmText={a.save}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div class="sf-af-grid">
        {field('consignee', a.consignee, a.consigneeHint, {
          maxLength: ADDRESS_LIMITS.consignee[1],
          autoComplete: 'name',
        })}
        {field('mobile', a.mobile, a.mobileHint, {
          maxLength: 11,
          inputMode: 'numeric',
          autoComplete: 'tel',
        })}
      </div>
      <div class="sf-af-region">
        <ZonePicker value={form} legend={a.region} invalid={!!errors.region} onChange={(zone) => set(zone)} />
        {errors.region && (
          <span class="sf-field__error" role="alert">
            {errors.region}
          </span>
        )}
      </div>
      <label class="sf-field">
        <span>{a.detail}</span>
        <textarea
          value={form.detail}
          placeholder={a.detailHint}
          maxLength={ADDRESS_LIMITS.detail[1]}
          rows={3}
          aria-invalid={errors.detail ? 'true' : undefined}
          aria-describedby={errors.detail ? `${id}-detail` : undefined}
          onInput={(e) => set({ detail: (e.target as HTMLTextAreaElement).value })}
        />
        {errors.detail && (
          <span id={`${id}-detail`} class="sf-field__error" role="alert">
            {errors.detail}
          </span>
        )}
      </label>
      <label class="sf-af-check">
        <input
          type="checkbox"
          checked={form.is_default || first}
          disabled={first || !!address?.is_default}
          onChange={(e) => set({ is_default: (e.target as HTMLInputElement).checked })}
        />
        <span>{address?.is_default ? a.alreadyDefault : a.makeDefault}</span>
      </label>
    </ConfirmDialog>
  );
}
