import type { Db } from '../../db';
import { onShutdown } from '../../lib/lifecycle';
import { eraseDueAccounts } from './account-cancel.service';

const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 60_000;

/**
 * Erases the accounts whose cooling-off has passed, once an hour in every server process (the
 * update is per row and idempotent, so processes never erase one twice). A day's delay past the
 * fifteenth is within what the privacy policy promises.
 */
export function startErasureJob(db: Db): void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= eraseDueAccounts(db)
      .catch((error) => console.error('[tic] account erasure failed:', (error as Error).message))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, FIRST_AFTER_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  onShutdown(async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
