import type { ReviewStatus } from '../api/contract/models-account';

/**
 * Enterprise certification (user_sgs, 客户认证), declared once: the server refuses every move this
 * table does not list, the page shows the labels and offers only what is allowed.
 *
 *   未认证 ──apply──▶ 审核中 ──approve──▶ 已认证
 *                      │  ▲                  │
 *                   reject └────modify────────┘
 *                      ▼  │
 *                    已驳回 ─apply/modify─▶ 审核中
 *
 * approve and reject are the reviewer's (the operator console or the operator's CLI; never by itself);
 * apply (user_sgs/update) and modify (user_sgs/modifyData) are the buyer's.
 */
export type CertAction = 'apply' | 'modify' | 'approve' | 'reject';

export const CERT_TRANSITIONS: Readonly<Record<ReviewStatus, Partial<Record<CertAction, ReviewStatus>>>> = {
  none: { apply: 'pending' },
  pending: { approve: 'approved', reject: 'rejected' },
  approved: { modify: 'pending' },
  rejected: { apply: 'pending', modify: 'pending' },
};

export const CERT_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  none: '未认证',
  pending: '审核中',
  approved: '已认证',
  rejected: '已驳回',
};

/** The state after `action`, or null when the table does not allow it from `from`. */
export const nextCertStatus = (from: ReviewStatus, action: CertAction): ReviewStatus | null =>
  CERT_TRANSITIONS[from]?.[action] ?? null;

/** Lengths of the certification and company fields, in characters (page and server). */
export const CERT_LIMITS = {
  org_name: [2, 100],
  legal_person: [2, 30],
  contact_name: [2, 30],
  address: [5, 120],
  reason: [2, 200],
} as const;

/** Uploads (attachment/uploadOne): what a file may be and how large. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的文件',
  empty: '文件内容为空，请重新选择',
  tooLarge: '文件不能超过 10 MB',
  badType: '仅支持 PNG、JPG、WebP 图片或 PDF 文件',
} as const;
