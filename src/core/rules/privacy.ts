import { maskPhone } from '../formatters';

/**
 * Personal information rules (个人信息保护法): how long a cancelled account can still be taken
 * back, and how an erased account shows where its orders remain.
 */

/** page/info ids of the agreements and the privacy policy (static pages above the /spage ids). */
export const AGREEMENT_PAGE_IDS = { user: 101, merchant: 102, privacy: 103 } as const;

/** Days between 注销账号 and the erasure; signing in within them takes the request back. */
export const CANCEL_COOLING_OFF_DAYS = 15;

/** The name an erased account shows wherever its orders, contracts and invoices remain. */
export const ERASED_ACCOUNT_NAME = '已注销用户';

/**
 * An erased account keeps its row (orders, contracts and the evidence ledger point at it) but
 * not its mobile: it becomes `0` and the account id, a value no mobile can have (they start
 * with 1), so the number is free to register again and stays unique.
 */
export const erasedMobile = (accountId: number): string => `0${String(accountId).padStart(10, '0')}`;

export const isErasedMobile = (mobile: string | null | undefined): boolean =>
  typeof mobile === 'string' && /^0\d{10}$/.test(mobile);

/** An account's mobile as others see it: masked, or the erased account's name. */
export const maskAccountMobile = (mobile: string | null | undefined): string =>
  isErasedMobile(mobile) ? ERASED_ACCOUNT_NAME : maskPhone(mobile);
