/**
 * 我的资金 (user_amount_record): the kinds of money movement a buyer has, derived from the
 * records that already hold them — paid pay-plan stages (全款, 预付款, 尾款) and approved refund
 * requests (order change type 3). Subsidies are listed once the subsidy module records payouts.
 */
export const FUND_TYPES = ['payment', 'deposit', 'balance', 'refund'] as const;
export type FundType = (typeof FUND_TYPES)[number];

export const FUND_TYPE_LABELS: Readonly<Record<FundType, string>> = {
  payment: '订单支付',
  deposit: '预付款',
  balance: '尾款',
  refund: '退款',
};

/** Money the buyer received back; every other type is money paid out. */
export const FUND_INCOME: readonly FundType[] = ['refund'];

export const isFundType = (v: unknown): v is FundType =>
  typeof v === 'string' && (FUND_TYPES as readonly string[]).includes(v);

/** A month filter as the page and the API spell it: YYYY-MM, months 01–12. */
export const MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
export const isMonth = (v: unknown): v is string => typeof v === 'string' && MONTH_PATTERN.test(v);

/** The `n` months up to and including `last` (YYYY-MM), oldest first. */
export function monthsUpTo(last: string, n: number): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const k = y * 12 + (m - 1) - (n - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}
