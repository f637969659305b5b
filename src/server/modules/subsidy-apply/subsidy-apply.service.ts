import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { SubsidyApplication } from '../../../core/api/contract/models';
import {
  nextSubsidyApplyStatus,
  SUBSIDY_APPLY_LABELS,
  SUBSIDY_ORDER_STATUS,
  type SubsidyApplyAction,
  type SubsidyApplyStatus,
} from '../../../core/rules/subsidy-apply';
import type { DbOrTx } from '../../db';
import { accounts, attachments, orderItems, orders, subsidies, subsidyApplications } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { attachmentUrl } from '../attachment/attachment.service';
import { documentsOf, statusOf as programmeStatus } from '../subsidy/subsidy.service';

type Row = typeof subsidyApplications.$inferSelect;

export interface ApplyFields {
  company_name: string;
  contact: string;
  mobile: string;
  remark: string;
  attachment_ids: number[];
}

const REFUSALS: Record<SubsidyApplyStatus, string> = {
  pending: '补贴申请正在审核中',
  approved: '补贴申请已通过，不能再修改',
  rejected: '补贴申请已驳回，请修改后重新提交',
};

/** The programme's document count must match, and every file must be the caller's own upload. */
async function checkDocuments(db: DbOrTx, userId: number, names: string[], ids: number[]): Promise<void> {
  if (ids.length !== names.length) refuse(`请上传${names.join('、')}`);
  if (new Set(ids).size !== ids.length) refuse('每份材料请上传不同的文件');
  const own = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(inArray(attachments.id, ids), eq(attachments.ownerId, userId)));
  if (own.length !== ids.length) refuse('文件不存在，请重新上传');
}

/**
 * A programme pays only for the services it lists (its goods ids, shown on /subsidy/detail), and
 * its estimate is a share of the whole order, so every service of the order must be listed —
 * a service deleted since (no goods id) is not.
 */
async function checkCoverage(db: DbOrTx, orderId: number, covered: readonly number[]): Promise<void> {
  const items = await db
    .select({ goodsId: orderItems.goodsId, name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const outside = items.find((i) => i.goodsId === null || !covered.includes(i.goodsId));
  if (!items.length || outside)
    refuse(`订单中的服务「${outside?.name ?? ''}」不在该补贴政策的适用范围内，请选择适用服务的订单`);
}

const columns = (f: ApplyFields) => ({
  companyName: f.company_name,
  contact: f.contact,
  mobile: f.mobile,
  remark: f.remark,
  attachmentIds: f.attachment_ids,
});

/** subsidy_user_apply/add: an open programme, the caller's completed order, once per pair. */
export async function addApplication(
  db: DbOrTx,
  userId: number,
  subsidyId: number,
  orderId: number,
  fields: ApplyFields,
): Promise<number> {
  const [programme] = await db.select().from(subsidies).where(eq(subsidies.id, subsidyId)).limit(1);
  if (programme?.status !== 'published') refuse('补贴政策不存在');
  if (programmeStatus(programme!, new Date()) !== 'active') refuse('该补贴政策不在申请期内');
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) refuse('订单不存在');
  if (order!.status !== SUBSIDY_ORDER_STATUS) refuse('只有已完成的订单可以申请补贴');
  await checkCoverage(db, orderId, programme!.goodsIds);
  await checkDocuments(db, userId, documentsOf(programme!), fields.attachment_ids);
  const [saved] = await db
    .insert(subsidyApplications)
    .values({ userId, subsidyId, orderId, ...columns(fields) })
    .onConflictDoNothing()
    .returning({ id: subsidyApplications.id });
  return saved?.id ?? refuse('该订单已申请过此补贴');
}

/** subsidy_user_apply/edit: 审核中 or 已驳回 only; the application goes (back) to 审核中. */
export async function editApplication(db: DbOrTx, userId: number, id: number, fields: ApplyFields) {
  const [row] = await db
    .select({ app: subsidyApplications, documents: subsidies.documents })
    .from(subsidyApplications)
    .innerJoin(subsidies, eq(subsidies.id, subsidyApplications.subsidyId))
    .where(and(eq(subsidyApplications.id, id), eq(subsidyApplications.userId, userId)))
    .limit(1);
  if (!row) refuse('补贴申请不存在');
  const from = row!.app.status as SubsidyApplyStatus;
  const status = nextSubsidyApplyStatus(from, 'edit') ?? refuse(REFUSALS[from]);
  await checkDocuments(db, userId, documentsOf(row!), fields.attachment_ids);
  const [saved] = await db
    .update(subsidyApplications)
    .set({ ...columns(fields), status, reason: '', appliedAt: new Date(), reviewedAt: null })
    .where(and(eq(subsidyApplications.id, id), eq(subsidyApplications.status, from)))
    .returning({ id: subsidyApplications.id });
  if (!saved) refuse('补贴申请状态已变化，请刷新后重试');
}

/** subsidy_user_apply/get: the caller's applications, newest first, with fresh file links. */
export async function listApplications(
  db: DbOrTx,
  secret: string,
  userId: number,
  paging: Paging,
): Promise<{ list: SubsidyApplication[]; total: number }> {
  const { list: rows, total } = await paged(
    db
      .select({ app: subsidyApplications, programme: subsidies, order: orders })
      .from(subsidyApplications)
      .innerJoin(subsidies, eq(subsidies.id, subsidyApplications.subsidyId))
      .innerJoin(orders, eq(orders.id, subsidyApplications.orderId))
      .where(eq(subsidyApplications.userId, userId))
      .orderBy(desc(subsidyApplications.appliedAt), desc(subsidyApplications.id)),
    db.select({ n: count() }).from(subsidyApplications).where(eq(subsidyApplications.userId, userId)),
    paging,
  );
  const fileIds = [...new Set(rows.flatMap((r) => r.app.attachmentIds))];
  const files = fileIds.length
    ? await db.select().from(attachments).where(inArray(attachments.id, fileIds))
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  const list = rows.map(({ app, programme, order }): SubsidyApplication => {
    const names = documentsOf(programme);
    const status = app.status as SubsidyApplyStatus;
    const estimate = Math.min(
      programme.capFen,
      Math.round((order.payAmountFen * Number(programme.rate)) / 100),
    );
    return {
      id: app.id,
      subsidy_id: programme.id,
      subsidy_title: programme.title,
      order_id: order.id,
      order_no: order.orderNo,
      order_amount: fenToYuan(order.payAmountFen),
      estimate: fenToYuan(estimate),
      company_name: app.companyName,
      contact: app.contact,
      mobile: app.mobile,
      remark: app.remark,
      status,
      status_name: SUBSIDY_APPLY_LABELS[status],
      reason: app.reason,
      documents: app.attachmentIds.map((fid, i) => ({
        name: names[i] ?? `材料${i + 1}`,
        attachment_id: fid,
        url: attachmentUrl(secret, fid),
        mime: byId.get(fid)?.mime ?? '',
        file_name: byId.get(fid)?.originalName ?? '',
      })),
      applied_at: app.appliedAt.toISOString(),
      reviewed_at: app.reviewedAt?.toISOString() ?? '',
    };
  });
  return { list, total };
}

/** The reviewer's decision (the operator console's subsidy_apply kind): approve, or reject with a reason. */
export async function reviewApplication(
  db: DbOrTx,
  id: number,
  decision: Exclude<SubsidyApplyAction, 'edit'>,
  reason = '',
): Promise<Row> {
  const [row] = await db.select().from(subsidyApplications).where(eq(subsidyApplications.id, id)).limit(1);
  const status = row && nextSubsidyApplyStatus(row.status as SubsidyApplyStatus, decision);
  if (!row || !status)
    throw new Error(`no subsidy application ${id} awaiting review (${row?.status ?? 'none'})`);
  if (decision === 'reject' && reason.trim().length < 2) throw new Error('a rejection needs a reason');
  const [saved] = await db
    .update(subsidyApplications)
    .set({ status, reason: decision === 'reject' ? reason.trim().slice(0, 200) : '', reviewedAt: new Date() })
    .where(and(eq(subsidyApplications.id, id), eq(subsidyApplications.status, row.status)))
    .returning();
  if (!saved) throw new Error('the application changed meanwhile; list it again');
  return saved;
}

/** Applications by state, oldest first, with the buyer's mobile and the order no (for the operator). */
export async function applicationsIn(db: DbOrTx, status: SubsidyApplyStatus) {
  return db
    .select({
      app: subsidyApplications,
      mobile: accounts.mobile,
      orderNo: orders.orderNo,
      title: subsidies.title,
      documents: subsidies.documents,
    })
    .from(subsidyApplications)
    .innerJoin(accounts, eq(accounts.id, subsidyApplications.userId))
    .innerJoin(orders, eq(orders.id, subsidyApplications.orderId))
    .innerJoin(subsidies, eq(subsidies.id, subsidyApplications.subsidyId))
    .where(eq(subsidyApplications.status, status))
    .orderBy(subsidyApplications.appliedAt);
}
