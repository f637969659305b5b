import './upload-field.css';
import { useRef } from 'react';
import type { UploadedFile } from '../../core';
import { useUpload } from './upload';

/** An uploaded document as a form holds it. */
export type Upload = Pick<UploadedFile, 'id' | 'url' | 'mime'>;

/** The words of one field; `pdf` names a PDF where an image would be previewed. */
export interface UploadWords {
  choose: string;
  replace: string;
  uploading: string;
  view: string;
  pdf: string;
  hint: string;
}

/**
 * The button that picks one document (image or PDF) and uploads it at once; `onUpload` gets the
 * stored file or the Chinese refusal. `id` names the field's label (`${id}-label`), its error
 * (`${id}-error`) and, when `hinted`, its hint (`${id}-hint`).
 */
export function UploadButton({
  id,
  name,
  text,
  busyText,
  error,
  hinted,
  className,
  onUpload,
}: {
  id: string;
  name: string;
  text: string;
  busyText: string;
  error: string;
  hinted?: boolean;
  className?: string;
  onUpload: (up: UploadedFile | string, file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = useUpload();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const up = await upload(file);
    if (input.current) input.current.value = '';
    onUpload(up, file);
  };
  return (
    <label class={`sf-btn sf-btn--sm${className ? ` ${className}` : ''}${busy ? ' is-busy' : ''}`}>
      {busy ? busyText : text}
      <input
        ref={input}
        class="sf-sr"
        type="file"
        name={name}
        accept="image/png,image/jpeg,image/webp,application/pdf"
        disabled={busy}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : hinted ? `${id}-hint` : undefined}
        onChange={(e) => void choose((e.target as HTMLInputElement).files?.[0])}
      />
    </label>
  );
}

/** An upload's refusal (announced), else its hint. */
export const UploadNote = ({
  id,
  error,
  hint,
  hintClass,
}: {
  id: string;
  error: string;
  hint: string;
  hintClass: string;
}) =>
  error ? (
    <span id={`${id}-error`} class="sf-field__error" role="alert">
      {error}
    </span>
  ) : (
    <span id={`${id}-hint`} class={`sf-muted ${hintClass}`}>
      {hint}
    </span>
  );

/**
 * One private document (business licence, ID photo): chosen, uploaded at once, previewed when
 * it is an image and linked when it is a PDF; the error or the hint below it.
 */
export function UploadField({
  name,
  label,
  value,
  error,
  words,
  onChange,
}: {
  name: string;
  label: string;
  value: Upload | null;
  error: string;
  words: UploadWords;
  onChange: (value: Upload | null, error: string) => void;
}) {
  const id = `up-${name}`;

  return (
    <div class="sf-field sf-upload">
      <span id={`${id}-label`}>{label}</span>
      <div class="sf-upload__box">
        {value &&
          (value.mime.startsWith('image/') ? (
            <a href={value.url} target="_blank" rel="noopener" title={words.view}>
              <img class="sf-upload__img" src={value.url} alt={label} />
            </a>
          ) : (
            <a href={value.url} target="_blank" rel="noopener">
              {words.pdf} · {words.view}
            </a>
          ))}
        <UploadButton
          id={id}
          name={name}
          text={value ? words.replace : words.choose}
          busyText={words.uploading}
          error={error}
          hinted
          onUpload={(up) =>
            typeof up === 'string'
              ? onChange(value, up)
              : onChange({ id: up.id, url: up.url, mime: up.mime }, '')
          }
        />
      </div>
      <UploadNote id={id} error={error} hint={words.hint} hintClass="sf-upload__hint" />
    </div>
  );
}
