import { useRef, useState } from 'react';
import { useUpload } from '../../components/upload';
import { sh } from './seekhelp-strings';

export interface Uploaded {
  id: number;
  name: string;
}

/** Several uploads (attachment/uploadOne), each sent at once and removable before submit. */
export function FilesField({
  label,
  max,
  value,
  onChange,
  accept = 'image/png,image/jpeg,image/webp,application/pdf',
  name,
}: {
  label: string;
  max: number;
  value: Uploaded[];
  onChange: (files: Uploaded[]) => void;
  accept?: string;
  name: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = useUpload((f) => (accept.includes(f.type) || !f.type ? '' : '不支持该文件类型'));
  const [error, setError] = useState('');
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const up = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof up === 'string') return setError(up);
    setError('');
    onChange([...value, { id: up.id, name: up.name || file.name }]);
  };
  return (
    <div class="sf-sh-field sf-sh-files">
      <span id={`${name}-label`}>{label}</span>
      <ul>
        {value.map((f) => (
          <li key={f.id}>
            {f.name}
            <button
              type="button"
              class="sf-sh-link"
              onClick={() => onChange(value.filter((x) => x.id !== f.id))}
            >
              {sh.remove}
            </button>
          </li>
        ))}
      </ul>
      {value.length < max && (
        <label class={`sf-btn sf-btn--sm${busy ? ' is-busy' : ''}`}>
          {busy ? sh.uploading : sh.choose}
          <input
            ref={input}
            class="sf-sr"
            type="file"
            name={name}
            accept={accept}
            disabled={busy}
            aria-labelledby={`${name}-label`}
            onChange={(e) => void choose((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
      )}
      {error && (
        <span class="sf-sh-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
