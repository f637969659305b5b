import type { StaffInvite, StaffRole } from '../../core/api/contract/models-operator';
import type { Db } from '../db';
import { inviteStaff } from '../modules/operator/staff.service';

/** What `npm run operator -- add` asks for. */
export interface AddOperatorInput {
  mobile: string;
  role: StaffRole;
  name?: string;
  /** The site's address the enrolment link starts with. */
  base: string;
}

/**
 * The body of `npm run operator -- add` without the process around it (arguments, lock, exit),
 * so the production journey test creates the first admin exactly as the command does.
 */
export async function addOperator(
  db: Db,
  input: AddOperatorInput,
): Promise<{ invite: StaffInvite; lines: string[] }> {
  const name = input.name || (input.role === 'admin' ? '管理员' : '');
  const invite = await db.transaction((tx) =>
    inviteStaff(
      tx,
      { staffId: null, name: 'cli', ip: 'localhost' },
      { mobile: input.mobile, name, role: input.role },
    ),
  );
  const base = input.base.replace(/\/+$/, '');
  return {
    invite,
    lines: [
      `[operator] ${input.role} ${input.mobile} created (staff #${invite.staff.id}).`,
      `[operator] One-time enrolment link, valid until ${invite.expires_at}:`,
      `${base}${invite.enrol_path}`,
    ],
  };
}
