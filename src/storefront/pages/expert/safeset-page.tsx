import { SecuritySettings } from '../account/security-settings';

const ITEMS = ['password', 'mobile', 'email'] as const;

/** 安全设置 (/expert/safeset): the expert account's password, mobile and e-mail, as the buyer's. */
export default function ExpertSafesetPage() {
  return <SecuritySettings userType={3} items={ITEMS} />;
}
