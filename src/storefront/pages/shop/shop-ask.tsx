import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session, api, showToast, t, USER_TYPE } from '../../../core';
import { QA_LIMITS } from '../../../core/rules/field-limits';
import { CountedTextarea } from '../../components/counted-textarea';
import { useSubmit } from '../../components/use-submit';
import { go } from '../../router/navigation';
import { href } from '../../routes';
import { sh } from './shop-strings';

const [MIN, MAX] = QA_LIMITS.question;

/**
 * 我要提问 on the shop's 问答: a buyer's question goes to the lab (shop_qa/ask) and shows here
 * once answered. Visitors are sent to log in and back; labs and experts are told buyers ask.
 */
export function ShopAsk({ shopId }: { shopId: number }) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const { run, busy, error, setError } = useSubmit();
  const start = () => {
    if (!session.token) {
      showToast(t('auth.loginFirst'), 'warning');
      go(`${href('/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    } else if (session.userType !== USER_TYPE.buyer) showToast(t('auth.buyerOnly'), 'warning');
    else setOpen(true);
  };
  const send = async (e: Event) => {
    e.preventDefault();
    if ([...question.trim()].length < MIN) return setError(`问题至少${MIN}个字`);
    await run(async () => {
      await api.call('shop_qa/ask', { merchant_id: shopId, question });
      showToast(sh.asked, 'success');
      setQuestion('');
      setOpen(false);
    });
  };
  if (!open)
    return (
      <button type="button" class="sf-btn sf-btn--primary sf-btn--sm shop-ask__open" onClick={start}>
        {sh.ask}
      </button>
    );
  return (
    <form class="shop-ask" onSubmit={send} noValidate>
      <label class="sf-field">
        <span>{sh.askLabel}</span>
        <CountedTextarea rows={3} value={question} max={MAX} placeholder={sh.askPh} onText={setQuestion} />
      </label>
      <p class="shop-ask__hint">{sh.askHint}</p>
      {error && (
        <p class="shop-ask__error" role="alert">
          {error}
        </p>
      )}
      <div class="shop-ask__ops">
        <button
          type="button"
          class="sf-btn sf-btn--ghost sf-btn--sm"
          onClick={() => setOpen(false)}
          disabled={busy}
        >
          {sh.cancel}
        </button>
        <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm" disabled={busy}>
          {sh.askSend}
        </button>
      </div>
    </form>
  );
}
