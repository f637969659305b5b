import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session, api, maskPhone, setSession, showToast, type UserInfo } from '../../../core';
import type { Role } from '../../components/auth-form/auth-strings';
import '../../components/auth-form/auth.css';
import { messageOf } from '../../components/auth-form/use-auth-form';
import { CancelAccountDialog } from './cancel-account-dialog';
import { EmailDialog } from './email-dialog';
import { MobileDialog } from './mobile-dialog';
import { PasswordDialog } from './password-dialog';
import './safeset.css';
import { maskEmail, s } from './safeset-strings';
import { SecurityRow } from './security-parts';

export type SecurityItem = 'password' | 'mobile' | 'email';
type Dialogs = SecurityItem | 'cancel';

/** 导出个人信息: the server's copy, saved as a JSON file. */
async function exportPersonalData(): Promise<void> {
  try {
    const data = await api.call('user/exportPersonalData', {});
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `个人信息-${data.exported_at.slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showToast(s.exported, 'success');
  } catch (error) {
    showToast(messageOf(error), 'error');
  }
}

/**
 * 安全设置: a row per item with its masked current value, each change in its own dialog. The
 * buyer's page shows all three; the expert's (/expert/safeset) picks the ones its account has.
 * Every account can export its personal information and cancel itself (个人信息保护法).
 * A changed mobile or e-mail goes into the session store at once (the header shows it).
 */
export function SecuritySettings({ userType, items }: { userType: Role; items: readonly SecurityItem[] }) {
  const session = useStore($session);
  const info = session.userInfo;
  const mobile = info?.mobile ?? '';
  const email = info?.email ?? '';
  const [open, setOpen] = useState<Dialogs | null>(null);
  const close = () => setOpen(null);
  const changed = (done: string) => (next: UserInfo) => {
    const current = $session.get().userInfo;
    setSession({ userInfo: current ? { ...current, ...next } : next });
    showToast(done, 'success');
    setOpen(null);
  };

  return (
    <section class="sf-ss" aria-labelledby="ss-title">
      <h1 id="ss-title" class="sf-ss-title">
        {s.title}
      </h1>
      <p class="sf-muted sf-ss-intro">{s.intro}</p>
      <ul class="sf-ss-rows">
        {items.includes('password') && (
          <SecurityRow
            label={s.password}
            value={s.passwordSet}
            note={s.passwordNote}
            action={s.change}
            onAction={() => setOpen('password')}
          />
        )}
        {items.includes('mobile') && (
          <SecurityRow
            label={s.mobile}
            value={maskPhone(mobile)}
            note={s.mobileNote}
            action={s.changeMobile}
            onAction={() => setOpen('mobile')}
          />
        )}
        {items.includes('email') && (
          <SecurityRow
            label={s.email}
            value={email ? maskEmail(email) : s.emailNone}
            unset={!email}
            note={s.emailNote}
            action={email ? s.changeMobile : s.bind}
            onAction={() => setOpen('email')}
          />
        )}
        <SecurityRow
          label={s.personal}
          value={s.personalValue}
          note={s.personalNote}
          action={s.export}
          onAction={() => void exportPersonalData()}
        />
        <SecurityRow
          label={s.cancelAccount}
          value={s.cancelValue}
          note={s.cancelNote}
          action={s.cancelAccount}
          onAction={() => setOpen('cancel')}
        />
      </ul>
      {open === 'password' && <PasswordDialog onClose={close} />}
      {open === 'mobile' && (
        <MobileDialog mobile={mobile} role={userType} onClose={close} onChanged={changed(s.mobileDone)} />
      )}
      {open === 'cancel' && <CancelAccountDialog onClose={close} />}
      {open === 'email' && (
        <EmailDialog email={email} role={userType} onClose={close} onChanged={changed(s.emailDone)} />
      )}
    </section>
  );
}
