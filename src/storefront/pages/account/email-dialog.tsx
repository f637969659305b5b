import { api, type UserInfo } from '../../../core';
import { checkCode, checkEmail } from '../../components/auth-form/auth-checks';
import { TextField } from '../../components/auth-form/auth-fields';
import { VerifyFields } from '../../components/auth-form/auth-groups';
import { a } from '../../components/auth-form/auth-strings';
import {
  type Errors,
  fieldOfMessage,
  messageOf,
  useAuthForm,
} from '../../components/auth-form/use-auth-form';
import { useCaptcha } from '../../components/auth-form/use-captcha';
import { useCodeSender } from '../../components/auth-form/use-code-sender';
import type { ChangeDialogProps } from './mobile-dialog';
import { s } from './safeset-strings';
import { SecurityDialog } from './security-parts';

/** 绑定邮箱 / 更换邮箱: the new address and the code mailed to it. */
export function EmailDialog({ email, role, onClose, onChanged }: ChangeDialogProps & { email: string }) {
  const form = useAuthForm('ss-email', { email: '', captcha: '', code: '' });
  const captcha = useCaptcha('mail');
  const sender = useCodeSender({ form, captcha, channel: 'mail', purpose: 'bind_email', type: role });

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const target = form.values.email.trim().toLowerCase();
    const errors: Errors = {};
    const emailError = checkEmail(target) || (target === email ? s.sameEmail : '');
    if (emailError) errors.email = emailError;
    const codeError = checkCode(form.values.code);
    if (codeError) errors.code = codeError;
    if (Object.keys(errors).length) return form.fail(errors);
    form.clear();
    form.setBusy(true);
    let info: UserInfo | null = null;
    let message = '';
    try {
      info = await api.call('user/changeEmail', { email: target, code: form.values.code.trim() });
    } catch (error) {
      message = messageOf(error);
    }
    form.setBusy(false);
    if (info) return onChanged(info);
    const field = fieldOfMessage(message, ['email', 'code']);
    form.fail(field ? { [field]: message } : {}, field ? '' : message);
  };

  return (
    <SecurityDialog
      title={email ? s.emailChangeTitle : s.emailTitle}
      form={form}
      label={s.emailSave}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        form={form}
        name="email"
        label={email ? s.newEmail : s.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        placeholder={s.emailPh}
      />
      <VerifyFields
        form={form}
        captcha={captcha}
        sender={sender}
        label={a.mailCode}
        sendLabel={s.getMailCode}
      />
    </SecurityDialog>
  );
}
