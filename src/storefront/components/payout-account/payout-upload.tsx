import { useRef, useState } from 'react';
import { api, isApiError, t } from '../../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from '../../../core/rules/certification';
import { po } from './payout-strings';

export interface Upload {
  id: number;
  url: string;
  mime: string;
}

/** What the browser can tell before sending; the server decides by the bytes. */
export function uploadProblem(file: File): string {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type && !(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.badType;
  return '';
}

/** One private document (licence, ID photo): uploaded at once, previewed when it is an image. */
export function UploadField(props: {
  name: string;
  label: string;
  value: Upload | null;
  error: string;
  onChange: (value: Upload | null, error: string) => void;
}) {
  const { name, label, value, error, onChange } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const id = `po-${name}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) return onChange(value, problem);
    setBusy(true);
    try {
      const up = await api.call('attachment/uploadOne', { file });
      onChange({ id: up.id, url: up.url, mime: up.mime }, '');
    } catch (e) {
      onChange(value, isApiError(e) ? e.message : t('error.network'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div class="sf-field sf-po-upload">
      <span id={`${id}-label`}>{label}</span>
      <div class="sf-po-upload__box">
        {value &&
          (value.mime.startsWith('image/') ? (
            <a href={value.url} target="_blank" rel="noopener" title={`${po.view}${label}`}>
              <img class="sf-po-upload__img" src={value.url} alt={label} />
            </a>
          ) : (
            <a href={value.url} target="_blank" rel="noopener">
              {po.uploaded} · {po.view}
            </a>
          ))}
        <label class={`sf-btn sf-btn--sm${busy ? ' is-busy' : ''}`}>
          {busy ? po.uploading : value ? po.reupload : `${po.upload}${label}`}
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
        <span id={`${id}-hint`} class="sf-muted sf-po-hint">
          {po.uploadHint}
        </span>
      )}
    </div>
  );
}
