/**
 * The audit log's actions as the console names them. An action is the endpoint id that did it
 * (the staff POST ids of THE endpoint table, and the sign-in ids); one without a name here shows
 * its id, so a new console action is listed before anyone names it.
 */
import { type EndpointId, endpoints } from '../../../core';

const NAMES: Partial<Record<EndpointId, string>> = {
  'operator/login': '登录',
  'operator/loginOut': '退出登录',
  'operator/totpVerify': '绑定动态验证码',
  'operator_staff/add': '邀请员工',
  'operator_staff/disable': '停用员工',
  'operator_config/update': '修改站点配置',
  'operator_content/save': '保存内容',
  'operator_content/publish': '发布内容',
  'operator_content/withdraw': '撤回内容',
  'operator_hot_word/add': '新增热词',
  'operator_hot_word/sort': '调整热词顺序',
  'operator_hot_word/delete': '删除热词',
  'operator_feedback/reply': '回复反馈',
  'operator_review/approve': '审核通过',
  'operator_review/reject': '审核驳回',
  'operator_review/offShelf': '下架服务',
  'operator_import/commit': '导入服务',
};

/** Signing in is audited too, though its endpoints need no staff session. */
const SIGN_IN: readonly EndpointId[] = ['operator/login', 'operator/totpVerify'];

/**
 * The action select's entries: sign-in, then every console change (dry runs change nothing).
 * The browser's table lists the staff ids (their rows carry roles); the others it answers by
 * rule without listing them (vite.shared.ts slimEndpointTable), hence SIGN_IN.
 */
export const AUDIT_ACTIONS: readonly [string, string][] = [
  ...SIGN_IN,
  ...(Object.keys(endpoints) as EndpointId[]).filter(
    (id) => endpoints[id].staff && endpoints[id].method === 'POST' && !id.endsWith('/dryRun'),
  ),
].map((id): [string, string] => [id, NAMES[id] ?? id]);

export const actionName = (action: string): string => NAMES[action as EndpointId] ?? action;
