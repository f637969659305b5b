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
  label: string;
  sendLabel: string;
}

/** The captcha (我不是机器人), then the code it unlocks (sent by `sender`, which counts down). */
export function VerifyFields({ form, captcha, sender, label, sendLabel }: VerifyFieldsProps) {
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

/** A new password under the rule (hint shown) and its confirmation. */
export function NewPasswordFields({ form, label }: { form: AuthForm; label: string }) {
  return (
    <>
      <TextField
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_LENGTH.max}
        placeholder={a.newPasswordPh}
        hint={a.passwordRule}
      />
      <TextField
        form={form}
        name="confirm"
        label={a.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_LENGTH.max}
        placeholder={a.confirmPh}
      />
    </>
  );
}
