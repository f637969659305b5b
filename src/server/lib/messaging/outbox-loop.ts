import type { Db } from '../../db';
import { onCodesQueued } from '../outbox';
import { type DeliveryOptions, deliverDue } from './outbox-sender';

export interface OutboxLoop {
  /** Runs a round now (a code was just queued); rounds never overlap. */
  nudge(): void;
  /** Stops polling, waits for the round in flight, closes the senders' connections. */
  stop(): Promise<void>;
}

/** Between rounds when nothing nudges: a code queued on another process waits at most this. */
export const POLL_MS = 3_000;

/**
 * Delivers the outbox in the background: a round every few seconds, and one right after a code
 * is queued in this process. Every server process runs one; the claim keeps them from sending a
 * message twice.
 */
export function startOutboxLoop(
  db: Db,
  options: DeliveryOptions & { pollMs?: number; onError?: (error: unknown) => void },
): OutboxLoop {
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  const onError = options.onError ?? ((error) => console.error('[outbox] round failed:', error));

  const round = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const r = await deliverDue(db, options);
        // a full batch: more may be due at once
        if (r.claimed >= (options.batch ?? 20)) again = true;
      } while (again && !stopped);
    })()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(round, options.pollMs ?? POLL_MS);
  timer.unref();
  const unsubscribe = onCodesQueued(round);
  return {
    nudge: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
      for (const sender of Object.values(options.senders)) sender?.close?.();
    },
  };
}
