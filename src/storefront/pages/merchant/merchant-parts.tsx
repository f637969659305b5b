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

/**
 * Choosing one image for a field: the upload, its error (`error`, nothing while fine) and the
 * 上传 button (`button(label)`, a label around the hidden file input, named by `labelId`).
 */
export function useImagePick(onPicked: (p: Picked) => void) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = usePicked();
  const [error, setError] = useState('');
  const choose = async (file: File | undefined) => {
    const got = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof got === 'string') return setError(got);
    setError('');
    onPicked(got);
  };
  const labelId = `${id}-l`;
  const button = (label: string) => (
    <label class="sf-btn sf-btn--ghost sf-btn--sm mc-image__btn">
      {busy ? m.uploading : label}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        class="mc-file"
        aria-labelledby={labelId}
        disabled={busy}
        onChange={(e) => choose((e.currentTarget as HTMLInputElement).files?.[0])}
      />
    </label>
  );
  const shown = error && (
    <span class="sf-field__error" role="alert">
      {error}
    </span>
  );
  return { labelId, button, error: shown };
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
  const pick = useImagePick(onChange);
  return (
    <div class="sf-field mc-image">
      <span id={pick.labelId}>{label}</span>
      <div class={wide ? 'mc-image__box is-wide' : 'mc-image__box'}>
        {value?.url ? <img src={value.url} alt={label} /> : <span class="mc-image__empty">{label}</span>}
      </div>
      {pick.button(value ? m.replace : m.upload)}
      {pick.error}
    </div>
  );
}
