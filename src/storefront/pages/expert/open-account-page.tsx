import { LoadError } from '../../components/empty-state';
import { BankAccount } from '../../components/payout-account/bank-account';
import { PayoutAccount } from '../../components/payout-account/payout-account';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';

/**
 * 开户信息 (/expert/openAccount): how this deployment pays the expert decides the piece. With a
 * payout provider (the demo's simulated Yeepay) the expert opens an account there; without one
 * (production) the expert registers the bank account the platform's 财务 transfers to.
 */
export default function OpenAccountPage() {
  const state = useApi('expert_bank_account/get');
  if (state.data?.mode === 'provider') return <PayoutAccount />;
  if (state.data) return <BankAccount info={state.data} onChange={state.reload} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  return <Skeleton rows={6} />;
}
