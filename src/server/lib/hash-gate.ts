import { ApiFailure, fail } from './envelope';

export const BUSY = '系统繁忙，请稍后再试';

export interface HashGateLimits {
  /** Hashes in flight for one account. */
  perAccount: number;
  /** Hashes in flight from one address (an office behind one NAT logs in together). */
  perAddress: number;
  /** Hashes in flight in the whole process: what the thread pool works through in well under a second. */
  total: number;
}

export const DEFAULT_HASH_GATE: HashGateLimits = { perAccount: 2, perAddress: 8, total: 16 };

/**
 * scrypt runs on Node's small thread pool (~20 hashes/s here): unbounded, 200 logins of one
 * account queue every other user's login behind them for seconds. The gate admits a bounded
 * number per account, per address and in all, and answers the excess 系统繁忙 at once instead of queueing it.
 */
export function hashGate(limits: HashGateLimits = DEFAULT_HASH_GATE) {
  const inFlight = new Map<string, number>();
  let total = 0;
  let admitted = 0;
  return {
    async run<T>(account: string, address: string, work: () => Promise<T>): Promise<T> {
      const keys = [`account:${account}`, `address:${address}`];
      const full =
        total >= limits.total ||
        (inFlight.get(keys[0]!) ?? 0) >= limits.perAccount ||
        (inFlight.get(keys[1]!) ?? 0) >= limits.perAddress;
      if (full) throw new ApiFailure(fail(BUSY), 503);
      total++;
      admitted++;
      for (const k of keys) inFlight.set(k, (inFlight.get(k) ?? 0) + 1);
      try {
        return await work();
      } finally {
        total--;
        for (const k of keys) {
          const n = (inFlight.get(k) ?? 1) - 1;
          if (n > 0) inFlight.set(k, n);
          else inFlight.delete(k);
        }
      }
    },
    /** How many hashes were let through since start (tests read it). */
    admitted: () => admitted,
  };
}

export type HashGate = ReturnType<typeof hashGate>;
