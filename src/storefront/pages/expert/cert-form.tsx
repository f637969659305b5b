import '../../components/confirm-dialog.css';
import { type FormEvent, useRef, useState } from 'react';
import type { ExpertCertificate, ExpertCertification } from '../../../core';
import { EXPERT_CERT_LIMITS as L } from '../../../core/rules/expert';
import { runAction } from '../../../core/stores/action';
import { isIdCard, normalizeIdCard } from '../../../core/validators/id-card';
import { CertFormFoot } from '../../components/certification-panel';
import { LoadError } from '../../components/empty-state';
import { TextField } from '../../components/text-field';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { CertificateUpload } from './certificate-upload';
import { x } from './expert-strings';

type Text = 'real_name' | 'id_no' | 'title' | 'organization';
type Values = Record<Text, string>;
type Errors = Partial<Record<Text | 'fields' | 'certificates', string>>;

const TEXTS: ReadonlyArray<{ name: Text; label: string; hint?: string; limits?: readonly [number, number] }> =
  [
    { name: 'real_name', label: x.realName, limits: L.real_name },
    { name: 'id_no', label: x.idNo, hint: x.idNoHint },
    { name: 'title', label: x.title, hint: x.titleHint, limits: L.title },
    { name: 'organization', label: x.organization, limits: L.organization },
  ];

/** The first problem of each field, in the server's words; none when all is fine. */
export function checkExpertCert(v: Values, fields: readonly number[], certs: readonly unknown[]): Errors {
  const errors: Errors = {};
  for (const f of TEXTS) {
    const n = [...v[f.name].trim()].length;
    if (!n) errors[f.name] = fill(x.required, { field: f.label });
    else if (f.limits && n < f.limits[0])
      errors[f.name] = fill(x.tooShort, { field: f.label, min: String(f.limits[0]) });
  }
  if (!errors.id_no && !isIdCard(v.id_no)) errors.id_no = x.badIdNo;
  if (!fields.length) errors.fields = x.needFields;
  else if (fields.length > L.fields[1]) errors.fields = fill(x.tooManyFields, { max: String(L.fields[1]) });
  if (!certs.length) errors.certificates = x.needCertificates;
  return errors;
}

export function CertForm({
  current,
  onDone,
  onCancel,
}: {
  current: ExpertCertification | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const categories = useApi('goods_category/get', { page: 1, limit: 50 });
  // the ID number is never answered in full: it is typed again on every application
  const [values, setValues] = useState<Values>({
    real_name: current?.real_name ?? '',
    id_no: '',
    title: current?.title ?? '',
    organization: current?.organization ?? '',
  });
  const [fields, setFields] = useState<number[]>(current?.field_ids ?? []);
  const [certs, setCerts] = useState<ExpertCertificate[]>(current?.certificates ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const { run, busy } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const status = current?.status ?? 'none';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkExpertCert(values, fields, certs);
    setErrors(found);
    const first =
      TEXTS.find((f) => found[f.name])?.name ??
      (found.fields ? 'field_ids' : found.certificates ? 'certificates' : '');
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const res = await run(() =>
      runAction('expert_sgs/update', {
        real_name: values.real_name.trim(),
        id_no: normalizeIdCard(values.id_no),
        title: values.title.trim(),
        organization: values.organization.trim(),
        field_ids: fields,
        certificate_ids: certs.map((c) => c.id),
      }),
    );
    if (res?.ok) onDone();
  };

  return (
    <form ref={form} class="sf-au-form" noValidate onSubmit={(e) => void submit(e)}>
      {TEXTS.map((f) => (
        <TextField
          key={f.name}
          form="ex"
          name={f.name}
          label={f.label}
          value={values[f.name]}
          error={errors[f.name] ?? ''}
          max={f.name === 'id_no' ? 18 : (f.limits?.[1] ?? 100)}
          hint={f.hint}
          autoComplete={f.name === 'real_name' ? 'name' : f.name === 'organization' ? 'organization' : 'off'}
          describedBy={f.name === 'id_no' && current?.id_no ? 'ex-id-keep' : undefined}
          onValue={(raw) => {
            setValues((v) => ({ ...v, [f.name]: f.name === 'id_no' ? raw.toUpperCase() : raw }));
            if (errors[f.name]) setErrors((er) => ({ ...er, [f.name]: '' }));
          }}
        >
          {f.name === 'id_no' && current?.id_no && (
            <span id="ex-id-keep" class="sf-muted sf-ex-hint">
              {fill(x.idNoKeep, { masked: current.id_no })}
            </span>
          )}
        </TextField>
      ))}
      <fieldset
        class="sf-field sf-ex-fields"
        aria-describedby={errors.fields ? 'ex-fields-error' : 'ex-fields-hint'}
      >
        <legend>{x.fields}</legend>
        {categories.error ? (
          <LoadError message={categories.error} onRetry={categories.reload} />
        ) : (
          <div class="sf-ex-fields__list">
            {(categories.data?.list ?? []).map((c) => (
              <label key={c.id} class={`sf-ex-chip${fields.includes(c.id) ? ' is-on' : ''}`}>
                <input
                  type="checkbox"
                  name="field_ids"
                  checked={fields.includes(c.id)}
                  onChange={() => {
                    setFields((fs) => (fs.includes(c.id) ? fs.filter((id) => id !== c.id) : [...fs, c.id]));
                    setErrors((er) => ({ ...er, fields: '' }));
                  }}
                />
                {c.name}
              </label>
            ))}
          </div>
        )}
        {errors.fields ? (
          <span id="ex-fields-error" class="sf-field__error">
            {errors.fields}
          </span>
        ) : (
          <span id="ex-fields-hint" class="sf-muted sf-ex-hint">
            {fill(x.fieldsHint, { max: String(L.fields[1]) })}
          </span>
        )}
      </fieldset>
      <CertificateUpload
        value={certs}
        max={L.certificates[1]}
        error={errors.certificates ?? ''}
        onChange={(next, error) => {
          setCerts(next);
          setErrors((er) => ({ ...er, certificates: error }));
        }}
      />
      <CertFormFoot busy={busy} status={status} words={x} onCancel={onCancel} />
    </form>
  );
}
