import './address-form.css';
import { type RefObject, useId } from 'react';
import { ADDRESS_LIMITS } from '../../../core';
import { MOBILE_INPUT_MAX } from '../../../core/validators';
import { CountedTextarea } from '../counted-textarea';
import { ZonePicker } from '../zone-picker';
import type { AddressDraft, AddressErrors } from './address-checks';
import { type AddressWords, af } from './address-form-strings';

export interface AddressFieldsProps {
  draft: AddressDraft;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressDraft>) => void;
  /** Where AddressForm looks for the first field to mend. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** A one-line detail field (a form inside a page) instead of a three-line one. */
  compact?: boolean;
  /** The default box stays ticked: the buyer's first address, or one that is the default already. */
  lock?: 'first' | 'default';
  words?: AddressWords;
}

/** 收货人, 手机号码, 所在地区, 详细地址 and 设为默认: each labelled, with its error under it. */
export function AddressFields({
  draft,
  errors,
  onChange,
  rootRef,
  compact,
  lock,
  words,
}: AddressFieldsProps) {
  const id = useId();
  const described = (key: 'consignee' | 'mobile' | 'detail') => ({
    id: `${id}-${key}`,
    value: draft[key],
    placeholder: (words?.[`${key}Hint`] ?? af[`${key}Hint`]) || undefined,
    'aria-invalid': errors[key] ? ('true' as const) : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-err` : undefined,
  });
  const control = (key: 'consignee' | 'mobile' | 'detail') => ({
    ...described(key),
    onInput: (e: Event) => onChange({ [key]: (e.target as HTMLInputElement).value }),
  });
  const error = (key: keyof AddressErrors) =>
    errors[key] && (
      <p id={`${id}-${key}-err`} class="sf-field__error" role="alert">
        {errors[key]}
      </p>
    );
  const label = (key: 'consignee' | 'mobile' | 'detail') => <label for={`${id}-${key}`}>{af[key]}</label>;

  return (
    <div class="sf-addr-form" ref={rootRef}>
      <div class="sf-addr-form__pair">
        <div class="sf-addr-form__field">
          {label('consignee')}
          <input {...control('consignee')} maxLength={ADDRESS_LIMITS.consignee[1]} autoComplete="name" />
          {error('consignee')}
        </div>
        <div class="sf-addr-form__field">
          {label('mobile')}
          <input {...control('mobile')} maxLength={MOBILE_INPUT_MAX} inputMode="numeric" autoComplete="tel" />
          {error('mobile')}
        </div>
      </div>
      <div class="sf-addr-form__region">
        <ZonePicker value={draft} legend={af.region} invalid={!!errors.region} onChange={onChange} />
        {error('region')}
      </div>
      <div class="sf-addr-form__field">
        {label('detail')}
        {compact ? (
          <input {...control('detail')} maxLength={ADDRESS_LIMITS.detail[1]} autoComplete="street-address" />
        ) : (
          <CountedTextarea
            {...described('detail')}
            onText={(detail) => onChange({ detail })}
            max={ADDRESS_LIMITS.detail[1]}
            rows={3}
            autoComplete="street-address"
          />
        )}
        {error('detail')}
      </div>
      <label class="sf-addr-form__check">
        <input
          type="checkbox"
          checked={draft.is_default}
          disabled={!!lock}
          onChange={(e) => onChange({ is_default: (e.target as HTMLInputElement).checked })}
        />
        <span>{lock === 'default' ? af.alreadyDefault : (words?.makeDefault ?? af.makeDefault)}</span>
      </label>
    </div>
  );
}
