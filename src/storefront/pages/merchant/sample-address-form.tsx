import '../../components/address-form/address-form.css';
import './sample-address-form.css';
import { useId, useState } from 'react';
import { api, showToast } from '../../../core';
import type { SampleAddress, SampleAddressInput } from '../../../core/api/contract/models-fulfil';
import {
  checkSampleAddress,
  SAMPLE_ADDRESS_LIMITS as L,
  normalizeContactPhone,
  type SampleAddressErrors,
} from '../../../core/rules/sample-address';
import { FormError } from '../../components/console';
import { useSubmit } from '../../components/use-submit';
import { EMPTY_ZONE, ZonePicker, type ZoneValue } from '../../components/zone-picker';

/** A 收样地址 as the form holds it: the zone names come with the codes, for the pickers. */
export interface SampleAddressDraft extends ZoneValue {
  contact: string;
  phone: string;
  detail: string;
}

export const sa = {
  title: '收样地址',
  hint: '买家下单检验检测、计量校准服务后，按此地址寄送样品；订单页会显示收件人、电话和地址。',
  contact: '收样联系人',
  contactHint: '如：周敏',
  phone: '联系电话',
  phoneHint: '手机或座机，如 0512-62583306',
  region: '所在地区',
  detail: '详细地址',
  detailHint: '如道路、门牌号、楼栋、样品接收室',
  save: '保存收样地址',
  saving: '保存中…',
  saved: '收样地址已保存',
} as const;

export const draftOf = (a: SampleAddress | null): SampleAddressDraft =>
  a
    ? {
        contact: a.contact,
        phone: a.phone,
        detail: a.detail,
        province_code: a.province_code,
        province: a.province,
        city_code: a.city_code,
        city: a.city,
        area_code: a.area_code,
        area: a.area,
        street_code: a.street_code,
        street: a.street,
      }
    : { ...EMPTY_ZONE, contact: '', phone: '', detail: '' };

/** What the server takes: zone codes only (it names them itself). */
export const inputOf = (d: SampleAddressDraft): SampleAddressInput => ({
  contact: d.contact.trim(),
  phone: normalizeContactPhone(d.phone),
  province_code: d.province_code,
  city_code: d.city_code,
  area_code: d.area_code,
  street_code: d.street_code,
  detail: d.detail.trim(),
});

export const sampleAddressErrors = (d: SampleAddressDraft): SampleAddressErrors => checkSampleAddress(d);

/** 收样联系人, 联系电话, 所在地区 (the buyer address form's zone pickers) and 详细地址. */
export function SampleAddressFields({
  value,
  onChange,
  errors = {},
  legend = sa.region,
}: {
  value: SampleAddressDraft;
  onChange: (next: SampleAddressDraft) => void;
  errors?: SampleAddressErrors;
  legend?: string;
}) {
  const id = useId();
  const set = (patch: Partial<SampleAddressDraft>) => onChange({ ...value, ...patch });
  const input = (key: 'contact' | 'phone' | 'detail', max: number) => ({
    id: `${id}-${key}`,
    value: value[key],
    maxLength: max,
    placeholder: sa[`${key}Hint`],
    'aria-invalid': errors[key] ? ('true' as const) : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-err` : undefined,
    onInput: (e: Event) => set({ [key]: (e.target as HTMLInputElement).value }),
  });
  const error = (key: keyof SampleAddressErrors) =>
    errors[key] && (
      <p id={`${id}-${key}-err`} class="sf-field__error" role="alert">
        {errors[key]}
      </p>
    );
  return (
    <div class="sf-addr-form mc-sample-address">
      <div class="sf-addr-form__pair">
        <div class="sf-addr-form__field">
          <label for={`${id}-contact`}>{sa.contact}</label>
          <input {...input('contact', L.contact[1])} autoComplete="name" />
          {error('contact')}
        </div>
        <div class="sf-addr-form__field">
          <label for={`${id}-phone`}>{sa.phone}</label>
          <input {...input('phone', L.phone[1] + 4)} inputMode="tel" autoComplete="tel" />
          {error('phone')}
        </div>
      </div>
      <div class="sf-addr-form__region">
        <ZonePicker value={value} legend={legend} invalid={!!errors.region} onChange={(z) => set(z)} />
        {error('region')}
      </div>
      <div class="sf-addr-form__field">
        <label for={`${id}-detail`}>{sa.detail}</label>
        <input {...input('detail', L.detail[1])} autoComplete="street-address" />
        {error('detail')}
      </div>
    </div>
  );
}

/** 店铺设置's 收样地址 card: saved on its own (merchant_center/sampleAddress). */
export function SampleAddressCard({ address }: { address: SampleAddress | null }) {
  const [draft, setDraft] = useState(() => draftOf(address));
  const [tried, setTried] = useState(false);
  const { run, busy, error } = useSubmit();
  const errors = tried ? sampleAddressErrors(draft) : {};
  const save = async (e: Event) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(sampleAddressErrors(draft)).length) {
      const form = e.currentTarget as HTMLFormElement;
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await run(async () => {
      const { info } = await api.call('merchant_center/sampleAddress', inputOf(draft));
      setDraft(draftOf(info));
      showToast(sa.saved, 'success');
      return true;
    });
  };
  return (
    <section class="mc-card" id="sample-address" aria-labelledby="mc-sample">
      <h2 id="mc-sample" class="mc-title">
        {sa.title}
      </h2>
      <p class="mc-hint">{sa.hint}</p>
      <form class="mc-form" onSubmit={(e) => void save(e)} noValidate>
        <SampleAddressFields value={draft} onChange={setDraft} errors={errors} />
        <FormError error={error} />
        <div class="mc-actions">
          <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
            {busy ? sa.saving : sa.save}
          </button>
        </div>
      </form>
    </section>
  );
}
