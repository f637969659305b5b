import type { Db } from '../../db';
import { onShutdown } from '../../lib/lifecycle';
import { lapseDueTransfers } from './transfer-finance.service';

const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 90_000;

/**
 * Lapses the transfer declarations that waited the whole hold, once an hour in every server
 * process (each change is conditional on the row still being declared, so processes never lapse
 * one twice). The buyer's own reads and the finance queue lapse them too, sooner.
 */
export function startTransferJob(db: Db): void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= lapseDueTransfers(db)
      .catch((error) => console.error('[tic] transfer lapse failed:', (error as Error).message))
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
