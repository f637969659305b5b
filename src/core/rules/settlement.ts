/**
 * The platform fee (资金结算, issue 16 item 8), declared once: every paid stage of an order is
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
