import { maskPhone } from '../../../core/formatters';
import { chinaTime, linkSignature, linkValid, randomDigits } from '../pay/signing';
import { buildPayoutNotification, type PayoutFacts } from './payout-notify';

/**
 * The payment provider's account-opening service as the mall sees it. The demo's simulation
 * below stands in for Yeepay; a real adapter would take its place behind the same interface,
 * sending the application (with the full card and identity numbers, which the mall never keeps)
 * and the resend request to the provider's API.
 */
export interface PayoutProvider {
  /** Submits an application; answers the provider's application number. */
  submit(application: ProviderApplication): Promise<string>;
  /** Has the provider send its agreement notice (SMS to the applicant) again. */
  resendNotice(applicationNo: string, mobile: string): Promise<void>;
  /** The provider's agreement page for the applicant, which returns to `back` afterwards. */
  signUrl(applicationNo: string, back: string): string;
}

/** What goes to the provider: everything the application holds, full numbers included. */
export interface ProviderApplication {
  kind: 'company' | 'micro';
  holderName: string;
  bankCode: string;
  bankAccount: string;
  idNo: string;
  mobile: string;
}

/** How long the agreement link lasts. */
export const SIGN_LINK_TTL_S = 24 * 3600;
/** In the demo, Yeepay's reviewer approves an application on its own after this long. */
export const SIM_REVIEW_MS = 60_000;

/** A notice the simulated provider "sent" (its own SMS log, shown in its back office). */
export interface SimNotice {
  applicationNo: string;
  mobile: string;
  at: Date;
}
const notices: SimNotice[] = [];
export const simNotices = (): readonly SimNotice[] => notices;

/** Delivers a notification and answers the mall's reply (`success` or `fail`). */
export type PayoutTransport = (fields: Record<string, string>) => Promise<string>;

/** Delays before each redelivery after a first attempt that was not answered `success`. */
export const REDELIVERY = { delaysMs: [2_000, 10_000, 30_000, 120_000] };

/**
 * The simulated provider delivers each notification at once and, until the mall answers
 * `success`, again later, each time signed afresh (new timestamp and nonce) as real ones do.
 */
export async function deliverPayoutFacts(
  secret: string,
  facts: PayoutFacts,
  transport: PayoutTransport,
  onError: (error: unknown, where: string) => void,
): Promise<string> {
  const send = async (attempt: number): Promise<string> => {
    try {
      return (await transport(buildPayoutNotification(secret, facts))).trim();
    } catch (error) {
      onError(error, `payout notification ${facts.applicationNo} attempt ${attempt + 1}`);
      return 'fail';
    }
  };
  const later = (i: number) => {
    const delay = REDELIVERY.delaysMs[i];
    if (delay === undefined) return;
    const timer = setTimeout(async () => {
      if ((await send(i + 1)) !== 'success') later(i + 1);
    }, delay);
    timer.unref?.();
  };
  const answer = await send(0);
  if (answer !== 'success') later(0);
  return answer;
}

export const signLinkValid = (secret: string, no: string, back: string, exp: unknown, sig: unknown) =>
  linkValid(secret, 'yeepay-sign', [no, back], exp, sig);

/** The simulation: numbers are made up, notices are logged in memory, nothing else is kept. */
export function simulatedYeepay(secret: string): PayoutProvider {
  return {
    async submit() {
      return `YP${chinaTime(new Date(), true)}${randomDigits(6)}`;
    },
    async resendNotice(applicationNo, mobile) {
      notices.unshift({ applicationNo, mobile: maskPhone(mobile), at: new Date() });
      notices.length = Math.min(notices.length, 50);
    },
    signUrl(applicationNo, back) {
      const exp = String(Math.floor(Date.now() / 1000) + SIGN_LINK_TTL_S);
      const sig = linkSignature(secret, 'yeepay-sign', applicationNo, back, exp);
      const q = new URLSearchParams({ no: applicationNo, back, exp, sig });
      return `/sim/yeepay/sign?${q}`;
    },
  };
}

/**
 * The payout provider this deployment runs, chosen once when the app is made: the simulated
 * Yeepay outside production. Production has no adapter yet, so none (null): the account steps
 * say so and withdrawals go to the bank account the payee registered, paid by 财务.
 */
export function createPayoutProvider(o: { production: boolean; paySecret: string }): PayoutProvider | null {
  return o.production ? null : simulatedYeepay(o.paySecret);
}
