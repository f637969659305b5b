import { useId } from 'react';
import type { ExpertCertificate } from '../../../core';
import { UploadButton, UploadNote } from '../../components/upload-field';
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
        <UploadButton
          id={id}
          name={name}
          text={add}
          busyText={x.uploading}
          error={error}
          hinted
          className="sf-ex-certs__add"
          onUpload={(up) =>
            typeof up === 'string'
              ? onChange([...value], up)
              : onChange([...value, { id: up.id, name: up.name, mime: up.mime, url: up.url }], '')
          }
        />
      )}
      <UploadNote
        id={id}
        error={error}
        hint={fill(x.certificatesHint, { max: String(max) })}
        hintClass="sf-ex-hint"
      />
    </div>
  );
}
