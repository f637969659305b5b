/**
 * A service's option groups and prices as the edit form and the server check them alike: the
 * form offers only the groups of the service's type and says what is wrong before sending, the
 * server refuses the same with the same words.
 */
import { GOODS_LIMITS } from './goods-states';
import { SERVICE_TYPE_NAMES } from './service-types';

/** The option groups of a service, as the contract names them (goods_options.kind 1–3). */
export const OPTION_GROUPS = ['serviceContent', 'trainingForm', 'approvalLogo'] as const;
export type OptionGroupKey = (typeof OPTION_GROUPS)[number];

export const OPTION_GROUP_LABELS: Readonly<Record<OptionGroupKey, string>> = {
  serviceContent: '服务内容',
  trainingForm: '培训形式',
  approvalLogo: '认可标识',
};

/**
 * The groups each service type offers, as the catalogue has them: tests, certifications and
 * calibrations are bought by service content (packages, 单项加测, surveillance audits) with an
 * optional approval mark on the report or certificate; training by content or sessions
 * (培训形式: 线上直播 / 线下面授); consulting by content alone. 培训 and 咨询 are mostly priced by
 * their 课酬/打包价 instead (cart-pricing.ts).
 */
export const TYPE_OPTION_GROUPS: Readonly<Record<number, readonly OptionGroupKey[]>> = {
  1: ['serviceContent', 'approvalLogo'],
  2: ['serviceContent', 'approvalLogo'],
  3: ['serviceContent', 'approvalLogo'],
  4: ['serviceContent', 'trainingForm'],
  5: ['serviceContent'],
};

export const optionGroupsOf = (servicsId: number): readonly OptionGroupKey[] =>
  TYPE_OPTION_GROUPS[servicsId] ?? [];

export const offersOptionGroup = (servicsId: number, group: OptionGroupKey): boolean =>
  optionGroupsOf(servicsId).includes(group);

/** The refusal of options in a group the type does not offer. */
export const groupNotOffered = (servicsId: number, group: OptionGroupKey): string =>
  `${SERVICE_TYPE_NAMES[servicsId] ?? '该类型的'}服务没有${OPTION_GROUP_LABELS[group]}，请删除这些选项`;

/**
 * What is wrong with a price as typed (yuan, at most two decimals, 0 … the limit), or '' when
 * nothing is. `label` names the field in the message: 价格 → 价格不能为负.
 */
export function yuanProblem(v: unknown, label: string): string {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!s) return `请输入${label}`;
  if (/^[-－]\s*[\d０-９.]/.test(s)) return `${label}不能为负`;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) return `${label}应为数字，最多两位小数`;
  if (Math.round(Number(s) * 100) > GOODS_LIMITS.maxPrice * 100)
    return `${label}不能超过 ${GOODS_LIMITS.maxPrice} 元`;
  return '';
}
