import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { $session, maskPhone, t } from '../../../core';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { adoptLogin, spendCode, takeCodeFromAddress } from './hand-off-code';

const WORDS = {
  title: '切换账号',
  message: (who: string) =>
    `您当前已登录${who}。此链接将以另一个账号登录并替换当前登录。如果不是您本人要切换，请保持当前账号。`,
  confirm: '切换账号',
  cancel: '保持当前账号',
} as const;

/**
 * The handed-over code, taken out of the address and sent to be spent before
 * anything renders. A visitor who is already logged in is asked before the link's account
 * replaces theirs; the answer is the dialog this returns for the page to render.
 */
export function useHandedOverLogin(): ReactNode {
  const [spent] = useState(() => {
    const code = takeCodeFromAddress();
    return code ? spendCode(code) : null;
  });
  const [answer, setAnswer] = useState<((yes: boolean) => void) | null>(null);
  const session = useStore($session);
  useEffect(() => {
    void spent?.then(
      (login) =>
        login && adoptLogin(login, () => new Promise<boolean>((resolve) => setAnswer(() => resolve))),
    );
  }, [spent]);
  const reply = (yes: boolean) => {
    answer?.(yes);
    setAnswer(null);
  };
  const mobile = maskPhone(session.userInfo?.mobile);
  return (
    <ConfirmDialog
      open={!!answer}
      title={WORDS.title}
      message={WORDS.message(mobile ? `账号 ${mobile}` : t('auth.account'))}
      confirmText={WORDS.confirm}
      cancelText={WORDS.cancel}
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    />
  );
}
