import type { ReactNode } from 'react';
import { href } from '../../routes';
import { a } from './auth-strings';
import { CaptchaCheck } from './captcha-check';
import { type AuthForm, fieldId } from './use-auth-form';
import type { CaptchaControl } from './use-captcha';

type AnyForm = AuthForm;

export interface TextFieldProps {
  form: AnyForm;
  name: string;
  label: string;
  type?: 'text' | 'tel' | 'password' | 'email';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** A standing hint under the field (the password rule); the error replaces it. */
  hint?: string;
  /** Beside the input: the send-code button. */
  children?: ReactNode;
}

/** A labelled input: aria-invalid and the error text (tied by aria-describedby) when refused. */
export function TextField(p: TextFieldProps) {
  const id = fieldId(p.form.form, p.name);
  const error: string | undefined = p.form.errors[p.name];
  const note = error || p.hint;
  return (
    <div class={`au-field${error ? ' au-field--invalid' : ''}`}>
      <label class="au-label" for={id}>
        {p.label}
      </label>
      <div class="au-control">
        <input
          id={id}
          name={p.name}
          class="au-input"
          type={(p.type ?? 'text') as 'text'}
          value={p.form.values[p.name]}
          placeholder={p.placeholder}
          autoComplete={p.autoComplete ?? 'off'}
          inputMode={p.inputMode}
          maxLength={p.maxLength}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={note ? `${id}-note` : undefined}
          onInput={(e) => p.form.set(p.name, (e.currentTarget as HTMLInputElement).value)}
        />
        {p.children}
      </div>
      {note && (
        <p id={`${id}-note`} class={error ? 'au-error' : 'au-hint'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** 人机验证: the 我不是机器人 box (captcha-check.tsx); its error under it, as any field's. */
export function CaptchaField({ form, captcha }: { form: AnyForm; captcha: CaptchaControl }) {
  const id = fieldId(form.form, 'captcha');
  const error: string | undefined = form.errors.captcha;
  return (
    <div class={`au-field${error ? ' au-field--invalid' : ''}`}>
      <span class="au-label">{a.captcha}</span>
      <div class="au-control">
        <CaptchaCheck
          id={id}
          captcha={captcha}
          invalid={!!error}
          describedBy={error ? `${id}-note` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-note`} class="au-error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface CodeFieldProps {
  form: AnyForm;
  label: string;
  sendLabel: string;
  sending: boolean;
  left: number;
  onSend: () => void;
  /** Why no code can be sent (no sender for the channel): shown instead of the button. */
  off?: string;
}

/** The 6-digit code with its 获取验证码 button; the button counts down after a send. */
export function CodeField(p: CodeFieldProps) {
  const waiting = p.left > 0;
  return (
    <TextField
      form={p.form}
      name="code"
      label={p.label}
      placeholder={a.codePh}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    >
      {p.off ? (
        <span class="au-send-off" role="note">
          {p.off}
        </span>
      ) : (
        <button
          type="button"
          class="au-send"
          disabled={p.sending || waiting}
          aria-live="polite"
          onClick={p.onSend}
        >
          {p.sending ? a.sending : waiting ? a.resend.replace('{n}', String(p.left)) : p.sendLabel}
        </button>
      )}
    </TextField>
  );
}

/** 我已阅读并同意《用户协议》《隐私政策》: each opens in a new tab so the form keeps its values. */
export function AgreeField({ form }: { form: AnyForm }) {
  const id = fieldId(form.form, 'agree');
  const error: string | undefined = form.errors.agree;
  return (
    <div class={`au-field au-agree${error ? ' au-field--invalid' : ''}`}>
      <label class="au-check">
        <input
          id={id}
          type="checkbox"
          checked={form.values.agree === '1'}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-note` : undefined}
          onChange={(e) => form.set('agree', (e.currentTarget as HTMLInputElement).checked ? '1' : '')}
        />
        <span>{a.agreePrefix}</span>
      </label>
      <a href={href('/agreement')} target="_blank" rel="noopener">
        {a.agreement}
        <span class="sf-sr">{a.newTab}</span>
      </a>
      <a href={href('/agreement/privacy')} target="_blank" rel="noopener">
        {a.privacy}
        <span class="sf-sr">{a.newTab}</span>
      </a>
      {error && (
        <p id={`${id}-note`} class="au-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message (a refusal that belongs to no single field), announced at once. */
export function FormError({ message }: { message: string }) {
  return (
    <p class="au-form-error" role="alert">
      {message}
    </p>
  );
}
