import '../../components/sheet.css';
import './account-forms.css';
import { useState } from 'react';
import type { BuyerCompany } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { isPhone, phoneDigits } from '../../../core/validators';
import { isCreditCode, normalizeTaxNumber } from '../../../core/validators/tax-number';
import { AccountList } from '../../components/account-list/account-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { sm } from './shoper-strings';

/** The server keeps at most this many per buyer; the page asks for all of them. */
const MAX = 20;

type Field = 'org_name' | 'credit_code' | 'contact_name' | 'contact_mobile';
type Values = Record<Field, string>;
const FIELDS: ReadonlyArray<{ name: Field; label: string; max: number }> = [
  { name: 'org_name', label: sm.orgName, max: 100 },
  { name: 'credit_code', label: sm.creditCode, max: 18 },
  { name: 'contact_name', label: sm.contactName, max: 30 },
  { name: 'contact_mobile', label: sm.contactMobile, max: 11 },
];

/** The first problem of each field, in the server's words. */
export function checkCompany(v: Values): Partial<Values> {
  const e: Partial<Values> = {};
  for (const f of FIELDS) {
    const n = [...v[f.name].trim()].length;
    if (!n) e[f.name] = fill(sm.required, { field: f.label });
    else if (n < 2) e[f.name] = fill(sm.tooShort, { field: f.label });
  }
  if (!e.credit_code && !isCreditCode(v.credit_code)) e.credit_code = sm.badCreditCode;
  if (!e.contact_mobile && !isPhone(phoneDigits(v.contact_mobile))) e.contact_mobile = sm.badMobile;
  return e;
}

function CompanyDialog({
  row,
  onSaved,
  onClose,
}: {
  row: BuyerCompany | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>({
    org_name: row?.org_name ?? '',
    credit_code: row?.credit_code ?? '',
    contact_name: row?.contact_name ?? '',
    contact_mobile: row?.contact_mobile ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const { run, busy } = useSubmit();

  const submit = async () => {
    const found = checkCompany(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) return document.getElementById(`sm-${first.name}`)?.focus();
    const res = await run(() =>
      runAction('user_merchant/edit', {
        id: row?.id ?? null,
        org_name: values.org_name.trim(),
        credit_code: normalizeTaxNumber(values.credit_code),
        contact_name: values.contact_name.trim(),
        contact_mobile: values.contact_mobile.trim(),
      }),
    );
    if (res?.ok) onSaved();
  };

  return (
    <ConfirmDialog
      open
      title={row ? sm.editTitle : sm.addTitle}
      busy={busy}
      confirmText={sm.save}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div class="sf-af-grid">
        {FIELDS.map((f) => (
          <label key={f.name} class="sf-field">
            <span>{f.label}</span>
            <input
              id={`sm-${f.name}`}
              name={f.name}
              value={values[f.name]}
              maxLength={f.max}
              inputMode={f.name === 'contact_mobile' ? 'numeric' : undefined}
              aria-invalid={errors[f.name] ? 'true' : undefined}
              aria-describedby={errors[f.name] ? `sm-${f.name}-error` : undefined}
              onInput={(e) => {
                const raw = (e.target as HTMLInputElement).value;
                setValues((v) => ({ ...v, [f.name]: f.name === 'credit_code' ? raw.toUpperCase() : raw }));
                if (errors[f.name]) setErrors((x) => ({ ...x, [f.name]: '' }));
              }}
            />
            {errors[f.name] && (
              <span id={`sm-${f.name}-error`} class="sf-field__error">
                {errors[f.name]}
              </span>
            )}
          </label>
        ))}
      </div>
    </ConfirmDialog>
  );
}

/** 商户管理 (/home/shopermanage): the companies the buyer orders for, one of them the default. */
export default function ShoperManagePage() {
  return (
    <div class="sf-sheet sf-af-page">
      <AccountList
        list="user_merchant/get"
        max={MAX}
        words={sm}
        card={(x) => ({
          head: <b>{x.org_name}</b>,
          body: (
            <>
              <p class="sf-af-card__region">
                {sm.creditCode}：{x.credit_code}
              </p>
              <p class="sf-af-card__detail">
                {sm.contactName}：{x.contact_name} {x.contact_mobile}
              </p>
            </>
          ),
        })}
        form={({ row, onSaved, onClose }) => <CompanyDialog row={row} onSaved={onSaved} onClose={onClose} />}
        setDefault={{ id: 'user_merchant/setDefault', params: (x) => ({ id: x.id }), done: sm.defaultSet }}
        remove={{ id: 'user_merchant/delete', params: (x) => ({ id: x.id }), done: sm.deleted }}
        deleteAsk={(x) => (
          <>
            {fill(sm.deleteAsk, { name: x.org_name })}
            {x.is_default && <span class="sf-af-note">{sm.deleteDefaultNote}</span>}
          </>
        )}
      />
    </div>
  );
}
