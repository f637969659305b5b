/**
 * The audit log in words. A row keeps what the action did as data (the endpoint id, `kind#id`,
 * before/after JSON); the server reads it back in these words: the action's name, the object by
 * its kind and name (服务「水质检测」), each changed field as 字段: 旧值 → 新值. An action, kind or
 * field without a word here shows as stored, so a new one is listed before anyone names it.
 */
import { CONTENT_STATE_LABELS } from './content-states';
import { GOODS_STATE_LABELS } from './goods-states';
import { REVIEW_STATE_LABELS } from './reviews';
import { SERVICE_TYPE_NAMES } from './service-types';
import { STAFF_ROLE_LABELS } from './staff-roles';

export const AUDIT_ACTION_NAMES: Readonly<Record<string, string>> = {
  'operator/login': '登录',
  'operator/loginOut': '退出登录',
  'operator/totpVerify': '绑定动态验证码',
  'operator/totpLocked': '动态验证码错误过多，已锁定',
  'operator_staff/add': '邀请员工',
  'operator_staff/disable': '停用员工',
  'operator_config/update': '修改站点配置',
  'operator_review/approve': '审核通过',
  'operator_review/reject': '审核驳回',
  'operator_review/offShelf': '下架服务',
  'operator_content/save': '保存文章',
  'operator_content/publish': '发布文章',
  'operator_content/withdraw': '撤回文章',
  'operator_hot_word/add': '新增热词',
  'operator_hot_word/sort': '调整热词顺序',
  'operator_hot_word/delete': '删除热词',
  'operator_feedback/reply': '回复反馈',
  'operator_slide/save': '保存轮播图',
  'operator_slide/publish': '发布轮播图',
  'operator_slide/withdraw': '撤回轮播图',
  'operator_article_category/save': '保存文章分类',
  'operator_article_category/delete': '删除文章分类',
  'operator_page/save': '保存单页',
  'operator_page/publish': '发布单页',
  'operator_goods_category/save': '保存服务分类',
  'operator_goods_category/delete': '删除服务分类',
  'operator_upload/image': '上传图片',
  'operator_coupon/save': '保存优惠券',
  'operator_coupon/publish': '发布优惠券',
  'operator_coupon/withdraw': '撤回优惠券',
  'operator_subsidy/save': '保存补贴项目',
  'operator_subsidy/publish': '发布补贴项目',
  'operator_subsidy/withdraw': '撤回补贴项目',
  'operator_subsidy_platform/save': '保存补贴平台',
  'operator_subsidy_platform/publish': '发布补贴平台',
  'operator_subsidy_platform/withdraw': '撤回补贴平台',
  'operator_green/save': '保存绿色优惠',
  'operator_green/publish': '发布绿色优惠',
  'operator_green/withdraw': '撤回绿色优惠',
  'operator_import/commit': '导入服务',
  'operator_pay/setAccount': '设置收款账户',
  'operator_pay/confirmTransfer': '确认到账',
  'operator_pay/rejectTransfer': '驳回汇款',
  'operator_payout/markPaid': '确认提现已打款',
  'operator_refund/markRefunded': '确认退款已汇出',
};

export const auditActionName = (action: string): string => AUDIT_ACTION_NAMES[action] ?? action;

/** What `kind` of a `kind#id` target is, as a noun: 服务「…」. */
export const AUDIT_TARGET_NOUNS: Readonly<Record<string, string>> = {
  goods: '服务',
  goods_revision: '服务修改',
  merchant: '机构',
  user_sgs: '企业认证',
  expert_sgs: '专家认证',
  subsidy_apply: '补贴申请',
  sign_account: '签章开户',
  announcement: '公告',
  news: '资讯',
  help: '帮助文章',
  hot_word: '热词',
  feedback: '反馈',
  news_category: '资讯分类',
  help_category: '帮助分类',
  goods_category: '服务分类',
  coupon: '优惠券',
  attachment: '图片',
  page: '单页',
  subsidy: '补贴项目',
  subsidy_platform: '补贴平台',
  green: '绿色优惠',
  carousel: '轮播图',
  banner: '频道横幅',
  staff: '员工',
};

/** Targets that are one thing of their kind, stored without an id. */
export const AUDIT_SINGLE_TARGETS: Readonly<Record<string, string>> = {
  site_config: '站点配置',
  collection_account: '收款账户',
};

/** An object in words: 服务「水质检测」, or 服务 #12 when it is gone. */
export const auditTargetText = (noun: string, id: number, name: string | undefined): string =>
  name ? `${noun}「${name}」` : `${noun} #${id}`;

export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: '状态',
  reason: '原因',
  title: '标题',
  draft_title: '草稿标题',
  name: '名称',
  summary: '摘要',
  category_id: '分类',
  parent_id: '上级分类',
  servics_id: '服务类型',
  sort: '排序',
  hidden: '隐藏',
  place: '显示位置',
  image: '图片',
  link: '链接',
  keyword: '热词',
  type: '类型',
  reply: '回复内容',
  mobile: '手机号',
  role: '角色',
  amount: '金额（元）',
  min_amount: '使用门槛（元）',
  total: '发放总量',
  received: '已领取',
  starts_on: '开始日期',
  ends_on: '结束日期',
  bank_serial: '银行流水号',
  pay_no: '支付单号',
  account_name: '户名',
  bank_name: '开户行',
  account_no: '账号',
  service_code: '在线客服地址',
  welcome_notice: '欢迎语',
  hotline: '客服热线',
  service_hours: '服务时间',
  platform_fee_rate: '平台服务费率',
  wrong_codes: '连续错误次数',
  minutes: '锁定分钟数',
  id: '编号',
};

/** Stored values that are words in the console (states, roles). */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: {
    ...CONTENT_STATE_LABELS,
    ...REVIEW_STATE_LABELS,
    on_sale: GOODS_STATE_LABELS.on_sale,
    off_shelf: GOODS_STATE_LABELS.off_shelf,
    open: '待汇款',
    declared: '已申报汇款',
    confirmed: '已确认到账',
    lapsed: '已过期',
    refunded: '已退款',
    done: '已打款',
    active: '正常',
    invited: '已邀请',
    disabled: '已停用',
  },
  role: STAFF_ROLE_LABELS,
  type: { goods: '服务', merchant: '商家' },
  servics_id: SERVICE_TYPE_NAMES,
};

export interface AuditChange {
  label: string;
  /** null: the field was not there before (a new object). */
  before: string | null;
  /** null: the field is gone (a deleted object). */
  after: string | null;
}

const MAX_TEXT = 60;

/** One stored value in words, bounded (rich text as its words). */
export function auditValueText(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '（空）';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.length ? v.map((x) => auditValueText(key, x)).join('、') : '（空）';
  if (typeof v === 'object') return JSON.stringify(v);
  const s = String(v);
  const word = VALUE_WORDS[key]?.[s];
  if (word) return word;
  const text = s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text || '（空）';
}

const fieldsOf = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The fields an action changed: for an edit those whose value differs, for a new object every
 * field it was given, for a removed one every field it had.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  if (!b && !a) return [];
  // the log keeps JSONB, which reorders keys: fields go in the labels' order (状态 first)
  const order = Object.keys(AUDIT_FIELD_LABELS);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort(
    (x, y) => rank(x) - rank(y),
  );
  const out: AuditChange[] = [];
  for (const k of keys) {
    const was = b ? auditValueText(k, b[k]) : null;
    const now = a ? auditValueText(k, a[k]) : null;
    if (b && a && JSON.stringify(b[k] ?? null) === JSON.stringify(a[k] ?? null)) continue;
    out.push({ label: AUDIT_FIELD_LABELS[k] ?? k, before: was, after: now });
  }
  return out;
}
