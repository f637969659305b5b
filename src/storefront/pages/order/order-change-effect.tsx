import type { OrderChange } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { signContract } from '../../components/contract-calls';
import { useSubmit } from '../../components/use-submit';
import { o } from './order-strings';

/**
 * Where an approved change stands: it is the order's only once the buyer consents. A supplement
 * to sign opens the signing page (the buyer reads the PDF and signs with an SMS code); a new
 * date alone is accepted here. Nothing for changes that are not approved.
 */
export function ChangeEffect({ change, onChanged }: { change: OrderChange; onChanged?: () => void }) {
  const { run, busy } = useSubmit();
  if (!change.effect) return null;
  const sign = async () => {
    if (!change.contract_id) return;
    const id = change.contract_id;
    await run(() => signContract(id), { leaving: true });
  };
  const accept = async () => {
    const res = await run(() => runAction('order_change/accept', { id: change.id }));
    if (res?.ok) onChanged?.();
  };
  return (
    <p class={`sf-od-effect sf-od-effect--${change.effect}`}>
      <span>{change.effect_label}</span>
      {change.effect === 'pending_sign' && change.contract_id && (
        <button
          type="button"
          class="sf-btn sf-btn--primary sf-btn--sm"
          disabled={busy}
          onClick={() => void sign()}
        >
          {o.signSupplement}
        </button>
      )}
      {change.effect === 'pending_accept' && (
        <button
          type="button"
          class="sf-btn sf-btn--primary sf-btn--sm"
          disabled={busy}
          onClick={() => void accept()}
        >
          {o.acceptChange}
        </button>
      )}
    </p>
  );
}
