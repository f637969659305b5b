/**
 * A buyer's subsidy application (subsidy_user_apply, 补贴申请), declared once: the server refuses
 * every move this table does not list, the page shows the labels and offers only what is allowed.
 *
 *   (add) ──▶ 审核中 ──approve──▶ 已通过
 *              │  ▲
 *          reject  edit
 *              ▼  │
 *             已驳回 ──edit──▶ 审核中
 *
 * add and edit are the buyer's (edit also while 审核中: the review starts over); approve and
 * reject are the reviewer's (the operator console or the operator's CLI; never by itself). 已通过 is final.
 */
export const SUBSIDY_APPLY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubsidyApplyStatus = (typeof SUBSIDY_APPLY_STATUSES)[number];
export type SubsidyApplyAction = 'edit' | 'approve' | 'reject';

export const SUBSIDY_APPLY_TRANSITIONS: Readonly<
  Record<SubsidyApplyStatus, Partial<Record<SubsidyApplyAction, SubsidyApplyStatus>>>
> = {
  pending: { edit: 'pending', approve: 'approved', reject: 'rejected' },
  approved: {},
  rejected: { edit: 'pending' },
};

export const SUBSIDY_APPLY_LABELS: Readonly<Record<SubsidyApplyStatus, string>> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '已驳回',
};

/** The state after `action`, or null when the table does not allow it from `from`. */
export const nextSubsidyApplyStatus = (
  from: SubsidyApplyStatus,
  action: SubsidyApplyAction,
): SubsidyApplyStatus | null => SUBSIDY_APPLY_TRANSITIONS[from]?.[action] ?? null;

/** Only an order in this state can carry an application (core ORDER_STATUSES). */
export const SUBSIDY_ORDER_STATUS = 'completed';

/** Lengths of the application's fields, in characters (page and server). */
export const SUBSIDY_APPLY_LIMITS = {
  company_name: [2, 100],
  contact: [2, 30],
  remark: [0, 200],
  reason: [2, 200],
} as const;

/** What a programme asks for when it names nothing else. */
export const DEFAULT_SUBSIDY_DOCUMENTS = ['服务费用发票', '检测报告或证书'] as const;
