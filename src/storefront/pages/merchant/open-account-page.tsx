import { PayoutAccount } from '../../components/payout-account/payout-account';

/** 开户信息 (/merchant/openAccount): the lab's payout account, the same piece as the expert's. */
export default function MerchantOpenAccountPage() {
  return <PayoutAccount />;
}
