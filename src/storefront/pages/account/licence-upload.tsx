import { useRef, useState } from 'react';
import { api, isApiError, t } from '../../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from '../../../core/rules/certification';
import { au } from './auth-strings';

export interface Licence {
  id: number;
  url: string;
  mime: string;
}

/** What the browser can tell before sending; the server decides by the bytes. */
export function fileProblem(file: File): string {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type && !(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.badType;
  return '';
}

/** The licence field: choose a file, upload it at once, preview it (an image) or link it (a PDF). */
export function LicenceUpload({
  value,
  error,
  onChange,
}: {
  value: Licence | null;
  error: string;
  onChange: (licence: Licence | null, error: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
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
    <div class="sf-field sf-au-licence">
      <span id="au-licence-label">{au.licence}</span>
      <div class="sf-au-licence__box">
        {value &&
          (value.mime.startsWith('image/') ? (
            <a href={value.url} target="_blank" rel="noopener" title={au.licenceView}>
              <img class="sf-au-licence__img" src={value.url} alt={au.licence} />
            </a>
          ) : (
            <a class="sf-au-licence__pdf" href={value.url} target="_blank" rel="noopener">
              {au.licencePdf} · {au.licenceView}
            </a>
          ))}
        <label class={`sf-btn sf-btn--sm${busy ? ' is-busy' : ''}`}>
          {busy ? au.licenceUploading : value ? au.licenceReplace : au.licenceChoose}
          <input
            ref={input}
            class="sf-sr"
            type="file"
            name="licence"
            accept="image/png,image/jpeg,image/webp,application/pdf"
            disabled={busy}
            aria-labelledby="au-licence-label"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'au-licence-error' : 'au-licence-hint'}
            onChange={(e) => void choose((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
      </div>
      {error ? (
        <span id="au-licence-error" class="sf-field__error" role="alert">
          {error}
        </span>
      ) : (
        <span id="au-licence-hint" class="sf-muted sf-au-hint">
          {au.licenceHint}
        </span>
      )}
    </div>
  );
}
