import { useEffect, useState } from 'react';

export interface KeywordSearchProps {
  /** The keyword in the address: the box shows it and follows it when it changes. */
  value: string;
  placeholder: string;
  /** The accessible name; the placeholder when not given. */
  label?: string;
  button: string;
  /** The form's class (each channel styles its own box). */
  className: string;
  buttonClass?: string;
  /** Called with the trimmed keyword on submit ('' clears the search). */
  onSearch: (keyword: string) => void;
}

/** A search box with its submit button; typing stays local until the form is submitted. */
export function KeywordSearch({
  value,
  placeholder,
  label = placeholder,
  button,
  className,
  buttonClass = 'sf-btn sf-btn--primary',
  onSearch,
}: KeywordSearchProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <form
      class={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <input
        type="search"
        value={draft}
        maxLength={50}
        placeholder={placeholder}
        aria-label={label}
        onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
      />
      <button type="submit" class={buttonClass}>
        {button}
      </button>
    </form>
  );
}
