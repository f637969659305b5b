import { api, logout, showToast } from '../../../core';
import { a } from '../../components/auth-form/auth-strings';
import { Dialog } from '../../components/confirm-dialog';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';

/**
 * The user agreement or privacy policy changed since this account accepted it: the sign-in goes
 * on only with consent to the texts as published now (个人信息保护法). 不同意 signs out again.
 */
export function PolicyConsentDialog({ onAccepted }: { onAccepted: () => void }) {
  const { run, busy } = useSubmit();
  const accept = () =>
    run(
      async () => {
        await api.call('user/acceptPolicy', {});
        onAccepted();
      },
      { toast: true },
    );
  const decline = async () => {
    await run(logout);
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
