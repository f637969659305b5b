import type { OptionInput } from '../../../core';
import { isPromotionPriced } from '../../../core/rules/cart-pricing';
import {
  OPTION_GROUP_LABELS,
  OPTION_GROUPS,
  type OptionGroupKey,
  offersOptionGroup,
  yuanProblem,
} from '../../../core/rules/goods-fields';
import { GOODS_LIMITS as L } from '../../../core/rules/goods-states';
import { SALES_PROMOTION_UNITS, UNIT_LABELS } from '../../../core/rules/sales-units';

/**
 * What is wrong with the service form, by field: `name`, `turnaround_days`, `standards`,
 * `serviceContent` (the group), `serviceContent.0.price` (one option's price), `sales_promotion`,
 * `sales_promotion.online_wages` … Every problem at once, in the form's words, by the rules the
 * server refuses with (core/rules/goods-fields.ts), so a form that passes is not refused for them.
 */
export type FormErrors = Record<string, string>;

/** The fields the checks read (the edit page's GoodsForm has them). */
export interface CheckedForm {
  name: string;
  servics_id: number;
  summary: string;
  standards: string;
  turnaround_days: string;
  sample_requirement: string;
  serviceContent: OptionInput[];
  trainingForm: OptionInput[];
  approvalLogo: OptionInput[];
  sales_promotion: Record<string, string>;
}

const blank = (o: OptionInput) => !String(o.name ?? '').trim() && !String(o.price ?? '').trim();

/** An option row left wholly empty is no option: the form drops it rather than refusing it. */
export const filledOptions = (list: OptionInput[]): OptionInput[] => list.filter((o) => !blank(o));

/** The groups as the request sends them: only those the type offers, without empty rows. */
export const offeredGroups = (f: Pick<CheckedForm, 'servics_id' | OptionGroupKey>) =>
  Object.fromEntries(
    OPTION_GROUPS.map((k) => [k, offersOptionGroup(f.servics_id, k) ? filledOptions(f[k]) : []]),
  ) as Record<OptionGroupKey, OptionInput[]>;

function optionErrors(out: FormErrors, group: OptionGroupKey, list: OptionInput[]): void {
  const seen = new Set<string>();
  list.forEach((o, i) => {
    if (blank(o)) return;
    const name = String(o.name ?? '').trim();
    if (!name) out[`${group}.${i}.name`] = '请输入名称';
    else if ([...name].length > L.optionName) out[`${group}.${i}.name`] = `名称不能超过 ${L.optionName} 个字`;
    else if (seen.has(name)) out[`${group}.${i}.name`] = `「${name}」重复`;
    seen.add(name);
    const price = yuanProblem(o.price, '价格');
    if (price) out[`${group}.${i}.price`] = price;
  });
}

export function goodsFormErrors(f: CheckedForm): FormErrors {
  const out: FormErrors = {};
  const name = f.name.trim();
  if (!name) out.name = '请输入服务名称';
  else if ([...name].length > L.name) out.name = `服务名称不能超过 ${L.name} 个字`;
  if ([...f.summary.trim()].length > L.summary) out.summary = `服务简介不能超过 ${L.summary} 个字`;
  const standards = f.standards
    .split(/[\n,，;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (new Set(standards).size > L.standards) out.standards = `执行标准最多 ${L.standards} 项`;
  else if (standards.some((s) => [...s].length > L.standard))
    out.standards = `每项执行标准不能超过 ${L.standard} 个字`;
  const days = f.turnaround_days.trim();
  if (days && !(/^\d{1,3}$/.test(days) && Number(days) >= 1 && Number(days) <= L.turnaroundDays))
    out.turnaround_days = `检测周期应为 1 至 ${L.turnaroundDays} 个工作日`;
  if ([...f.sample_requirement.trim()].length > L.sample)
    out.sample_requirement = `样品要求不能超过 ${L.sample} 个字`;

  const groups = offeredGroups(f);
  for (const k of OPTION_GROUPS) {
    if (!offersOptionGroup(f.servics_id, k)) continue;
    if (groups[k].length > L.options) out[k] = `${OPTION_GROUP_LABELS[k]}最多 ${L.options} 项`;
    optionErrors(out, k, f[k]);
  }
  const promo = isPromotionPriced(f.servics_id);
  let units = 0;
  if (promo)
    for (const u of SALES_PROMOTION_UNITS) {
      const v = (f.sales_promotion[u] ?? '').trim();
      if (!v) continue;
      units += 1;
      const problem = yuanProblem(v, UNIT_LABELS[u]);
      if (problem) out[`sales_promotion.${u}`] = problem;
    }
  if (promo && !units && !groups.serviceContent.length)
    out.sales_promotion = '培训、咨询服务请至少填写一种课酬或打包价';
  if (!promo && !groups.serviceContent.length) out.serviceContent = '请至少添加一项服务内容及价格';
  return out;
}

/** The field a refusal is about, read from the field's name in the server's message ('' if none). */
export function refusalField(message: string): string {
  const option = /(服务内容|培训形式|认可标识)第 (\d+) 项的(名称|价格)/.exec(message);
  const groupOf = (label: string) => OPTION_GROUPS.find((k) => OPTION_GROUP_LABELS[k] === label);
  if (option)
    return `${groupOf(option[1]!)}.${Number(option[2]) - 1}.${option[3] === '名称' ? 'name' : 'price'}`;
  const group = OPTION_GROUPS.find((k) => message.includes(OPTION_GROUP_LABELS[k]));
  if (/课酬|打包价|计价单位/.test(message)) return 'sales_promotion';
  if (group) return group;
  const fields: [RegExp, string][] = [
    [/服务名称/, 'name'],
    [/服务类型/, 'servics_id'],
    [/服务分类/, 'category_id'],
    [/封面图/, 'cover'],
    [/服务图片/, 'pictures'],
    [/服务简介/, 'summary'],
    [/执行标准/, 'standards'],
    [/检测周期/, 'turnaround_days'],
    [/样品要求/, 'sample_requirement'],
    [/服务详情/, 'content'],
  ];
  return fields.find(([re]) => re.test(message))?.[1] ?? '';
}
