/**
 * The payout account (开户信息) with the payment provider (Yeepay; simulated in the demo), declared
 * once: the server refuses every move this table does not list, and the page shows the labels and
 * offers only what the table allows. Owner-agnostic: an expert's and a lab's accounts move alike.
 *
 *   未开户 ──apply──▶ 审核中 ──approve──▶ 待签约 ──sign──▶ 已开通 ──upgrade (micro → company)──▶ 审核中
 *                      │
 *                    reject ─▶ 已驳回 ──apply (either kind)──▶ 审核中
 *
 * apply and upgrade are the applicant's (yeepoy_open_company/apply, yeepoy_open_micro/apply,
 * yeepoy_open_micro/company); approve, reject and sign arrive only as the provider's signed
 * notifications (/notify/yeepay). While 待签约 the applicant may have the agreement notice sent
 * again (yeepoy/againSendNotify); that is not a move.
 */
export const PAYOUT_STATES = ['none', 'reviewing', 'signing', 'opened', 'rejected'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export type PayoutAction = 'apply' | 'upgrade' | 'approve' | 'reject' | 'reject_upgrade' | 'sign';
/** 1 company (企业商户), 2 individual micro-merchant (小微商户): payout_accounts.kind. */
export type PayoutKind = 'company' | 'micro';

export const PAYOUT_TRANSITIONS: Readonly<Record<PayoutState, Partial<Record<PayoutAction, PayoutState>>>> = {
  none: { apply: 'reviewing' },
  reviewing: { approve: 'signing', reject: 'rejected', reject_upgrade: 'opened' },
  signing: { sign: 'opened' },
  opened: { upgrade: 'reviewing' },
  rejected: { apply: 'reviewing' },
};

export const PAYOUT_STATE_LABELS: Readonly<Record<PayoutState, string>> = {
  none: '未开户',
  reviewing: '审核中',
  signing: '待签约',
  opened: '已开通',
  rejected: '已驳回',
};

export const PAYOUT_KIND_LABELS: Readonly<Record<PayoutKind, string>> = {
  company: '企业商户',
  micro: '小微商户（个人）',
};

/** The state after `action`, or null when the table does not allow it from `from`. */
export const nextPayoutState = (from: PayoutState, action: PayoutAction): PayoutState | null =>
  PAYOUT_TRANSITIONS[from]?.[action] ?? null;

/** Only an opened micro account may be upgraded to a company one. */
export const canUpgrade = (state: PayoutState, kind: PayoutKind | null): boolean =>
  kind === 'micro' && nextPayoutState(state, 'upgrade') !== null;

/** The agreement notice may be sent again once a minute (yeepoy/againSendNotify). */
export const NOTICE_RESEND_MS = 60_000;

/** Lengths of the application's text fields, in characters (page and server). */
export const PAYOUT_LIMITS = {
  org_name: [2, 100],
  person_name: [2, 30],
  reason: [2, 200],
} as const;
