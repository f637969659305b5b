import { useState } from 'react';
import { api, logout, showToast } from '../../../core';
import { Dialog } from '../../components/confirm-dialog';
import { href } from '../../routes';
import { a } from '../../components/auth-form/auth-strings';
import { messageOf } from '../../components/auth-form/use-auth-form';

/**
 * The user agreement or privacy policy changed since this account accepted it: the sign-in goes
 * on only with consent to the texts as published now (个人信息保护法). 不同意 signs out again.
 */
export function PolicyConsentDialog({ onAccepted }: { onAccepted: () => void }) {
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await api.call('user/acceptPolicy', {});
      onAccepted();
    } catch (error) {
      setBusy(false);
      showToast(messageOf(error), 'error');
    }
  };
  const decline = async () => {
    setBusy(true);
    await logout();
    setBusy(false);
    showToast(a.policyDeclined, 'warning');
  };
  return (
    <Dialog
      open
      title={a.policyTitle}
      busy={busy}
      onClose={() => void decline()}
      footer={
        <>
          <button type="button" class="sf-btn sf-btn--sm" disabled={busy} onClick={() => void decline()}>
            {a.policyDecline}
          </button>
          <button
            type="button"
            class="sf-btn sf-btn--sm sf-btn--primary"
            disabled={busy}
            data-autofocus
            onClick={() => void accept()}
          >
            {a.policyAccept}
          </button>
        </>
      }
    >
      <p>
        {a.policyIntro}
        <a href={href('/agreement')} target="_blank" rel="noopener">
          {a.agreement}
        </a>
        <a href={href('/agreement/privacy')} target="_blank" rel="noopener">
          {a.privacy}
        </a>
        {a.policyOutro}
      </p>
    </Dialog>
  );
}
