import type { ReactNode } from 'react';
import { CountedTextarea } from '../../components/counted-textarea';

/**
 * A form of the 求助 area (a request for help, feedback): its panel, title and intro. The
 * browser's own checks are off; `onSubmit` checks and sends.
 */
export function RequestForm({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      class="sf-panel sf-sh-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h1>{title}</h1>
      <p class="sf-muted">{intro}</p>
      {children}
    </form>
  );
}

/** The request's text (`content`), counted against its limit, its error under it. */
export function RequestText({
  label,
  max,
  placeholder,
  value,
  error,
  onText,
}: {
  label: string;
  max: number;
  placeholder: string;
  value: string;
  error?: string;
  onText: (text: string) => void;
}) {
  return (
    <label class="sf-sh-field">
      <span>{label}</span>
      <CountedTextarea
        name="content"
        rows={6}
        max={max}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        onText={onText}
      />
      {error && <span class="sf-sh-error">{error}</span>}
    </label>
  );
}
