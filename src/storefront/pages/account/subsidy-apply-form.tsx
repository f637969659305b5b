import { useState } from 'react';
import type { SubsidyApplication } from '../../../core';
import { SUBSIDY_APPLY_LIMITS } from '../../../core/rules/subsidy-apply';
import { runAction } from '../../../core/stores/action';
import { isPhone, phoneDigits } from '../../../core/validators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { UploadButton } from '../../components/upload-field';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { sa } from './subsidy-apply-strings';

interface Doc {
  id: number;
  url: string;
  name: string;
}
type Field = 'company_name' | 'contact' | 'mobile' | 'remark';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'subsidy' | 'order' | `doc${number}`, string>>;

const FIELDS: ReadonlyArray<{ name: Field; label: string; max: number }> = [
  { name: 'company_name', label: sa.company, max: SUBSIDY_APPLY_LIMITS.company_name[1] },
  { name: 'contact', label: sa.contact, max: SUBSIDY_APPLY_LIMITS.contact[1] },
  { name: 'mobile', label: sa.mobile, max: 11 },
  { name: 'remark', label: sa.remark, max: SUBSIDY_APPLY_LIMITS.remark[1] },
];

/** The first problem of each field, in the server's words. */
export function checkApply(v: Values, docs: Array<Doc | null>, names: string[]): Errors {
  const e: Errors = {};
  for (const f of FIELDS.slice(0, 2)) {
    const n = [...v[f.name].trim()].length;
    if (!n) e[f.name] = fill(sa.required, { field: f.label });
    else if (n < 2) e[f.name] = fill(sa.tooShort, { field: f.label });
  }
  if (!isPhone(phoneDigits(v.mobile)))
    e.mobile = v.mobile.trim() ? sa.badMobile : fill(sa.required, { field: sa.mobile });
  names.forEach((name, i) => {
    if (!docs[i]) e[`doc${i}`] = fill(sa.needDocument, { name });
  });
  return e;
}

function DocField({
  index,
  name,
  value,
  error,
  onChange,
}: {
  index: number;
  name: string;
  value: Doc | null;
  error: string;
  onChange: (doc: Doc | null, error: string) => void;
}) {
  const id = `sa-doc${index}`;
  return (
    <div class="sf-field sf-sa-doc">
      <span id={`${id}-label`}>{name}</span>
      <div class="sf-sa-doc__box">
        {value && (
          <a class="sf-sa-doc__file" href={value.url} target="_blank" rel="noopener">
            {value.name || sa.view}
          </a>
        )}
        <UploadButton
          id={id}
          name={`doc${index}`}
          text={value ? sa.replace : sa.choose}
          busyText={sa.uploading}
          error={error}
          onUpload={(up, file) =>
            typeof up === 'string'
              ? onChange(value, up)
              : onChange({ id: up.id, url: up.url, name: up.name || file.name }, '')
          }
        />
      </div>
      {error && (
        <span id={`${id}-error`} class="sf-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The apply dialog (new) or the edit dialog (an application 审核中 or 已驳回). */
export function ApplyDialog({
  row,
  subsidyId,
  onSaved,
  onClose,
}: {
  row: SubsidyApplication | null;
  subsidyId: number | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const programmes = useApi('subsidy/get', row ? null : { status: 'active', page: 1, limit: 100 });
  const orders = useApi('order/get', row ? null : { status: 'completed', page: 1, limit: 100 });
  const [subsidy, setSubsidy] = useState(row?.subsidy_id ?? subsidyId ?? 0);
  const [order, setOrder] = useState(row?.order_id ?? 0);
  const [values, setValues] = useState<Values>({
    company_name: row?.company_name ?? '',
    contact: row?.contact ?? '',
    mobile: row?.mobile ?? '',
    remark: row?.remark ?? '',
  });
  const [docs, setDocs] = useState<Array<Doc | null>>(
    () => row?.documents.map((d) => ({ id: d.attachment_id, url: d.url, name: d.file_name })) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const { run, busy } = useSubmit();
  const programme = programmes.data?.list.find((p) => p.id === subsidy);
  const names = row ? row.documents.map((d) => d.name) : (programme?.documents ?? []);

  const submit = async () => {
    const found = checkApply(values, docs, names);
    if (!row && !programme) found.subsidy = sa.needProgramme;
    if (!row && !order) found.order = sa.needOrder;
    setErrors(found);
    const first = Object.keys(found).find((k) => found[k as keyof Errors]);
    if (first) return document.querySelector<HTMLElement>(`.sf-sa-form [name="${first}"]`)?.focus();
    const fields = {
      company_name: values.company_name.trim(),
      contact: values.contact.trim(),
      mobile: values.mobile.trim(),
      remark: values.remark.trim(),
      attachment_ids: docs.map((d) => d!.id),
    };
    const res = await run(async () =>
      row
        ? await runAction('subsidy_user_apply/edit', { id: row.id, ...fields })
        : await runAction('subsidy_user_apply/add', { subsidy_id: subsidy, order_id: order, ...fields }),
    );
    if (res?.ok) onSaved();
  };

  const pick = (
    label: string,
    name: 'subsidy' | 'order',
    value: number,
    set: (n: number) => void,
    options: Array<[number, string]>,
    none: string,
    loading: boolean,
  ) => (
    <label class="sf-field sf-sa-form__wide">
      <span>{label}</span>
      <select
        name={name}
        value={String(value)}
        aria-invalid={errors[name] ? 'true' : undefined}
        onChange={(e) => {
          set(Number((e.target as HTMLSelectElement).value));
          if (name === 'subsidy') setDocs([]);
          setErrors((x) => ({ ...x, [name]: '' }));
        }}
      >
        <option value="0">
          {loading
            ? sa.loadingOptions
            : options.length
              ? `${label === sa.programme ? sa.programmePick : sa.orderPick}`
              : none}
        </option>
        {options.map(([id, text]) => (
          <option key={id} value={String(id)}>
            {text}
          </option>
        ))}
      </select>
      {errors[name] && <span class="sf-field__error">{errors[name]}</span>}
    </label>
  );

  return (
    <ConfirmDialog
      open
      size="wide"
      title={row ? sa.editTitle : sa.addTitle}
      busy={busy}
      confirmText={sa.submit}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div class="sf-af-grid sf-sa-form">
        {row ? (
          <p class="sf-sa-form__wide sf-sa-form__fixed">
            {row.subsidy_title} · {sa.order} {row.order_no}
          </p>
        ) : (
          <>
            {pick(
              sa.programme,
              'subsidy',
              subsidy,
              setSubsidy,
              (programmes.data?.list ?? []).map((p) => [p.id, p.title]),
              sa.programmeNone,
              programmes.loading,
            )}
            {programme && (
              <p class="sf-sa-form__wide sf-muted">
                {fill(sa.rule, { rate: String(programme.rate), cap: String(programme.cap) })}
              </p>
            )}
            {pick(
              sa.order,
              'order',
              order,
              setOrder,
              (orders.data?.list ?? []).map((o) => [
                o.id,
                `${o.order_no} · ${o.items[0]?.name ?? o.merchant_name} · ¥${o.pay_amount.toFixed(2)}`,
              ]),
              sa.orderNone,
              orders.loading,
            )}
          </>
        )}
        {FIELDS.map((f) => (
          <label key={f.name} class={`sf-field${f.name === 'remark' ? ' sf-sa-form__wide' : ''}`}>
            <span>{f.label}</span>
            <input
              name={f.name}
              value={values[f.name]}
              maxLength={f.max}
              inputMode={f.name === 'mobile' ? 'numeric' : undefined}
              aria-invalid={errors[f.name] ? 'true' : undefined}
              onInput={(e) => {
                const raw = (e.target as HTMLInputElement).value;
                setValues((v) => ({ ...v, [f.name]: raw }));
                if (errors[f.name]) setErrors((x) => ({ ...x, [f.name]: '' }));
              }}
            />
            {errors[f.name] && <span class="sf-field__error">{errors[f.name]}</span>}
          </label>
        ))}
        {names.length > 0 && (
          <p class="sf-sa-form__wide sf-muted">
            {sa.documents}：{sa.fileHint}
          </p>
        )}
        {names.map((name, i) => (
          <DocField
            key={`${subsidy}-${name}`}
            index={i}
            name={name}
            value={docs[i] ?? null}
            error={errors[`doc${i}`] ?? ''}
            onChange={(doc, error) => {
              setDocs((d) => names.map((_, j) => (j === i ? doc : (d[j] ?? null))));
              setErrors((x) => ({ ...x, [`doc${i}`]: error }));
            }}
          />
        ))}
      </div>
    </ConfirmDialog>
  );
}
