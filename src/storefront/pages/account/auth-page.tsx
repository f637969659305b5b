import '../../components/confirm-dialog.css';
import '../../components/certification/auth.css';
import { type FormEvent, useRef, useState } from 'react';
import type { CustomerCertification } from '../../../core';
import { CERT_LIMITS, nextCertStatus } from '../../../core/rules/certification';
import { runAction } from '../../../core/stores/action';
import { isPhone, phoneDigits } from '../../../core/validators';
import { isCreditCode, normalizeTaxNumber } from '../../../core/validators/tax-number';
import { CertFormFoot, CertificationPanel } from '../../components/certification-panel';
import { FactList } from '../../components/fact-list';
import { CompanyFields, useFormValues } from '../../components/text-field';
import { type Upload, UploadField } from '../../components/upload-field';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { au } from './auth-strings';

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

const licenceWords = {
  choose: au.licenceChoose,
  replace: au.licenceReplace,
  uploading: au.licenceUploading,
  view: au.licenceView,
  pdf: au.licencePdf,
  hint: au.licenceHint,
};

/** The first problem of each field (the server's words), none when it is fine. */
export function checkCertification(v: Values, licence: Upload | null): Errors {
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
const licenceOf = (c: CustomerCertification | null): Upload | null =>
  c?.licence_id ? { id: c.licence_id, url: c.licence_url, mime: c.licence_mime } : null;

function CertForm(props: {
  current: CustomerCertification | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { current, onDone, onCancel } = props;
  const fields = useFormValues<Field, 'licence'>(() => valuesOf(current));
  const { values, errors, setErrors } = fields;
  const [licence, setLicence] = useState<Upload | null>(() => licenceOf(current));
  const { run, busy } = useSubmit();
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
    // a first application (or one after a rejection) applies; a certified company modifies
    const res = await run(() =>
      nextCertStatus(status, 'apply')
        ? runAction('user_sgs/update', payload)
        : runAction('user_sgs/modifyData', payload),
    );
    if (res?.ok) onDone();
  };

  return (
    <form ref={form} class="sf-au-form" noValidate onSubmit={(e) => void submit(e)}>
      <CompanyFields form="au" fields={FIELDS} state={fields} />
      <UploadField
        name="licence"
        label={au.licence}
        value={licence}
        error={errors.licence ?? ''}
        words={licenceWords}
        onChange={(next, error) => {
          setLicence(next);
          setErrors((x) => ({ ...x, licence: error }));
        }}
      />
      <CertFormFoot busy={busy} status={status} words={au} onCancel={onCancel} />
    </form>
  );
}

function Facts({ cert }: { cert: CustomerCertification }) {
  const licence = licenceOf(cert);
  return (
    <FactList className="sf-au-facts" rows={FIELDS.map((f) => [f.label, cert[f.name]] as const)} empty="—">
      {licence && (
        <div class="sf-au-facts__wide">
          <dt>{au.licence}</dt>
          <dd>
            {licence.mime.startsWith('image/') ? (
              <a href={licence.url} target="_blank" rel="noopener" title={au.licenceView}>
                <img class="sf-upload__img" src={licence.url} alt={au.licence} />
              </a>
            ) : (
              <a href={licence.url} target="_blank" rel="noopener">
                {au.licencePdf} · {au.licenceView}
              </a>
            )}
          </dd>
        </div>
      )}
    </FactList>
  );
}

/** 客户认证 (/home/auth): the company's certification, its state, and the form when it may change. */
export default function AuthPage() {
  return (
    <CertificationPanel
      state={useApi('user_sgs/info')}
      headId="au-head"
      words={au}
      facts={(cert) => <Facts cert={cert} />}
      form={(current, onDone, onCancel) => <CertForm current={current} onDone={onDone} onCancel={onCancel} />}
    />
  );
}
