import type { Db } from '../../db';
import { startPeriodic } from '../../lib/lifecycle';
import { eraseDueAccounts } from './account-cancel.service';

/**
 * Erases the accounts whose cooling-off has passed, once an hour in every server process (the
 * update is per row and idempotent, so processes never erase one twice). A day's delay past the
 * fifteenth is within what the privacy policy promises.
 */
export function startErasureJob(db: Db): void {
  startPeriodic('account erasure', () => eraseDueAccounts(db), {
    everyMs: 60 * 60_000,
    firstAfterMs: 60_000,
  });
}
