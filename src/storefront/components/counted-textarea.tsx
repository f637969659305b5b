import './counted-textarea.css';
import { type TextareaHTMLAttributes, useId } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onInput' | 'maxLength'> & {
  value: string;
  /** The server's limit: typing stops there, and the count says so before it does. */
  max: number;
  onText: (text: string) => void;
};

/** A textarea with "n/max" under it, so a long text is never cut without the writer seeing why. */
export function CountedTextarea({ value, max, onText, ...rest }: Props) {
  const id = useId();
  return (
    <>
      <textarea
        {...rest}
        value={value}
        maxLength={max}
        aria-describedby={[rest['aria-describedby'], `${id}-n`].filter(Boolean).join(' ')}
        onInput={(e) => onText((e.currentTarget as HTMLTextAreaElement).value)}
      />
      <span id={`${id}-n`} class={value.length >= max ? 'sf-count is-full' : 'sf-count'}>
        {value.length}/{max}
      </span>
    </>
  );
}
