/**
 * A bank account registered for payouts by hand (开户信息 where no payout provider is
 * configured): 财务 transfers a withdrawal from the platform's account to it. Declared once for
 * the page and the server.
 */

/** Lengths in characters: 户名 and 开户行 (bank and branch as on the passbook). */
export const PAYEE_BANK_LIMITS = {
  holder_name: [2, 100],
  bank_name: [4, 60],
} as const;

/** Names compared as people read them: width variants folded, spaces ignored. */
export const normalName = (s: string): string => s.normalize('NFKC').replace(/\s+/g, '');

/** Whether a 户名 is the certified name (the money is the certified person's income). */
export const isCertifiedHolder = (holder: string, certified: string): boolean =>
  certified !== '' && normalName(holder) === normalName(certified);

export const PAYEE_BANK_MESSAGES = {
  notCertified: '请先完成专家认证，认证通过后再登记收款账户',
  wrongHolder: (name: string) => `户名须与实名认证姓名“${name}”一致`,
  waiting: '有提现正在等待财务打款，打款完成后才能修改收款账户',
  providerMode: '本平台通过第三方支付开户收款，请在“开户信息”中开通结算账户',
  noAccount: '请先在“开户信息”登记收款银行账户，再申请提现',
  holderChanged: '收款账户户名与实名认证姓名不一致，请先在“开户信息”更新收款账户',
} as const;
