import { z } from 'zod';
import type { SalesPromotion, SalesPromotionUnit } from '../../../core/api/contract/models';
import { isPromotionPriced } from '../../../core/rules/cart-pricing';
import {
  groupNotOffered,
  OPTION_GROUPS,
  offersOptionGroup,
  yuanProblem,
} from '../../../core/rules/goods-fields';
import { GOODS_LIMITS as L } from '../../../core/rules/goods-states';
import { SALES_PROMOTION_UNITS, UNIT_LABELS } from '../../../core/rules/sales-units';
import { hasForbiddenChars, idField, optionalIdField, textField, toPositiveInt } from '../../lib/validation';
import { richTextField } from '../merchant-center/merchant-center-fields';
import { optionalSampleAddressField } from '../merchant-center/sample-address';

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, v: unknown, message: string) => {
  ctx.issues.push({ code: 'custom', input: v, message });
  return z.NEVER;
};

/** Yuan with at most two decimals, 0 … max, as fen (the form checks by the same rule). */
export function parseYuan(v: unknown, label: string, ctx: Ctx): number {
  const problem = yuanProblem(v, label);
  if (problem) return issue(ctx, v, problem);
  return Math.round(Number(typeof v === 'string' ? v.trim() : v) * 100);
}

export interface ParsedOption {
  id: number | null;
  name: string;
  /** yuan, as the contract's OptionInput; priceFen is what is stored */
  price: number;
  priceFen: number;
}

/** One option group (服务内容 / 培训形式 / 认可标识): names unique, prices in yuan. */
export const optionsField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): ParsedOption[] => {
      if (v === undefined || v === null) return [];
      if (!Array.isArray(v)) return issue(ctx, v, `无效的${label}`);
      if (v.length > L.options) return issue(ctx, v, `${label}最多 ${L.options} 项`);
      const out: ParsedOption[] = [];
      for (const [i, o] of v.entries()) {
        if (!o || typeof o !== 'object') return issue(ctx, v, `无效的${label}`);
        const { id, name, price } = o as Record<string, unknown>;
        const n = typeof name === 'string' ? name.trim() : '';
        const at = `${label}第 ${i + 1} 项`;
        if (!n) return issue(ctx, v, `请输入${at}的名称`);
        if ([...n].length > L.optionName || hasForbiddenChars(n))
          return issue(ctx, v, `${at}的名称不能超过 ${L.optionName} 个字`);
        if (out.some((x) => x.name === n)) return issue(ctx, v, `${label}「${n}」重复`);
        // 0 is a new option of a pending revision (merchant_goods/info): new, as no id
        const none = id === undefined || id === null || id === '' || id === 0;
        const optionId = none ? null : toPositiveInt(id);
        if (!none && optionId === null) return issue(ctx, v, `无效的${label}`);
        const priceFen = parseYuan(price, `${at}的价格`, ctx);
        out.push({ id: optionId, name: n, price: priceFen / 100, priceFen });
      }
      return out;
    });

/** Standards covered (they feed search): distinct, trimmed, bounded. */
export const standardsField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string[] => {
      if (v === undefined || v === null) return [];
      const list = typeof v === 'string' ? v.split(/[\n,，;；]/) : v;
      if (!Array.isArray(list)) return issue(ctx, v, '无效的执行标准');
      const out = [...new Set(list.map((s) => (typeof s === 'string' ? s.trim() : '')).filter(Boolean))];
      if (out.length > L.standards) return issue(ctx, v, `执行标准最多 ${L.standards} 项`);
      if (out.some((s) => [...s].length > L.standard || hasForbiddenChars(s)))
        return issue(ctx, v, `每项执行标准不能超过 ${L.standard} 个字`);
      return out;
    });

/** Types 4 and 5: at least one unit priced; other types carry none. */
export const promotionField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): SalesPromotion | null => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'object' || Array.isArray(v)) return issue(ctx, v, '无效的课酬/打包价');
      const out: SalesPromotion = {};
      for (const [k, price] of Object.entries(v)) {
        if (!(SALES_PROMOTION_UNITS as readonly string[]).includes(k)) return issue(ctx, v, '无效的计价单位');
        if (price === null || price === '' || price === undefined) continue;
        const unit = k as SalesPromotionUnit;
        out[unit] = parseYuan(price, UNIT_LABELS[unit], ctx) / 100;
      }
      return Object.keys(out).length ? out : null;
    });

const daysField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null || v === '') return null;
      const n = toPositiveInt(v);
      if (n !== null && n <= L.turnaroundDays) return n;
      return issue(ctx, v, `检测周期应为 1 至 ${L.turnaroundDays} 个工作日`);
    });

const imageIdsField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      if (v === undefined || v === null) return [];
      const ids = Array.isArray(v) ? v.map(toPositiveInt) : [null];
      if (ids.some((id) => id === null)) return issue(ctx, v, '无效的服务图片');
      return ids as number[];
    });

const urlListField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string[] => {
      if (v === undefined || v === null) return [];
      if (Array.isArray(v) && v.every((s) => typeof s === 'string' && s.length <= 300)) return v as string[];
      return issue(ctx, v, '无效的服务图片');
    });

export const goodsFields = {
  name: textField('服务名称', L.name),
  servics_id: idField('服务类型'),
  category_id: optionalIdField('服务分类'),
  cover_id: optionalIdField('封面图'),
  cover: z
    .unknown()
    .optional()
    .transform((v): string => (typeof v === 'string' ? v.trim().slice(0, 300) : '')),
  picture_ids: imageIdsField(),
  pictures: urlListField(),
  summary: textField('服务简介', L.summary, false),
  content: richTextField('服务详情', L.content),
  standards: standardsField(),
  turnaround_days: daysField(),
  sample_requirement: textField('样品要求', L.sample, false),
  serviceContent: optionsField('服务内容'),
  trainingForm: optionsField('培训形式'),
  approvalLogo: optionsField('认可标识'),
  sales_promotion: promotionField(),
  sample_address: optionalSampleAddressField(),
};

export type GoodsFields = z.output<z.ZodObject<typeof goodsFields>>;

/** The first option group the service's type does not offer but the lab filled in, if any. */
export const strayOptionGroup = (g: GoodsFields) =>
  OPTION_GROUPS.find((k) => g[k].length > 0 && !offersOptionGroup(g.servics_id, k));

/** What the pricing rule needs to price the service at all: a message when it cannot. */
export function pricingProblem(g: GoodsFields): string {
  if (g.servics_id < 1 || g.servics_id > 5) return '无效的服务类型';
  const stray = strayOptionGroup(g);
  if (stray) return groupNotOffered(g.servics_id, stray);
  if (isPromotionPriced(g.servics_id)) {
    if (!g.sales_promotion && !g.serviceContent.length) return '培训、咨询服务请至少填写一种课酬或打包价';
    return '';
  }
  if (g.sales_promotion) return '只有培训、咨询服务按课酬或打包价计价';
  if (!g.serviceContent.length) return '请至少添加一项服务内容及价格';
  return '';
}
