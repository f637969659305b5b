/**
 * The society's staff roles: 管理员 (everything, staff and settings), 审核员 (reviews), 内容编辑
 * (content), 客服 (service desk), 财务 (bank transfers received and payouts made). The endpoint
 * table lists which roles may call each console endpoint.
 */
export const STAFF_ROLES = ['admin', 'reviewer', 'editor', 'service', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: '管理员',
  reviewer: '审核员',
  editor: '内容编辑',
  service: '客服',
  finance: '财务',
};
