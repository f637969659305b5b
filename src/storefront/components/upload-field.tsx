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
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = useUpload();
  const id = `up-${name}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const up = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof up === 'string') onChange(value, up);
    else onChange({ id: up.id, url: up.url, mime: up.mime }, '');
  };

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
        <label class={`sf-btn sf-btn--sm${busy ? ' is-busy' : ''}`}>
          {busy ? words.uploading : value ? words.replace : words.choose}
          <input
            ref={input}
            class="sf-sr"
            type="file"
            name={name}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            disabled={busy}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => void choose((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
      </div>
      {error ? (
        <span id={`${id}-error`} class="sf-field__error" role="alert">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} class="sf-muted sf-upload__hint">
          {words.hint}
        </span>
      )}
    </div>
  );
}
