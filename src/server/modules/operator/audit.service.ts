import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../core/api/contract/models-operator';
import { auditActionName, auditChanges } from '../../../core/rules/audit-words';
import type { DbOrTx } from '../../db';
import { staffAudit } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { targetNames, targetsNamed } from './audit-names';

/** Who acted: a staff session, or the operator CLI on the server (staffId null). */
export interface Actor {
  staffId: number | null;
  name: string;
  ip: string;
}

export interface AuditRecord {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row per staff action, inside the action's own transaction: a rolled-back action
 * leaves no row, and a committed one always has its row. The table refuses UPDATE and DELETE.
 */
export async function appendAudit(tx: DbOrTx, actor: Actor, r: AuditRecord): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: actor.staffId,
    staffName: actor.name.slice(0, 50),
    ip: actor.ip.slice(0, 64),
    action: r.action.slice(0, 60),
    target: (r.target ?? '').slice(0, 100),
    before: r.before ?? null,
    after: r.after ?? null,
  });
}

export interface AuditFilters {
  staffId?: number | null;
  action?: string;
  keyword?: string;
  /** Beijing calendar days YYYY-MM-DD, both included. */
  from?: string | null;
  to?: string | null;
}

/** A Beijing day's start as an instant; `next` the following day's. */
const dayStart = (day: string, next = false): Date =>
  new Date(new Date(`${day}T00:00:00+08:00`).getTime() + (next ? 86_400_000 : 0));

/** operator_audit/get: newest first, by staff member, action or a word of the target. */
export async function listAudit(db: DbOrTx, f: AuditFilters, paging: Paging) {
  const where: SQL[] = [];
  if (f.staffId) where.push(eq(staffAudit.staffId, f.staffId));
  if (f.action) where.push(eq(staffAudit.action, f.action));
  if (f.from) where.push(gte(staffAudit.at, dayStart(f.from)));
  if (f.to) where.push(lt(staffAudit.at, dayStart(f.to, true)));
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    const named = await targetsNamed(db, pattern);
    where.push(
      or(
        ilike(staffAudit.target, pattern),
        ilike(staffAudit.staffName, pattern),
        named.length ? inArray(staffAudit.target, named) : undefined,
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const { list: rows, total } = await paged(
    db.select().from(staffAudit).where(cond).orderBy(desc(staffAudit.id)),
    db.select({ n: count() }).from(staffAudit).where(cond),
    paging,
  );
  const names = await targetNames(
    db,
    rows.map((r) => r.target),
  );
  const list = rows.map(
    (r): AuditEntry => ({
      id: r.id,
      staff_id: r.staffId,
      staff_name: r.staffName,
      at: r.at.toISOString(),
      ip: r.ip,
      action: r.action,
      action_name: auditActionName(r.action),
      target: r.target,
      target_name: names.get(r.target) ?? r.target,
      before: r.before,
      after: r.after,
      changes: auditChanges(r.before, r.after),
    }),
  );
  return { list, total };
}
