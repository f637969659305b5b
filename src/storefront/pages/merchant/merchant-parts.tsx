import { useId, useRef, useState } from 'react';
import { useUpload } from '../../components/upload';
import { m } from './merchant-strings';

/** An uploaded file as a field holds it: the new upload's id, or only the URL it already has. */
export interface Picked {
  id: number | null;
  url: string;
  mime: string;
  name: string;
}

/** Uploads one chosen file at once, as a field holds it; images only unless `pdf`. */
export function usePicked(pdf = false) {
  const { busy, upload: send } = useUpload((f) => (!pdf && f.type === 'application/pdf' ? m.imageOnly : ''));
  const upload = async (file: File | undefined): Promise<Picked | string> => {
    if (!file) return '';
    const up = await send(file);
    if (typeof up === 'string') return up;
    if (!pdf && !up.mime.startsWith('image/')) return m.imageOnly;
    return { id: up.id, url: up.url, mime: up.mime, name: up.name };
  };
  return { busy, upload };
}

/** One image (logo, banner, cover): preview, 上传 / 更换, the error beside it. */
export function ImageField({
  label,
  value,
  onChange,
  wide,
}: {
  label: string;
  value: Picked | null;
  onChange: (p: Picked | null) => void;
  wide?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = usePicked();
  const [error, setError] = useState('');
  const choose = async (file: File | undefined) => {
    const got = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof got === 'string') return setError(got);
    setError('');
    onChange(got);
  };
  return (
    <div class="sf-field mc-image">
      <span id={`${id}-l`}>{label}</span>
      <div class={wide ? 'mc-image__box is-wide' : 'mc-image__box'}>
        {value?.url ? <img src={value.url} alt={label} /> : <span class="mc-image__empty">{label}</span>}
      </div>
      <label class="sf-btn sf-btn--ghost sf-btn--sm mc-image__btn">
        {busy ? m.uploading : value ? m.replace : m.upload}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          class="mc-file"
          aria-labelledby={`${id}-l`}
          disabled={busy}
          onChange={(e) => choose((e.currentTarget as HTMLInputElement).files?.[0])}
        />
      </label>
      {error && (
        <span class="sf-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
