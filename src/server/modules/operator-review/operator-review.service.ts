import type { ReviewItem, ReviewKind } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { ApiFailure, refuse } from '../../lib/envelope';
import { sendLetter } from '../notice/notice.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import type { ReviewKindDef, ReviewRecord } from './review-kind';
import { reviewKinds } from './review-kinds';

export const REVIEW_MSG = {
  kindUnavailable: '该审核类型暂未开放',
  missing: '申请不存在',
  handled: '该申请已处理，请刷新列表',
  changed: '申请人刚修改了这份申请，请查看最新内容后再审核',
  reasonNeeded: '请填写驳回原因（2-200 字），申请人会看到它',
} as const;

export function kindOf(kind: ReviewKind): ReviewKindDef {
  return reviewKinds[kind] ?? refuse(REVIEW_MSG.kindUnavailable);
}

export const toItem = (r: ReviewRecord): ReviewItem => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  applicant: r.applicant,
  status: r.status,
  status_name: r.status_name,
  reason: r.reason,
  applied_at: r.applied_at,
  reviewed_at: r.reviewed_at,
});

/**
 * Approves or rejects one pending application of any kind, in one transaction: the kind's own
 * state change, a site letter to the applicant with the reason, and one audit row.
 */
export async function decideReview(
  tx: DbOrTx,
  actor: Actor,
  secret: string,
  r: { kind: ReviewKind; id: number; approve: boolean; reason: string; applied_at?: string },
): Promise<ReviewItem> {
  const def = kindOf(r.kind);
  const reason = r.reason.trim();
  if (!r.approve && (reason.length < 2 || reason.length > 200)) refuse(REVIEW_MSG.reasonNeeded);
  const before = await def.info(tx, r.id, secret);
  if (!before) return refuse(REVIEW_MSG.missing);
  if (before.status !== 'pending') return refuse(REVIEW_MSG.handled);
  // the reviewer decides on what they read, never on a version the applicant sent since
  if (r.applied_at && r.applied_at !== before.applied_at) return refuse(REVIEW_MSG.changed);
  try {
    await def.decide(tx, r.id, { approve: r.approve, reason });
  } catch (error) {
    // the kinds' services throw plain errors for their CLI: a race lost to another reviewer
    if (error instanceof ApiFailure) throw error;
    refuse(REVIEW_MSG.handled);
  }
  const after = (await def.info(tx, r.id, secret)) ?? refuse(REVIEW_MSG.missing);
  await sendLetter(tx, before.accountId, {
    title: `${def.label}${r.approve ? '已通过' : '未通过'}`,
    content: r.approve
      ? `您提交的${def.label}（${before.title}）已审核通过。`
      : `您提交的${def.label}（${before.title}）未通过审核，原因：${reason}。${def.rejectNote ?? '请修改后重新提交。'}`,
    link: before.link,
  });
  await appendAudit(tx, actor, {
    action: r.approve ? 'operator_review/approve' : 'operator_review/reject',
    target: `${r.kind}#${r.id}`,
    before: { status: before.status, reason: before.reason },
    after: { status: after.status, reason: after.reason },
  });
  return toItem(after);
}
