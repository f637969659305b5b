import { SecuritySettings } from './security-settings';

const ITEMS = ['password', 'mobile', 'email'] as const;

/** 安全设置 (/home/safeset): the buyer's password, mobile and e-mail. */
export default function SafesetPage() {
  return <SecuritySettings userType={1} items={ITEMS} />;
}
