import { type FormEvent, useRef, useState } from 'react';
import type { YeepayAccount } from '../../../core';
import { PAYOUT_KIND_LABELS, type PayoutKind } from '../../../core/rules/payout-states';
import { runAction } from '../../../core/stores/action';
import { normalizeIdCard } from '../../../core/validators/id-card';
import { normalizeTaxNumber } from '../../../core/validators/tax-number';
import { SubmitFoot } from '../text-field';
import { UploadField } from '../upload-field';
import { useApi } from '../use-api';
import {
  ACCOUNT_FIELD,
  checkPayout,
  type Errors,
  FILE_FIELDS,
  type FieldDef,
  type Files,
  fieldOrder,
  TEXT_FIELDS,
  type Values,
} from './payout-checks';
import { SelectInput, TextInput } from './payout-inputs';
import { po } from './payout-strings';

/** What may be shown again: never the card or identity numbers, which come back masked. */
const valuesOf = (a: YeepayAccount | null): Values => ({
  org_name: a?.org_name ?? '',
  credit_code: a?.credit_code ?? '',
  legal_person: a?.legal_person ?? '',
  legal_id_no: '',
  contact_mobile: a?.contact_mobile ?? '',
  real_name: a?.real_name ?? '',
  id_no: '',
  mobile: a?.mobile ?? '',
  bank_account: '',
  bank_code: a?.bank_code ?? '',
  province_code: a?.province_code ?? '',
  city_code: a?.city_code ?? '',
});

/** The application form: a first one, one after a rejection, or a micro account's upgrade. */
export function PayoutForm(props: {
  current: YeepayAccount | null;
  upgrade?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { current, upgrade, onDone, onCancel } = props;
  const [kind, setKind] = useState<PayoutKind>(upgrade ? 'company' : (current?.kind ?? 'micro'));
  const [values, setValues] = useState<Values>(() => valuesOf(current));
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const banks = useApi('yeepoy/bank', { page: 1, limit: 100 });
  const provinces = useApi('yeepoy/zone', {});
  const cities = useApi('yeepoy/zone', values.province_code ? { parent_code: values.province_code } : null);

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value, ...(name === 'province_code' ? { city_code: '' } : {}) }));
    if (errors[name]) setErrors((x) => ({ ...x, [name]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkPayout(kind, values, files);
    setErrors(found);
    const first = fieldOrder(kind).find((n) => found[n as keyof Errors]);
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, x.trim()])) as Values;
    const where = {
      bank_code: v.bank_code,
      bank_account: v.bank_account,
      province_code: v.province_code,
      city_code: v.city_code,
    };
    setBusy(true);
    const company = () => ({
      ...where,
      org_name: v.org_name,
      credit_code: normalizeTaxNumber(v.credit_code),
      legal_person: v.legal_person,
      legal_id_no: normalizeIdCard(v.legal_id_no),
      contact_mobile: v.contact_mobile,
      licence_id: files.licence_id!.id,
    });
    const res =
      kind === 'micro'
        ? await runAction('yeepoy_open_micro/apply', {
            ...where,
            real_name: v.real_name,
            id_no: normalizeIdCard(v.id_no),
            mobile: v.mobile,
            id_front_id: files.id_front_id!.id,
            id_back_id: files.id_back_id!.id,
          })
        : await runAction(upgrade ? 'yeepoy_open_micro/company' : 'yeepoy_open_company/apply', company());
    setBusy(false);
    if (res.ok) onDone();
  };

  const text = (f: FieldDef) => (
    <TextInput
      key={`${kind}-${f.name}`}
      def={f}
      value={values[f.name]}
      error={errors[f.name] ?? ''}
      onValue={(v) => set(f.name, v)}
    />
  );
  const select = (
    name: 'bank_code' | 'province_code' | 'city_code',
    label: string,
    empty: string,
    options: ReadonlyArray<{ code: string; name: string }>,
  ) => (
    <SelectInput
      name={name}
      label={label}
      empty={empty}
      options={options}
      value={values[name]}
      error={errors[name] ?? ''}
      onValue={(v) => set(name, v)}
    />
  );
  const optionsFailed = banks.error || provinces.error;

  return (
    <form ref={form} class="sf-au-form" noValidate onSubmit={(e) => void submit(e)}>
      {!upgrade && (
        <fieldset class="sf-po-kinds">
          <legend>{po.kind}</legend>
          {(['micro', 'company'] as const).map((k) => (
            <label key={k} class={`sf-po-kind${kind === k ? ' is-on' : ''}`}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <strong>{PAYOUT_KIND_LABELS[k]}</strong>
              <small>{k === 'company' ? po.companyHint : po.microHint}</small>
            </label>
          ))}
        </fieldset>
      )}
      {current && current.status !== 'none' && <p class="sf-po-wide sf-muted sf-po-hint">{po.reenter}</p>}
      {TEXT_FIELDS[kind].map(text)}
      {select('bank_code', po.bank, po.bankChoose, banks.data?.list ?? [])}
      {text(ACCOUNT_FIELD[kind])}
      {select('province_code', po.province, po.provinceChoose, provinces.data?.list ?? [])}
      {select('city_code', po.city, po.cityChoose, cities.data?.list ?? [])}
      {optionsFailed && (
        <p class="sf-po-wide sf-field__error" role="alert">
          {po.loadOptionsFailed}{' '}
          <button
            type="button"
            class="sf-btn sf-btn--sm"
            onClick={() => {
              banks.reload();
              provinces.reload();
            }}
          >
            {po.retry}
          </button>
        </p>
      )}
      {FILE_FIELDS[kind].map((f) => (
        <UploadField
          key={f.name}
          name={f.name}
          label={f.label}
          value={files[f.name] ?? null}
          error={errors[f.name] ?? ''}
          words={{
            choose: `${po.upload}${f.label}`,
            replace: po.reupload,
            uploading: po.uploading,
            view: po.view,
            pdf: po.uploaded,
            hint: po.uploadHint,
          }}
          onChange={(next, error) => {
            setFiles((x) => ({ ...x, [f.name]: next }));
            setErrors((x) => ({ ...x, [f.name]: error }));
          }}
        />
      ))}
      <SubmitFoot
        className="sf-po-wide sf-po-form__foot"
        busy={busy}
        label={upgrade ? po.upgradeSubmit : current?.status === 'rejected' ? po.resubmit : po.submit}
        busyLabel={po.busy}
        cancel={po.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}
