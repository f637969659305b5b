import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { StaffInfo, StaffInvite, StaffRole } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { staff } from '../../db/schema';
import { hashToken } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { revokeAllStaffSessions } from '../../lib/staff-auth';
import { type Actor, appendAudit } from './audit.service';

/** The command a production start with no staff prints (main.ts), word for word. */
export const FIRST_ADMIN_COMMAND = 'npm run operator -- add --mobile <手机号> --role admin';

/** An enrolment link works for three days, once. */
export const ENROL_TTL_MS = 72 * 3600 * 1000;
export const ENROL_PATH = '/admin/login?enrol=';

type StaffRow = typeof staff.$inferSelect;

export const staffStatus = (r: StaffRow): StaffInfo['status'] =>
  r.disabledAt ? 'disabled' : r.totpConfirmedAt ? 'active' : 'invited';

export const toStaffInfo = (r: StaffRow): StaffInfo => ({
  id: r.id,
  mobile: r.mobile,
  name: r.name,
  role: r.role as StaffRole,
  status: staffStatus(r),
  created_at: r.createdAt.toISOString(),
  last_login_at: r.lastLoginAt?.toISOString() ?? '',
});

/** What the audit log keeps of a member: never a hash, a secret or an enrolment token. */
const auditView = (r: StaffRow) => ({ mobile: r.mobile, name: r.name, role: r.role, status: staffStatus(r) });

export async function countStaff(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

/**
 * Creates a staff account without password or TOTP and a one-time enrolment link: the person
 * sets both on the link's page. The token is shown here once and stored only as its sha256.
 */
export async function inviteStaff(
  db: DbOrTx,
  actor: Actor,
  input: { mobile: string; name: string; role: StaffRole },
  now = new Date(),
): Promise<StaffInvite> {
  const enrol = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + ENROL_TTL_MS);
  const [row] = await db
    .insert(staff)
    .values({
      mobile: input.mobile,
      name: input.name,
      role: input.role,
      enrolHash: hashToken(enrol),
      enrolExpiresAt: expires,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return refuse('该手机号已是工作人员账号');
  await appendAudit(db, actor, {
    action: 'operator_staff/add',
    target: `staff#${row.id}`,
    after: auditView(row),
  });
  return { staff: toStaffInfo(row), enrol_path: `${ENROL_PATH}${enrol}`, expires_at: expires.toISOString() };
}

/** Disables a member and ends their sessions; an admin cannot disable themselves (no lock-out). */
export async function disableStaff(db: DbOrTx, actor: Actor, id: number): Promise<StaffInfo> {
  if (actor.staffId === id) return refuse('不能停用自己的账号');
  const [before] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!before) return refuse('工作人员不存在');
  if (before.disabledAt) return refuse('该账号已停用');
  const [after] = await db
    .update(staff)
    .set({ disabledAt: new Date(), enrolHash: null })
    .where(and(eq(staff.id, id), isNull(staff.disabledAt)))
    .returning();
  if (!after) return refuse('该账号已停用');
  await revokeAllStaffSessions(db, id);
  await appendAudit(db, actor, {
    action: 'operator_staff/disable',
    target: `staff#${id}`,
    before: auditView(before),
    after: auditView(after),
  });
  return toStaffInfo(after);
}

export interface StaffFilters {
  role?: StaffRole | null;
  status?: StaffInfo['status'] | null;
  keyword?: string;
}

export async function listStaff(db: DbOrTx, f: StaffFilters, paging: Paging) {
  const where: SQL[] = [];
  if (f.role) where.push(eq(staff.role, f.role));
  if (f.status === 'disabled') where.push(isNotNull(staff.disabledAt));
  if (f.status === 'active') where.push(isNull(staff.disabledAt), isNotNull(staff.totpConfirmedAt));
  if (f.status === 'invited') where.push(isNull(staff.disabledAt), isNull(staff.totpConfirmedAt));
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    where.push(or(ilike(staff.mobile, pattern), ilike(staff.name, pattern))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const { list: rows, total } = await paged(
    db.select().from(staff).where(cond).orderBy(desc(staff.id)),
    db.select({ n: count() }).from(staff).where(cond),
    paging,
  );
  return { list: rows.map(toStaffInfo), total };
}
