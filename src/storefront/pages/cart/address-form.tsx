import { useId, useState } from 'react';
import { runAction } from '../../../core/stores/action';
import { EMPTY_ZONE, ZonePicker } from '../../components/zone-picker';
// the address page's rules, which are the server's: one check for both ways of adding
import { checkAddress, type AddressForm as Draft } from '../account/address-checks';
import { c } from './cart-strings';

/**
 * 新增地址 inside the settlement: contact, the zone picker, the detail; saved with
 * user_address/add and then used for this order (`onSaved` with its id).
 */
export function AddressForm({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const ids = useId();
  const [d, setD] = useState<Draft>({
    ...EMPTY_ZONE,
    consignee: '',
    mobile: '',
    detail: '',
    is_default: false,
  });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? checkAddress(d) : {};
  const set = (patch: Partial<Draft>) => setD((prev) => ({ ...prev, ...patch }));

  const save = async () => {
    setTried(true);
    if (Object.keys(checkAddress(d)).length) return;
    setBusy(true);
    // the draft's zone names ride along unread: the server names the codes from its own table
    const res = await runAction('user_address/add', {
      ...d,
      consignee: d.consignee.trim(),
      mobile: d.mobile.trim(),
      detail: d.detail.trim(),
    });
    setBusy(false);
    if (res.ok) onSaved(res.data?.id ?? 0);
  };

  const text = (field: 'consignee' | 'mobile' | 'detail', label: string, extra: Record<string, unknown>) => (
    <div class={`sf-settle-field sf-settle-field--${field}`}>
      <label for={`${ids}-${field}`}>{label}</label>
      <input
        id={`${ids}-${field}`}
        value={d[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-err` : undefined}
        onInput={(e) => set({ [field]: (e.target as HTMLInputElement).value })}
        {...extra}
      />
      {errors[field] && (
        <p id={`${ids}-${field}-err`} class="sf-settle-error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      class="sf-settle-addr-form"
      noValidate
      aria-label={c.addAddress}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void save();
      }}
    >
      {text('consignee', c.consignee, { maxLength: 20, autoComplete: 'name' })}
      {text('mobile', c.mobile, { maxLength: 11, inputMode: 'numeric', autoComplete: 'tel' })}
      <div class="sf-settle-field sf-settle-field--zone">
        <ZonePicker value={d} onChange={(zone) => set(zone)} invalid={!!errors.region} legend={c.zone} />
        {errors.region && <p class="sf-settle-error">{errors.region}</p>}
      </div>
      {text('detail', c.detail, {
        maxLength: 120,
        placeholder: c.detailPlaceholder,
        autoComplete: 'street-address',
      })}
      <label class="sf-settle-check">
        <input
          type="checkbox"
          checked={d.is_default}
          onChange={(e) => set({ is_default: (e.target as HTMLInputElement).checked })}
        />
        {c.setDefault}
      </label>
      <div class="sf-settle-addr-form__actions">
        <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm" disabled={busy}>
          {busy ? c.saving : c.save}
        </button>
        <button type="button" class="sf-btn sf-btn--sm" disabled={busy} onClick={onCancel}>
          {c.cancel}
        </button>
      </div>
    </form>
  );
}
