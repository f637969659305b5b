import '../../components/confirm-dialog.css';
import './auth.css';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type CustomerCertification, isPhone, phoneDigits } from '../../../core';
import { CERT_LIMITS, CERT_STATUS_LABELS, nextCertStatus } from '../../../core/rules/certification';
import { runAction } from '../../../core/stores/action';
import { isCreditCode, normalizeTaxNumber } from '../../../core/validators/tax-number';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { au } from './auth-strings';
import { type Licence, LicenceUpload } from './licence-upload';

/** How often a 审核中 certification asks again (an object, so a test can shorten it). */
export const poll = { ms: 4000 };

type Field = 'org_name' | 'credit_code' | 'legal_person' | 'contact_name' | 'contact_mobile' | 'address';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'licence', string>>;

const FIELDS: ReadonlyArray<{
  name: Field;
  label: string;
  hint?: string;
  min: number;
  max: number;
  tel?: boolean;
}> = [
  { name: 'org_name', label: au.orgName, hint: au.orgNameHint, min: CERT_LIMITS.org_name[0], max: 100 },
  { name: 'credit_code', label: au.creditCode, hint: au.creditCodeHint, min: 18, max: 18 },
  { name: 'legal_person', label: au.legalPerson, min: CERT_LIMITS.legal_person[0], max: 30 },
  { name: 'address', label: au.address, hint: au.addressHint, min: CERT_LIMITS.address[0], max: 120 },
  { name: 'contact_name', label: au.contactName, min: CERT_LIMITS.contact_name[0], max: 30 },
  { name: 'contact_mobile', label: au.contactMobile, min: 11, max: 11, tel: true },
];

/** The first problem of each field (the server's words), none when it is fine. */
export function checkCertification(v: Values, licence: Licence | null): Errors {
  const errors: Errors = {};
  for (const f of FIELDS) {
    const n = [...v[f.name].trim()].length;
    if (!n) errors[f.name] = fill(au.required, { field: f.label });
    else if (n < f.min && !f.tel && f.name !== 'credit_code')
      errors[f.name] = fill(au.tooShort, { field: f.label, min: String(f.min) });
  }
  if (!errors.credit_code && !isCreditCode(v.credit_code)) errors.credit_code = au.badCreditCode;
  if (!errors.contact_mobile && !isPhone(phoneDigits(v.contact_mobile))) errors.contact_mobile = au.badMobile;
  if (!licence) errors.licence = au.needLicence;
  return errors;
}

const valuesOf = (c: CustomerCertification | null): Values => ({
  org_name: c?.org_name ?? '',
  credit_code: c?.credit_code ?? '',
  legal_person: c?.legal_person ?? '',
  contact_name: c?.contact_name ?? '',
  contact_mobile: c?.contact_mobile ?? '',
  address: c?.address ?? '',
});
const licenceOf = (c: CustomerCertification | null): Licence | null =>
  c?.licence_id ? { id: c.licence_id, url: c.licence_url, mime: c.licence_mime } : null;

function CertForm(props: {
  current: CustomerCertification | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { current, onDone, onCancel } = props;
  const [values, setValues] = useState<Values>(() => valuesOf(current));
  const [licence, setLicence] = useState<Licence | null>(() => licenceOf(current));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = current?.status ?? 'none';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkCertification(values, licence);
    setErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first || found.licence) {
      form.current
        ?.querySelector<HTMLInputElement>(first ? `[name="${first.name}"]` : '[name="licence"]')
        ?.focus();
      return;
    }
    const payload = {
      ...Object.fromEntries(FIELDS.map((f) => [f.name, values[f.name].trim()])),
      credit_code: normalizeTaxNumber(values.credit_code),
      licence_id: licence!.id,
    } as Values & { licence_id: number };
    setBusy(true);
    // a first application (or one after a rejection) applies; a certified company modifies
    const res = nextCertStatus(status, 'apply')
      ? await runAction('user_sgs/update', payload)
      : await runAction('user_sgs/modifyData', payload);
    setBusy(false);
    if (res.ok) onDone();
  };

  return (
    <form ref={form} class="sf-au-form" noValidate onSubmit={(e) => void submit(e)}>
      {FIELDS.map((f) => (
        <label key={f.name} class="sf-field">
          <span>{f.label}</span>
          <input
            name={f.name}
            value={values[f.name]}
            maxLength={f.max}
            inputMode={f.tel ? 'numeric' : undefined}
            autoComplete={f.tel ? 'tel' : f.name === 'org_name' ? 'organization' : 'off'}
            placeholder={f.hint}
            aria-invalid={errors[f.name] ? 'true' : undefined}
            aria-describedby={errors[f.name] ? `au-${f.name}-error` : undefined}
            onInput={(e) => {
              const raw = (e.target as HTMLInputElement).value;
              setValues((v) => ({ ...v, [f.name]: f.name === 'credit_code' ? raw.toUpperCase() : raw }));
              if (errors[f.name]) setErrors((x) => ({ ...x, [f.name]: '' }));
            }}
          />
          {errors[f.name] && (
            <span id={`au-${f.name}-error`} class="sf-field__error">
              {errors[f.name]}
            </span>
          )}
        </label>
      ))}
      <LicenceUpload
        value={licence}
        error={errors.licence ?? ''}
        onChange={(next, error) => {
          setLicence(next);
          setErrors((x) => ({ ...x, licence: error }));
        }}
      />
      <div class="sf-au-form__foot">
        <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
          {busy ? au.busy : status === 'none' ? au.submit : au.resubmit}
        </button>
        {onCancel && (
          <button type="button" class="sf-btn" onClick={onCancel}>
            {au.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

function Facts({ cert }: { cert: CustomerCertification }) {
  const licence = licenceOf(cert);
  return (
    <dl class="sf-au-facts">
      {FIELDS.map((f) => (
        <div key={f.name}>
          <dt>{f.label}</dt>
          <dd>{cert[f.name] || '—'}</dd>
        </div>
      ))}
      {licence && (
        <div class="sf-au-facts__wide">
          <dt>{au.licence}</dt>
          <dd>
            {licence.mime.startsWith('image/') ? (
              <a href={licence.url} target="_blank" rel="noopener" title={au.licenceView}>
                <img class="sf-au-licence__img" src={licence.url} alt={au.licence} />
              </a>
            ) : (
              <a href={licence.url} target="_blank" rel="noopener">
                {au.licencePdf} · {au.licenceView}
              </a>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** 客户认证 (/home/auth): the company's certification, its state, and the form when it may change. */
export default function AuthPage() {
  const state = useApi('user_sgs/info');
  const cert = state.data?.info ?? null;
  const status = cert?.status ?? 'none';
  const { reload } = state;
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(reload, poll.ms);
    return () => clearInterval(timer);
  }, [status, reload]);

  let body: ReactNode;
  if (state.loading && !state.data) body = <Skeleton rows={6} />;
  else if (state.error && !state.data) body = <LoadError message={state.error} onRetry={reload} />;
  else if (status === 'none' || editing) {
    body = (
      <CertForm
        current={cert}
        onDone={() => {
          setEditing(false);
          reload();
        }}
        onCancel={status === 'none' ? undefined : () => setEditing(false)}
      />
    );
  } else if (cert) {
    body = (
      <>
        {status === 'pending' && (
          <p class="sf-au-note sf-au-note--pending" role="status">
            {au.pending}
          </p>
        )}
        {status === 'approved' && <p class="sf-au-note sf-au-note--approved">{au.approved}</p>}
        {status === 'rejected' && (
          <p class="sf-au-note sf-au-note--rejected" role="alert">
            {fill(au.rejected, { reason: cert.reason })}
          </p>
        )}
        <Facts cert={cert} />
        {nextCertStatus(status, 'modify') && (
          <button type="button" class="sf-btn sf-btn--primary" onClick={() => setEditing(true)}>
            {status === 'rejected' ? au.resubmit : au.modify}
          </button>
        )}
      </>
    );
  }

  return (
    <section class="sf-au" aria-labelledby="au-head">
      <h1 id="au-head" class="sf-au__head">
        {au.heading}
        {state.data && (
          <span class={`sf-au-status sf-au-status--${status}`}>{CERT_STATUS_LABELS[status]}</span>
        )}
      </h1>
      <p class="sf-muted">{au.intro}</p>
      {body}
    </section>
  );
}
