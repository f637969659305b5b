import { ApiFailure, fail } from './envelope';

export const BUSY = '系统繁忙，请稍后再试';
export const TOO_FREQUENT = '登录请求过于频繁，请稍后再试';

export interface HashGateLimits {
  /** Hashes in flight for one account. */
  perAccount: number;
  /** Hashes in flight from one address (an office behind one NAT logs in together). */
  perAddress: number;
  /** Hashes in flight in the whole process: what the thread pool works through in well under a second. */
  total: number;
  /**
   * Of `total`, what logins for mobiles without an account may hold at once: the rest is kept for
   * accounts that exist, so a flood of made-up mobiles never takes the real users' capacity.
   */
  unknown: number;
  /** Logins one address may have waiting for a slot; one more is refused at once (429). */
  queuePerAddress: number;
  /** Logins waiting in all; one more is answered 系统繁忙 at once. */
  queueTotal: number;
  /** How long a login waits for a slot before it is answered 系统繁忙 (503). */
  waitMs: number;
  /** Failed password logins from one address within 10 seconds that make it a flooding address … */
  failuresBeforeThrottle: number;
  /**
   * … which may then start this many logins a second, checked in memory before any database work:
   * the excess of a flood is answered 429 at almost no cost. An office whose users mostly type
   * their passwords right is never throttled.
   */
  startsPerSecondWhenFailing: number;
}

export const DEFAULT_HASH_GATE: HashGateLimits = {
  perAccount: 2,
  perAddress: 4,
  total: 16,
  unknown: 2,
  queuePerAddress: 4,
  queueTotal: 64,
  waitMs: 3000,
  failuresBeforeThrottle: 8,
  startsPerSecondWhenFailing: 2,
};

interface AddressPace {
  /** The 10-second window the failures count in, and the failures. */
  window: number;
  fails: number;
  /** The second the starts count in, and the starts. */
  second: number;
  starts: number;
}

interface Waiter {
  keys: string[];
  known: boolean;
  address: string;
  admit: () => void;
}

/**
 * scrypt runs on Node's small thread pool (~20 hashes/s here): unbounded, 200 logins of one
 * account queue every other user's login behind them for seconds. The gate admits a bounded
 * number per account, per address and in all, and keeps part of the total for accounts that
 * exist. A login that finds no slot waits a short while in line (a real user sees a slower login,
 * not an error); an address with a full line of its own is told to slow down at once (429), and
 * only a line that does not move within `waitMs` answers 系统繁忙.
 */
export function hashGate(limits: HashGateLimits = DEFAULT_HASH_GATE) {
  const inFlight = new Map<string, number>();
  const waitingFrom = new Map<string, number>();
  const line: Waiter[] = [];
  let admitted = 0;
  let refused = 0;
  const paces = new Map<string, AddressPace>();
  const paceOf = (address: string): AddressPace => {
    let p = paces.get(address);
    if (!p) {
      // addresses of the past are forgotten now and then, so the map stays small
      if (paces.size > 10_000) {
        const window = Math.floor(Date.now() / 10_000);
        for (const [k, v] of paces) if (v.window < window - 1) paces.delete(k);
      }
      p = { window: 0, fails: 0, second: 0, starts: 0 };
      paces.set(address, p);
    }
    return p;
  };

  const count = (key: string) => inFlight.get(key) ?? 0;
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  const fits = (keys: string[], known: boolean) =>
    count('total') < limits.total &&
    (known || count('unknown') < limits.unknown) &&
    count(keys[0]!) < limits.perAccount &&
    count(keys[1]!) < limits.perAddress;
  const take = (keys: string[], known: boolean) => {
    admitted++;
    for (const k of [...keys, 'total', ...(known ? [] : ['unknown'])]) bump(inFlight, k, 1);
  };
  const give = (keys: string[], known: boolean) => {
    for (const k of [...keys, 'total', ...(known ? [] : ['unknown'])]) bump(inFlight, k, -1);
    // the first waiter that fits goes next: an account's login passes a made-up mobile's that
    // waits for the unknown share, and one busy address does not hold up the others
    for (let i = 0; i < line.length; i++) {
      const w = line[i]!;
      if (!fits(w.keys, w.known)) continue;
      line.splice(i, 1);
      bump(waitingFrom, w.address, -1);
      take(w.keys, w.known);
      w.admit();
      return;
    }
  };
  const refuse = (message: string, http: 429 | 503): never => {
    refused++;
    throw new ApiFailure(fail(message), http);
  };

  /** How long a check takes lately (a moving average): what a stand-in answer waits. */
  let typicalMs = 300;
  const imitating = new Map<string, number>();

  /** 'run' once a slot is taken; 'imitate' when a made-up mobile finds its share full. */
  async function enter(keys: string[], known: boolean, address: string): Promise<'run' | 'imitate'> {
    // whoever waits does not fit now (each release admits the first that does): no one is passed
    if (fits(keys, known)) {
      take(keys, known);
      return 'run';
    }
    // a made-up mobile beyond its share is answered as a wrong password after a check's usual
    // time, without the check: no thread is spent on it, and the answer and its timing are the
    // ones a real account's wrong password gets, so a flood tells nobody which mobiles exist
    if (!known && count('unknown') >= limits.unknown && (imitating.get(address) ?? 0) < limits.perAddress)
      return 'imitate';
    if ((waitingFrom.get(address) ?? 0) >= limits.queuePerAddress) refuse(TOO_FREQUENT, 429);
    if (line.length >= limits.queueTotal) refuse(BUSY, 503);
    bump(waitingFrom, address, 1);
    await new Promise<void>((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const waiter: Waiter = { keys, known, address, admit };
      const timer = setTimeout(() => {
        const at = line.indexOf(waiter);
        if (at >= 0) line.splice(at, 1);
        bump(waitingFrom, address, -1);
        refused++;
        reject(new ApiFailure(fail(BUSY), 503));
      }, limits.waitMs);
      line.push(waiter);
    });
    return 'run';
  }

  return {
    /**
     * The per-address throttle, before the login touches the database or the gate: an address
     * that failed many password logins just now starts only a few a second; the rest get 429.
     */
    throttle(address: string): void {
      const p = paces.get(address);
      const now = Date.now();
      if (!p || p.fails < limits.failuresBeforeThrottle || p.window < Math.floor(now / 10_000) - 1) return;
      const second = Math.floor(now / 1000);
      if (p.second !== second) {
        p.second = second;
        p.starts = 0;
      }
      if (++p.starts > limits.startsPerSecondWhenFailing) refuse(TOO_FREQUENT, 429);
    },
    /** A wrong password (or unknown mobile) from the address: counts toward its throttle. */
    failed(address: string): void {
      const p = paceOf(address);
      const window = Math.floor(Date.now() / 10_000);
      if (p.window !== window) {
        // the last window's count carries over once, so a steady flood stays throttled
        p.fails = p.window === window - 1 ? Math.min(p.fails, limits.failuresBeforeThrottle) : 0;
        p.window = window;
      }
      p.fails++;
    },
    /**
     * Runs one password check for `account` from `address`; `known` says the account exists
     * (a made-up mobile only gets the unknown share).
     */
    async run<T>(
      account: string,
      address: string,
      known: boolean,
      work: () => Promise<T>,
      /** The answer of a made-up mobile's check (wrong), given without running it. */
      standIn: () => T,
    ): Promise<T> {
      const keys = [`account:${account}`, `address:${address}`];
      if ((await enter(keys, known, address)) === 'imitate') {
        bump(imitating, address, 1);
        try {
          await new Promise((resolve) => setTimeout(resolve, typicalMs));
          return standIn();
        } finally {
          bump(imitating, address, -1);
        }
      }
      const began = performance.now();
      try {
        return await work();
      } finally {
        typicalMs = typicalMs * 0.9 + (performance.now() - began) * 0.1;
        give(keys, known);
      }
    },
    /** How many hashes were let through since start (tests read it). */
    admitted: () => admitted,
    /** How many logins were turned away (busy or too frequent) since start. */
    refused: () => refused,
    /** Logins waiting for a slot now. */
    waiting: () => line.length,
  };
}

export type HashGate = ReturnType<typeof hashGate>;
