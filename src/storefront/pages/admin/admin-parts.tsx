import '../../components/confirm-dialog.css';
import '../merchant/merchant.css';
import './admin.css';
import { type ReactNode, useState } from 'react';
import { api, isApiError, t } from '../../../core';
import { formatTime } from '../../../core/formatters/time';

/** A refusal's own message (the server says it in Chinese), else the network's. */
export const errorText = (err: unknown): string => (isApiError(err) ? err.message : t('error.network'));

/** A time to the minute in Beijing time (formatTime's zone), '—' when there is none. */
export const minuteTime = (iso: string): string => formatTime(iso).slice(0, 16) || '—';

/** One labelled input of a console form (the storefront's .sf-field look). */
export function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control arrives as children, inside the label
    <label class="sf-field">
      <span>{label}</span>
      {children}
      {hint && <small class="mc-hint">{hint}</small>}
    </label>
  );
}

/** The state tag of the merchant centre, coloured by the state's name. */
export const Tag = ({ state, label }: { state: string; label: string }) => (
  <span
    class={`mc-state is-${state === 'approved' || state === 'published' || state === 'active' ? 'open' : state}`}
  >
    {label}
  </span>
);

/** The value of an input or select from its event (Preact's currentTarget). */
export const inputValue = (e: Event): string => (e.currentTarget as HTMLInputElement).value;

/**
 * A console list's filters: its selects (children), a keyword box and 查询. The keyword is kept
 * while typed and applied on submit, trimmed.
 */
export function FilterForm({
  label,
  placeholder,
  maxLength = 50,
  initial = '',
  onSearch,
  children,
}: {
  label: string;
  placeholder: string;
  maxLength?: number;
  initial?: string;
  onSearch: (keyword: string) => void;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState(initial);
  return (
    <form
      class="ad-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      {children}
      <Field label={label}>
        <input
          value={typed}
          maxLength={maxLength}
          placeholder={placeholder}
          onInput={(e) => setTyped(inputValue(e))}
        />
      </Field>
      <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm">
        查询
      </button>
    </form>
  );
}

/**
 * A carousel's or banner's picture: chosen and uploaded at once (operator_upload/image, public
 * under /files/public/:id), previewed; the address can also be typed (a site path).
 */
export function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const choose = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('请选择 JPG、PNG 或 WebP 图片');
    setBusy(true);
    setError('');
    try {
      onChange((await api.call('operator_upload/image', { file })).url);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <div class="sf-field ad-image">
      <span>{label}</span>
      {value && <img class="ad-image__preview" src={value} alt={label} />}
      <div class="ad-image__row">
        <label class="sf-btn sf-btn--ghost sf-btn--sm">
          {busy ? '上传中…' : value ? '更换图片' : '上传图片'}
          <input type="file" accept="image/png,image/jpeg,image/webp" class="sf-sr" onChange={choose} />
        </label>
        <input
          aria-label={`${label}地址`}
          value={value}
          maxLength={300}
          placeholder="或填写图片地址，如 /images/carousel/1.svg"
          onInput={(e) => onChange(inputValue(e))}
        />
      </div>
      {error ? (
        <small class="mc-error" role="alert">
          {error}
        </small>
      ) : (
        <small class="mc-hint">JPG、PNG 或 WebP，建议宽 1200 像素以上</small>
      )}
    </div>
  );
}

const Cancel = ({ busy, onClose }: { busy?: boolean; onClose: () => void }) => (
  <button type="button" class="sf-btn sf-btn--ghost" onClick={onClose} disabled={busy}>
    取消
  </button>
);

/** A console dialog's footer: 取消 and one primary action (保存 unless named), both off while busy. */
export function SaveFooter({
  busy,
  onClose,
  onSave,
  label = '保存',
  disabled,
}: {
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <Cancel busy={busy} onClose={onClose} />
      <button type="button" class="sf-btn sf-btn--primary" onClick={onSave} disabled={busy || disabled}>
        {label}
      </button>
    </>
  );
}

/**
 * The footer of a publishable item's dialog: 取消, 保存草稿 (保存修改 once published, which keeps
 * it published) and, until it is published, 保存并发布.
 */
export function PublishFooter({
  published,
  busy,
  onClose,
  onSave,
}: {
  published: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (publish: boolean) => void;
}) {
  return (
    <>
      <Cancel busy={busy} onClose={onClose} />
      <button type="button" class="sf-btn sf-btn--ghost" onClick={() => onSave(false)} disabled={busy}>
        {published ? '保存修改' : '保存草稿'}
      </button>
      {!published && (
        <button type="button" class="sf-btn sf-btn--primary" onClick={() => onSave(true)} disabled={busy}>
          保存并发布
        </button>
      )}
    </>
  );
}

/** One column of a ListTable: its head (also the cell's label in the narrow, card-like layout). */
export interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  num?: boolean;
}

/**
 * A console list: the first column is the row's name (unlabelled in the narrow layout), the
 * others are labelled by their heads, and 操作 holds the row's buttons.
 */
export function ListTable<T extends { id: number | string }>({
  rows,
  columns,
  ops,
  rowClass,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  ops: (row: T) => ReactNode;
  rowClass?: (row: T) => string | undefined;
}) {
  return (
    <table class="mc-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head} class={c.num ? 'mc-num' : undefined}>
              {c.head}
            </th>
          ))}
          <th>操作</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} class={rowClass?.(row)}>
            {columns.map((c, i) => (
              <td key={c.head} data-label={i ? c.head : undefined} class={c.num ? 'mc-num' : undefined}>
                {c.cell(row)}
              </td>
            ))}
            <td class="mc-ops">{ops(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
