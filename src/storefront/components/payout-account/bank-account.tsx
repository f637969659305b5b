import '../certification/auth.css';
import './payout-account.css';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ExpertBankAccountInfo } from '../../../core/api/contract/api/expert';
import { formatTime } from '../../../core/formatters/time';
import { isCertifiedHolder, PAYEE_BANK_LIMITS, PAYEE_BANK_MESSAGES } from '../../../core/rules/payee-bank';
import { runAction } from '../../../core/stores/action';
import { bankAccountDigits, isBankAccount } from '../../../core/validators';
import { fill } from '../../strings';
import { FactList } from '../fact-list';
import { SubmitFoot } from '../text-field';
import { useSubmit } from '../use-submit';
import { TextInput } from './payout-inputs';
import { bk } from './payout-strings';

type Field = 'holder_name' | 'bank_name' | 'account_no';
type Values = Record<Field, string>;

const FIELDS = [
  { name: 'holder_name', label: bk.holder, hint: bk.holderHint, max: PAYEE_BANK_LIMITS.holder_name[1] },
  { name: 'bank_name', label: bk.bank, hint: bk.bankHint, max: PAYEE_BANK_LIMITS.bank_name[1] },
  { name: 'account_no', label: bk.accountNo, hint: bk.accountHint, max: 40, numeric: true },
] as const;

/** The server's own checks, said before sending (the server says them again). */
function check(v: Values, certified: string): Partial<Values> {
  const e: Partial<Values> = {};
  const holder = v.holder_name.trim();
  if (!holder) e.holder_name = fill(bk.required, { field: bk.holder });
  else if (!isCertifiedHolder(holder, certified)) e.holder_name = PAYEE_BANK_MESSAGES.wrongHolder(certified);
  const bank = v.bank_name.trim();
  if (!bank) e.bank_name = fill(bk.required, { field: bk.bank });
  else if ([...bank].length < PAYEE_BANK_LIMITS.bank_name[0])
    e.bank_name = fill(bk.tooShort, { field: bk.bank, min: PAYEE_BANK_LIMITS.bank_name[0] });
  if (!v.account_no.trim()) e.account_no = fill(bk.required, { field: bk.accountNo });
  else if (!isBankAccount(v.account_no)) e.account_no = bk.badAccount;
  return e;
}

function BankForm(props: {
  info: ExpertBankAccountInfo;
  onSaved: (next: ExpertBankAccountInfo) => void;
  onCancel?: () => void;
}) {
  const { info, onSaved, onCancel } = props;
  const [values, setValues] = useState<Values>({
    holder_name: info.certified_name,
    bank_name: info.account?.bank_name ?? '',
    account_no: '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const { run, busy } = useSubmit();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values, info.certified_name);
    setErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
    const res = await run(() =>
      runAction('expert_bank_account/save', {
        holder_name: values.holder_name.trim(),
        bank_name: values.bank_name.trim(),
        account_no: bankAccountDigits(values.account_no),
      }),
    );
    if (res?.ok && res.data) onSaved(res.data);
  };

  return (
    <form ref={form} class="sf-au-form" noValidate onSubmit={(e) => void submit(e)}>
      {FIELDS.map((f) => (
        <TextInput
          key={f.name}
          def={f}
          value={values[f.name]}
          error={errors[f.name] ?? ''}
          onValue={(v) => {
            setValues((x) => ({ ...x, [f.name]: v }));
            if (errors[f.name]) setErrors((x) => ({ ...x, [f.name]: '' }));
          }}
        />
      ))}
      <p class="sf-po-wide sf-muted sf-po-hint">{bk.checkHint}</p>
      <SubmitFoot
        className="sf-po-wide sf-po-form__foot"
        busy={busy}
        label={bk.save}
        busyLabel={bk.busy}
        cancel={bk.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * 开户信息 where no payout provider is configured: the platform's 财务 pays each withdrawal by
 * bank transfer into the account registered here, in the expert's certified name.
 */
export function BankAccount(props: { info: ExpertBankAccountInfo; onChange: () => void }) {
  const [info, setInfo] = useState(props.info);
  useEffect(() => setInfo(props.info), [props.info]);
  const [editing, setEditing] = useState(false);
  const a = info.account;
  const saved = (next: ExpertBankAccountInfo) => {
    setInfo(next);
    setEditing(false);
    props.onChange();
  };

  let body: ReactNode;
  if (!info.certified_name)
    body = (
      <p class="sf-au-note sf-au-note--pending" role="status">
        {bk.needCert}{' '}
        <a href="/expert/auth" class="sf-link">
          {bk.goCert}
        </a>
      </p>
    );
  else if (!a || editing)
    body = <BankForm info={info} onSaved={saved} onCancel={a ? () => setEditing(false) : undefined} />;
  else
    body = (
      <>
        <p class={`sf-au-note sf-au-note--${info.waiting ? 'pending' : 'approved'}`} role="status">
          {info.waiting ? bk.waiting : bk.ready}
        </p>
        <FactList
          className="sf-au-facts"
          rows={[
            [bk.holder, a.holder_name],
            [bk.bank, a.bank_name],
            [bk.accountNo, a.account_masked],
            [bk.updatedAt, formatTime(a.updated_at) || '—'],
          ]}
        />
        <p class="sf-muted sf-po-hint">{bk.masked}</p>
        <div class="sf-po-actions">
          <button type="button" class="sf-btn" disabled={info.waiting} onClick={() => setEditing(true)}>
            {bk.change}
          </button>
        </div>
      </>
    );

  return (
    <section class="sf-po" aria-labelledby="po-head">
      <h1 id="po-head" class="sf-au__head sf-po__head">
        {bk.heading}
        <span class={`sf-au-status sf-po-status sf-au-status--${a ? 'approved' : 'none'}`}>
          {a ? bk.registered : bk.unregistered}
        </span>
      </h1>
      <p class="sf-au-note sf-au-note--plain" role="note">
        {bk.intro}
      </p>
      {body}
    </section>
  );
}
