import type { StaffRole } from '../../../core/api/contract/models-operator';
import { STAFF_ROLE_LABELS } from '../../../core/rules/staff-roles';
import type { DbOrTx } from '../../db';
import { ApiFailure, fail, needLogin } from '../../lib/envelope';
import { resolveStaff, type StaffUser } from '../../lib/staff-auth';

/** The refusal a staff member of the wrong role reads: which roles may, never any data. */
export const roleRefusal = (roles: readonly StaffRole[]): string =>
  `无权操作：此功能仅限${roles.map((r) => STAFF_ROLE_LABELS[r]).join('、')}`;

/**
 * The server's decision for a console endpoint: no live staff session → -2 (请先登录, the
 * console goes to /admin/login); a session of a role the row does not list → a refusal.
 */
export async function checkStaff(
  db: DbOrTx,
  token: string | undefined,
  roles: readonly StaffRole[],
): Promise<StaffUser> {
  const staff = await resolveStaff(db, token);
  if (!staff) throw new ApiFailure(needLogin());
  if (!roles.includes(staff.role)) throw new ApiFailure(fail(roleRefusal(roles)));
  return staff;
}
