import { MOBILE_INPUT_MAX, PASSWORD_LENGTH } from '../../../core/validators';
import { CaptchaField, CodeField, TextField } from './auth-fields';
import { a } from './auth-strings';
import type { AuthForm } from './use-auth-form';
import type { CaptchaControl } from './use-captcha';
import type { useCodeSender } from './use-code-sender';

/** 手机号: login offers it as the account name (autoComplete username), the others as a phone. */
export function MobileField({ form, autoComplete = 'tel' }: { form: AuthForm; autoComplete?: string }) {
  return (
    <TextField
      form={form}
      name="mobile"
      label={a.mobile}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={MOBILE_INPUT_MAX}
      placeholder={a.mobilePh}
    />
  );
}

export interface VerifyFieldsProps {
  form: AuthForm;
  captcha: CaptchaControl;
  sender: ReturnType<typeof useCodeSender>;
  /** 短信验证码 unless the code goes elsewhere (e-mail) */
  label?: string;
  /** 获取验证码 unless the form says more */
  sendLabel?: string;
}

/** The captcha (我不是机器人), then the code it unlocks (sent by `sender`, which counts down). */
export function VerifyFields({
  form,
  captcha,
  sender,
  label = a.smsCode,
  sendLabel = a.getCode,
}: VerifyFieldsProps) {
  return (
    <>
      <CaptchaField form={form} captcha={captcha} />
      <CodeField
        form={form}
        label={label}
        sendLabel={sendLabel}
        sending={sender.sending}
        left={sender.left}
        onSend={sender.send}
        off={sender.off}
      />
    </>
  );
}

export interface PasswordFieldProps {
  form: AuthForm;
  label: string;
  placeholder: string;
  /** `password` unless the form names it otherwise (old_password, confirm) */
  name?: string;
  /** a password being chosen: the browser offers to generate one instead of filling the saved one */
  fresh?: boolean;
  hint?: string;
}

/** A password box under the length rule: sign-in, the password change and 注销 all ask for one. */
export function PasswordField({
  form,
  label,
  placeholder,
  name = 'password',
  fresh,
  hint,
}: PasswordFieldProps) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      maxLength={PASSWORD_LENGTH.max}
      placeholder={placeholder}
      hint={hint}
    />
  );
}

/** A new password under the rule (hint shown) and its confirmation. */
export function NewPasswordFields({ form, label }: { form: AuthForm; label: string }) {
  return (
    <>
      <PasswordField form={form} label={label} placeholder={a.newPasswordPh} hint={a.passwordRule} fresh />
      <PasswordField form={form} name="confirm" label={a.confirm} placeholder={a.confirmPh} fresh />
    </>
  );
}
