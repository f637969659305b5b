import { PayoutAccount } from '../../components/payout-account/payout-account';

/** 开户信息 (/expert/openAccount): the expert's payout account, the shared payout-account piece. */
export default function OpenAccountPage() {
  return <PayoutAccount />;
}
