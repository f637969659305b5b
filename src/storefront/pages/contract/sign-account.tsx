import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { SignAccount, SignAccountApply } from '../../../core';
import { SIGN_ACCOUNT_STATUS_LABELS } from '../../../core/rules/order-states';
import { runAction } from '../../../core/stores/action';
import { isPhone, phoneDigits } from '../../../core/validators';
import { isCreditCode, normalizeTaxNumber } from '../../../core/validators/tax-number';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { type CompanyFieldDef, CompanyFields, useFormValues } from '../../components/text-field';
import { useApi, usePolling } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { c } from './contract-strings';

/** How often a 审核中 application asks again (an object, so a test can shorten it). */
export const poll = { ms: 5000 };

type Field = keyof SignAccountApply;
type Values = SignAccountApply;

const FIELDS: ReadonlyArray<CompanyFieldDef<Field>> = [
  { name: 'org_name', label: c.orgName, hint: c.orgNameHint, max: 100 },
  { name: 'credit_code', label: c.creditCode, hint: c.creditCodeHint, max: 18 },
  { name: 'legal_person', label: c.legalPerson, hint: '', max: 30 },
  { name: 'contact_mobile', label: c.contactMobile, hint: '', max: 11, tel: true },
];

/** The first problem of each field, '' when it is fine. */
export function checkApply(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const f of FIELDS) {
    const n = [...v[f.name].trim()].length;
    if (!n) errors[f.name] = fill(c.required, { field: f.label });
    else if (n < 2) errors[f.name] = fill(c.tooShort, { field: f.label });
  }
  if (!errors.credit_code && !isCreditCode(v.credit_code)) errors.credit_code = c.badCreditCode;
  if (!errors.contact_mobile && !isPhone(phoneDigits(v.contact_mobile))) errors.contact_mobile = c.badMobile;
  return errors;
}

/** The company an application starts from: the order's 合同甲方 when the buyer came to sign one. */
export type ApplyPrefill = Partial<Pick<SignAccount, 'org_name' | 'credit_code'>>;

function ApplyForm({
  initial,
  prefill,
  onDone,
}: {
  initial: SignAccount | null;
  prefill?: ApplyPrefill;
  onDone: () => void;
}) {
  const fields = useFormValues<Field>(() => ({
    org_name: initial?.org_name || prefill?.org_name || '',
    credit_code: initial?.credit_code || prefill?.credit_code || '',
    legal_person: initial?.legal_person ?? '',
    contact_mobile: initial?.contact_mobile ?? '',
  }));
  const { values, setErrors } = fields;
  const { run, busy } = useSubmit();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkApply(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    const res = await run(() =>
      runAction('electronic_contract_account/apply', {
        org_name: values.org_name.trim(),
        credit_code: normalizeTaxNumber(values.credit_code),
        legal_person: values.legal_person.trim(),
        contact_mobile: values.contact_mobile.trim(),
      }),
    );
    if (res?.ok) onDone();
  };

  return (
    <form ref={form} class="sf-cn-form" noValidate onSubmit={(e) => void submit(e)}>
      <CompanyFields form="cn" fields={FIELDS} state={fields} />
      <div class="sf-cn-form__foot">
        <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
          {busy ? c.busy : c.submitApply}
        </button>
      </div>
    </form>
  );
}

/** 签章账户: its state (polled while 审核中), what was submitted, and the form when needed. */
export function SignAccountBlock({
  prefill,
  onChanged,
}: {
  prefill?: ApplyPrefill;
  onChanged?: () => void;
} = {}) {
  const state = useApi('electronic_contract_account/queryApplyStatus');
  const account = state.data?.info ?? null;
  const status = account?.status ?? 'none';
  const { reload } = state;
  const [editing, setEditing] = useState(false);

  usePolling(status === 'reviewing', state, poll.ms);

  let body: ReactNode;
  if (state.loading && !state.data) body = <Skeleton rows={4} />;
  else if (state.error && !state.data) body = <LoadError message={state.error} onRetry={reload} />;
  else if (status === 'none' || (status === 'rejected' && editing)) {
    body = (
      <ApplyForm
        initial={account}
        prefill={prefill}
        onDone={() => {
          setEditing(false);
          reload();
          onChanged?.();
        }}
      />
    );
  } else {
    body = (
      <>
        {status === 'reviewing' && (
          <p class="sf-od-warn" role="status">
            {c.reviewing}
          </p>
        )}
        {status === 'rejected' && (
          <p class="sf-od-warn">
            {c.rejected}
            {account?.reason ? `（${c.reason}${account.reason}）` : ''}
          </p>
        )}
        <dl class="sf-cn-facts">
          {FIELDS.map((f) => (
            <div key={f.name}>
              <dt>{f.label}</dt>
              <dd>{account?.[f.name] || '—'}</dd>
            </div>
          ))}
        </dl>
        {status === 'rejected' && (
          <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={() => setEditing(true)}>
            {c.reapply}
          </button>
        )}
      </>
    );
  }

  return (
    <section class="sf-cn-block" aria-labelledby="cn-account">
      <h2 id="cn-account">
        {c.account}
        {state.data ? (
          <span class={`sf-cn-status sf-cn-status--${status}`}>
            {SIGN_ACCOUNT_STATUS_LABELS[status] ?? account?.status_label}
          </span>
        ) : null}
      </h2>
      <p class="sf-muted">{c.accountHint}</p>
      {body}
    </section>
  );
}
