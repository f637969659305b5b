import { api, showToast } from '../../../core';
import { checkConfirm, checkNewPassword, checkRequired } from '../../components/auth-form/auth-checks';
import { NewPasswordFields, PasswordField } from '../../components/auth-form/auth-groups';
import { a } from '../../components/auth-form/auth-strings';
import { type Errors, messageOf, useAuthForm } from '../../components/auth-form/use-auth-form';
import { s } from './safeset-strings';
import { SecurityDialog } from './security-parts';

/** 修改登录密码: the old password, a new one under the registration rule, and its confirmation. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useAuthForm('ss-password', { old_password: '', password: '', confirm: '' });
  const { values } = form;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const errors: Errors = {};
    const checks: Array<[string, string]> = [
      ['old_password', checkRequired(values.old_password, s.oldPassword)],
      ['password', checkNewPassword(values.password)],
      ['confirm', checkConfirm(values.confirm, values.password)],
    ];
    for (const [name, error] of checks) if (error) errors[name] = error;
    if (Object.keys(errors).length) return form.fail(errors);
    form.clear();
    form.setBusy(true);
    let message = '';
    try {
      await api.call('extension/changePassword', {
        old_password: values.old_password,
        password: values.password,
      });
    } catch (error) {
      message = messageOf(error);
    }
    form.setBusy(false);
    if (!message) {
      showToast(s.passwordDone, 'success');
      onClose();
      return;
    }
    const field = /原密码/.test(message) ? 'old_password' : /密码/.test(message) ? 'password' : '';
    form.fail(field ? { [field]: message } : {}, field ? '' : message);
  };

  return (
    <SecurityDialog title={s.passwordTitle} form={form} label={s.save} onClose={onClose} onSubmit={submit}>
      <PasswordField form={form} name="old_password" label={s.oldPassword} placeholder={s.oldPasswordPh} />
      <NewPasswordFields form={form} label={a.newPassword} />
      <p class="au-hint">{s.passwordAfter}</p>
    </SecurityDialog>
  );
}
