import type { Db } from '../../db';
import { startPeriodic } from '../../lib/lifecycle';
import { lapseDueTransfers } from './transfer-finance.service';

/**
 * Lapses the transfer declarations that waited the whole hold, once an hour in every server
 * process (each change is conditional on the row still being declared, so processes never lapse
 * one twice). The buyer's own reads and the finance queue lapse them too, sooner.
 */
export function startTransferJob(db: Db): void {
  startPeriodic('transfer lapse', () => lapseDueTransfers(db), {
    everyMs: 60 * 60_000,
    firstAfterMs: 90_000,
  });
}
