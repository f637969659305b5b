import { SecuritySettings } from '../account/security-settings';

const ITEMS = ['password', 'mobile'] as const;

/** 安全设置 (/merchant/safeset): the lab account's password and mobile, as the expert's. */
export default function MerchantSafesetPage() {
  return <SecuritySettings userType={2} items={ITEMS} />;
}
