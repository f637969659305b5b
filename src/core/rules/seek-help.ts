/**
 * Demands (发布需求) and problem feedback (问题反馈), declared once for the server's checks and
 * the pages' forms.
 *
 *   (add) ──▶ 待响应 ──first lab quote──▶ 已响应
 *               │                          │
 *             close ─────────────────────▶ 已关闭 (the poster's, or past the deadline)
 */
export const SEEK_HELP_STATES = ['open', 'answered', 'closed'] as const;
export type SeekHelpState = (typeof SEEK_HELP_STATES)[number];

export const SEEK_HELP_STATE_LABELS: Readonly<Record<SeekHelpState, string>> = {
  open: '待响应',
  answered: '已响应',
  closed: '已关闭',
};

/** Field lengths [min, max] in characters. */
export const SEEK_HELP_LIMITS = {
  title: [4, 60],
  subject: [0, 100],
  content: [10, 2000],
  contact_name: [1, 30],
  attachments: [0, 5],
} as const;

/** Budget in yuan: whole yuan, up to ¥10,000,000. */
export const SEEK_HELP_BUDGET_MAX = 10_000_000;

/**
 * A lab's quote on a demand (报价): price in yuan (two decimals), days to deliver, a note.
 * One quote per lab and demand, editable while the demand is not closed.
 */
export const SEEK_HELP_QUOTE_LIMITS = {
  price: [1, 10_000_000],
  days: [1, 365],
  note: [0, 500],
} as const;

/** A demand is closed once its deadline (a YYYY-MM-DD in China) has passed. */
export function seekHelpState(stored: SeekHelpState, deadline: string, today: string): SeekHelpState {
  return stored !== 'closed' && deadline < today ? 'closed' : stored;
}

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'complaint', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, string>> = {
  bug: '功能异常',
  suggestion: '体验建议',
  complaint: '投诉',
  other: '其他',
};
export const FEEDBACK_LIMITS = { content: [10, 1000], contact: [0, 60], screenshots: [0, 4] } as const;
