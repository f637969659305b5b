import { type ReactNode, useState } from 'react';

/** The value of an input or select from its event (Preact's currentTarget). */
export const inputValue = (e: Event): string => (e.currentTarget as HTMLInputElement).value;

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

/** 开始日期 and 结束日期 of a console form, `toHint` under the end. */
export const DateRange = ({
  from,
  to,
  onFrom,
  onTo,
  toHint,
}: {
  from: string;
  to: string;
  onFrom: (e: Event) => void;
  onTo: (e: Event) => void;
  toHint?: string;
}) => (
  <>
    <Field label="开始日期">
      <input type="date" value={from} onInput={onFrom} />
    </Field>
    <Field label="结束日期" hint={toHint}>
      <input type="date" value={to} onInput={onTo} />
    </Field>
  </>
);

/**
 * A labelled select whose first option is 全部 (the value ''), then `options` as
 * `[value, label]` pairs; `all` names the first option when 全部 alone is not enough.
 */
export function SelectAll<V extends string>({
  label,
  value,
  options,
  onChange,
  all = '全部',
}: {
  label: string;
  value: V | '';
  options: readonly (readonly [V, string])[];
  onChange: (value: V | '') => void;
  all?: string;
}) {
  return (
    <Field label={label}>
      <select value={value} onChange={(e) => onChange(inputValue(e) as V | '')}>
        <option value="">{all}</option>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
}

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

/** A console card's head: its title (the section's label, `id`) and the action beside it. */
export function CardHead({ id, title, children }: { id?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div class="mc-card__head">
      <h1 id={id} class="mc-title">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A console card that only says something under its title: loading, a refusal, nothing there. */
export const MessageCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <section class="mc-card">
    <h1 class="mc-title">{title}</h1>
    {children}
  </section>
);

/** A console card's primary 新建… button (beside the title in CardHead). */
export const AddButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={onClick}>
    {children}
  </button>
);

/**
 * A row of toggle buttons that picks one view of a list (kinds, states); `tabs` are
 * `[value, label]` pairs, `legend` names the group for screen readers.
 */
export function Tabs<V>({
  legend,
  tabs,
  value,
  onPick,
}: {
  legend: string;
  tabs: readonly (readonly [V, string, ...unknown[]])[];
  value: V;
  onPick: (value: V) => void;
}) {
  return (
    <fieldset class="mc-tabs">
      <legend class="sf-sr">{legend}</legend>
      {tabs.map(([id, label]) => (
        <button key={label} type="button" aria-pressed={value === id} onClick={() => onPick(id)}>
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/** A state word in its colour, by the state's name (approved, published and active read as open). */
export const Tag = ({ state, label }: { state: string; label: string }) => (
  <span
    class={`mc-state is-${state === 'approved' || state === 'published' || state === 'active' ? 'open' : state}`}
  >
    {label}
  </span>
);

/** A state word in its colour, the state's name as it is (goods states, 入驻 state). */
export const StateTag = ({ state, label }: { state: string; label: string }) => (
  <span class={`mc-state is-${state}`}>{label}</span>
);
