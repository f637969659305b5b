import { useId, useRef } from 'react';
import type { ExpertCertificate } from '../../../core';
import { useUpload } from '../../components/upload';
import { fill } from '../../strings';
import { x } from './expert-strings';

/**
 * The certificates: each chosen file is uploaded at once (attachment/uploadOne, private to the
 * expert and the reviewer) and listed with a link and a remove button; up to `max`.
 */
export function CertificateUpload({
  value,
  max,
  error,
  onChange,
  label = x.certificates,
  add = x.addCertificate,
  name = 'certificates',
}: {
  value: readonly ExpertCertificate[];
  max: number;
  error: string;
  onChange: (files: ExpertCertificate[], error: string) => void;
  label?: string;
  add?: string;
  name?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = useUpload();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const up = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof up === 'string') onChange([...value], up);
    else onChange([...value, { id: up.id, name: up.name, mime: up.mime, url: up.url }], '');
  };

  return (
    <div class="sf-field sf-ex-certs">
      <span id={`${id}-label`}>{label}</span>
      {value.length > 0 && (
        <ul class="sf-ex-certs__list">
          {value.map((f) => (
            <li key={f.id}>
              {f.mime.startsWith('image/') ? (
                <img src={f.url} alt={f.name || label} />
              ) : (
                <span class="sf-ex-certs__pdf">{x.pdf}</span>
              )}
              <span class="sf-ex-certs__name" title={f.name}>
                {f.name || label}
              </span>
              <a href={f.url} target="_blank" rel="noopener">
                {x.viewFile}
              </a>
              <button
                type="button"
                class="sf-btn sf-btn--ghost sf-btn--sm"
                aria-label={`${x.removeCertificate} ${f.name}`}
                onClick={() =>
                  onChange(
                    value.filter((v) => v.id !== f.id),
                    '',
                  )
                }
              >
                {x.removeCertificate}
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        <label class={`sf-btn sf-btn--sm sf-ex-certs__add${busy ? ' is-busy' : ''}`}>
          {busy ? x.uploading : add}
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
      )}
      {error ? (
        <span id={`${id}-error`} class="sf-field__error" role="alert">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} class="sf-muted sf-ex-hint">
          {fill(x.certificatesHint, { max: String(max) })}
        </span>
      )}
    </div>
  );
}
