import './account-forms.css';
import { useId, useState } from 'react';
import { INVOICE_TITLE_LIMITS, type InvoiceTitle } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSubmit } from '../../components/use-submit';
import {
  checkTitleForm,
  EMPTY_TITLE,
  LABELS,
  SPECIAL_FIELDS,
  type TitleErrors,
  type TitleField,
  type TitleForm,
} from './invoice-checks';
import { v } from './invoice-strings';

const HINTS: Partial<Record<TitleField, string>> = {
  title: v.titleHint,
  tax_no: v.taxNoHint,
  email: v.emailHint,
};
/** What a field takes as typed: the limits, with room for the spaces people type in numbers. */
const MAX: Record<TitleField, number> = {
  title: INVOICE_TITLE_LIMITS.title[1],
  tax_no: 24,
  bank_name: INVOICE_TITLE_LIMITS.bank_name[1],
  bank_account: 40,
  reg_address: INVOICE_TITLE_LIMITS.reg_address[1],
  reg_phone: 20,
  email: INVOICE_TITLE_LIMITS.email[1],
};

const MODES: Partial<Record<TitleField, 'numeric' | 'tel' | 'email'>> = {
  bank_account: 'numeric',
  reg_phone: 'tel',
  email: 'email',
};

/** The form of a saved title: its fields only (not its id or default flag). */
const formOf = ({ id: _id, is_default: _default, ...fields }: InvoiceTitle): TitleForm => fields;

export interface TitleDialogProps {
  title: InvoiceTitle | null;
  onSaved: () => void;
  onClose: () => void;
}

/** 新增 / 编辑发票抬头: the type decides the fields; each is checked as the server checks it. */
export function TitleDialog({ title, onSaved, onClose }: TitleDialogProps) {
  const [form, setForm] = useState<TitleForm>(() => (title ? formOf(title) : EMPTY_TITLE));
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<TitleErrors>({});
  const [tried, setTried] = useState(false);
  const { run, busy } = useSubmit();
  const id = useId();
  const set = (patch: Partial<TitleForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(checkTitleForm(next));
  };

  const submit = async () => {
    const found = checkTitleForm(form);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length) {
      // once the errors are rendered: the first field to mend takes the focus
      setTimeout(() => document.querySelector<HTMLElement>('dialog[open] [aria-invalid="true"]')?.focus());
      return;
    }
    // a 普票 keeps no bank details it does not need
    const payload: TitleForm = { ...form };
    if (form.type === 1) for (const f of SPECIAL_FIELDS) payload[f] = '';
    const res = await run(() =>
      title
        ? runAction('user_invoice/edit', { ...payload, id: title.id })
        : runAction('user_invoice/add', { ...payload, is_default: makeDefault }),
    );
    if (res?.ok) onSaved();
  };

  const fields: TitleField[] = ['title', 'tax_no', ...(form.type === 2 ? SPECIAL_FIELDS : []), 'email'];

  return (
    <ConfirmDialog
      open
      size="wide"
      title={title ? v.editTitle : v.addTitle}
      busy={busy}
      confirmText={v.save}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <fieldset class="sf-af-types">
        <legend>{v.type}</legend>
        {([1, 2] as const).map((t) => (
          <label key={t}>
            <input
              type="radio"
              name={`${id}-type`}
              checked={form.type === t}
              onChange={() => set({ type: t })}
            />
            {t === 1 ? v.general : v.special}
          </label>
        ))}
      </fieldset>
      {form.type === 2 && <p class="sf-af-hint">{v.specialNote}</p>}
      <div class="sf-af-grid">
        {fields.map((f) => (
          <label class="sf-field" key={f}>
            <span>{LABELS[f]}</span>
            <input
              value={form[f]}
              placeholder={HINTS[f]}
              maxLength={MAX[f]}
              inputMode={MODES[f]}
              aria-invalid={errors[f] ? 'true' : undefined}
              aria-describedby={errors[f] ? `${id}-${f}` : undefined}
              onInput={(e) => set({ [f]: (e.target as HTMLInputElement).value })}
              onBlur={() => {
                // a mistyped tax number is worth saying at once; the rest waits for 保存
                if (f === 'tax_no' && form.tax_no.trim() && !tried)
                  setErrors((e) => ({ ...e, tax_no: checkTitleForm(form).tax_no }));
              }}
            />
            {/* said under the box: in the placeholder it would not fit a phone */}
            {f === 'tax_no' && form.type === 1 && <small class="sf-muted">{v.taxNoPersonal}</small>}
            {errors[f] && (
              <span id={`${id}-${f}`} class="sf-field__error" role="alert">
                {errors[f]}
              </span>
            )}
          </label>
        ))}
      </div>
      {!title && (
        <label class="sf-af-check">
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(e) => setMakeDefault((e.target as HTMLInputElement).checked)}
          />
          <span>{v.makeDefault}</span>
        </label>
      )}
    </ConfirmDialog>
  );
}
