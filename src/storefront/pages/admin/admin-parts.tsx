import { api } from '../../../core';
import { inputValue } from '../../components/console';
import './admin.css';
import { useSubmit } from '../../components/use-submit';

/**
 * A carousel's or banner's picture: chosen and uploaded at once (operator_upload/image, public
 * under /files/public/:id), previewed; the address can also be typed (a site path).
 */
export function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const { run, busy, error, setError } = useSubmit();
  const choose = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('请选择 JPG、PNG 或 WebP 图片');
    await run(async () => onChange((await api.call('operator_upload/image', { file })).url));
    input.value = '';
  };
  return (
    <div class="sf-field ad-image">
      <span>{label}</span>
      {value && <img class="ad-image__preview" src={value} alt={label} />}
      <div class="ad-image__row">
        <label class="sf-btn sf-btn--ghost sf-btn--sm">
          {busy ? '上传中…' : value ? '更换图片' : '上传图片'}
          <input type="file" accept="image/png,image/jpeg,image/webp" class="sf-sr" onChange={choose} />
        </label>
        <input
          aria-label={`${label}地址`}
          value={value}
          maxLength={300}
          placeholder="或填写图片地址，如 /images/carousel/1.svg"
          onInput={(e) => onChange(inputValue(e))}
        />
      </div>
      {error ? (
        <small class="mc-error" role="alert">
          {error}
        </small>
      ) : (
        <small class="mc-hint">JPG、PNG 或 WebP，建议宽 1200 像素以上</small>
      )}
    </div>
  );
}
