import { useLocation } from 'wouter';
import { api, clearSession, showToast } from '../../../core';
import { checkRequired } from '../../components/auth-form/auth-checks';
import { PasswordField } from '../../components/auth-form/auth-groups';
import { messageOf, useAuthForm } from '../../components/auth-form/use-auth-form';
import { s } from './safeset-strings';
import { SecurityDialog } from './security-parts';

/**
 * 注销账号: what goes and what stays, then the login password. Refused with the server's reason
 * while anything is open; accepted, the session ends here as everywhere else.
 */
export function CancelAccountDialog({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const form = useAuthForm('ss-cancel', { password: '' });

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const missing = checkRequired(form.values.password, s.cancelPassword);
    if (missing) return form.fail({ password: missing });
    form.clear();
    form.setBusy(true);
    try {
      await api.call('user/cancelAccount', { password: form.values.password });
    } catch (error) {
      form.setBusy(false);
      const message = messageOf(error);
      const field = /密码/.test(message) ? 'password' : '';
      return form.fail(field ? { password: message } : {}, field ? '' : message);
    }
    clearSession();
    showToast('注销申请已提交，15 天内重新登录可撤销', 'success');
    navigate('/');
  };

  return (
    <SecurityDialog
      title={s.cancelTitle}
      form={form}
      label={s.cancelConfirm}
      onClose={onClose}
      onSubmit={submit}
    >
      <p class="au-hint">{s.cancelIntro}</p>
      <p class="au-hint">{s.cancelRefused}</p>
      <PasswordField form={form} label={s.cancelPassword} placeholder={s.cancelPasswordPh} />
    </SecurityDialog>
  );
}
