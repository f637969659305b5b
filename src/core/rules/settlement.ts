/**
 * The platform fee (资金结算), declared once: every paid stage of an order is
 * split into the platform's fee and the lab's net, exact to the fen (the fee is rounded, the lab
 * gets the rest). The rate is the site config's `platform_fee_rate` (0.03 = 3 %), else 3 %, the
 * rate the division receipts have always shown.
 */
export const DEFAULT_PLATFORM_FEE_RATE = 0.03;

/** A usable fee rate from config (0 to 0.5), else the default. */
export const platformFeeRate = (configured: unknown): number => {
  if (configured === undefined || configured === null || configured === '') return DEFAULT_PLATFORM_FEE_RATE;
  const r = Number(configured);
  return Number.isFinite(r) && r >= 0 && r <= 0.5 ? r : DEFAULT_PLATFORM_FEE_RATE;
};

/** The split of `amountFen` at `rate`. */
export function splitFen(
  amountFen: number,
  rate = DEFAULT_PLATFORM_FEE_RATE,
): { feeFen: number; merchantFen: number } {
  const feeFen = Math.round(amountFen * rate);
  return { feeFen, merchantFen: amountFen - feeFen };
}

/** A rate as a percent label: 0.03 → '3%', 0.055 → '5.5%'. */
export const ratePercent = (rate: number): string => `${Math.round(rate * 10_000) / 100}%`;

/** The highest rate an admin may set in the console (platformFeeRate still reads older configs up to 0.5). */
export const MAX_PLATFORM_FEE_RATE = 0.2;
export const FEE_RATE_RULE = '平台服务费率须为 0% 到 20% 之间的数字，最多两位小数（如 3 或 3.25）';

/** Whether an admin may set this rate: 0–0.2, at most two decimals as a percentage (0.0325 = 3.25 %). */
export const isSettableFeeRate = (rate: number): boolean =>
  Number.isFinite(rate) &&
  rate >= 0 &&
  rate <= MAX_PLATFORM_FEE_RATE &&
  Math.abs(rate * 10_000 - Math.round(rate * 10_000)) < 1e-6;

/**
 * A lab's settlement record of one paid stage is 待结算 while its order is under way and 已结算
 * once the buyer has confirmed completion (the work is done, the money is the lab's to keep). A
 * refunded order's records are reversed and count for neither. Income (工作台 and 资金结算 alike)
 * is the lab's net of both states for the month the stage was paid.
 */
export const SETTLE_STATES = ['pending', 'settled'] as const;
export type SettleState = (typeof SETTLE_STATES)[number];
export const SETTLE_STATE_LABELS: Readonly<Record<SettleState, string>> = {
  pending: '待结算',
  settled: '已结算',
};
export const settleStateOf = (orderStatus: string): SettleState =>
  orderStatus === 'completed' ? 'settled' : 'pending';
