import type { OwnGoodsDetail, SalesPromotion } from '../../../core';
import type { GoodsInput } from '../../../core/api/contract/api/merchant';
import { offeredGroups } from './goods-form-checks';
import type { Picked } from './merchant-parts';
import { draftOf, inputOf, type SampleAddressDraft } from './sample-address-form';

/** What the edit page holds while the lab types; `toInput` makes the request of it. */
export interface GoodsForm {
  name: string;
  servics_id: number;
  category_id: number | null;
  cover: Picked | null;
  pictures: Picked[];
  summary: string;
  content: string;
  standards: string;
  turnaround_days: string;
  sample_requirement: string;
  serviceContent: GoodsInput['serviceContent'] & object;
  trainingForm: GoodsInput['trainingForm'] & object;
  approvalLogo: GoodsInput['approvalLogo'] & object;
  sales_promotion: Record<string, string>;
  /** 本服务单独的收样地址: off sends samples to the shop's. */
  own_sample_address: boolean;
  sample_address: SampleAddressDraft;
}

const kept = (url: string): Picked => ({ id: null, url, mime: 'image/*', name: '' });

export const blankForm = (): GoodsForm => ({
  name: '',
  servics_id: 1,
  category_id: null,
  cover: null,
  pictures: [],
  summary: '',
  content: '',
  standards: '',
  turnaround_days: '',
  sample_requirement: '',
  serviceContent: [{ name: '', price: '' }],
  trainingForm: [],
  approvalLogo: [],
  sales_promotion: {},
  own_sample_address: false,
  sample_address: draftOf(null),
});

/** The form of a saved service; a copy drops the option ids (new rows of a new service). */
export function formOf(g: OwnGoodsDetail, copy: boolean, copySuffix: string): GoodsForm {
  const opts = (list: OwnGoodsDetail['serviceContent']) =>
    list.map((o) => ({ id: copy ? null : o.id, name: o.name, price: o.price.toFixed(2) }));
  return {
    name: copy ? `${g.name}${copySuffix}`.slice(0, 200) : g.name,
    servics_id: g.servics_id,
    category_id: g.category_id,
    cover: g.cover ? kept(g.cover) : null,
    pictures: g.pictures.map(kept),
    summary: g.summary,
    content: g.content,
    standards: g.standards.join('\n'),
    turnaround_days: g.turnaround_days ? String(g.turnaround_days) : '',
    sample_requirement: g.sample_requirement,
    serviceContent: opts(g.serviceContent),
    trainingForm: opts(g.trainingForm),
    approvalLogo: opts(g.approvalLogo),
    sales_promotion: Object.fromEntries(
      Object.entries(g.sales_promotion ?? {}).map(([k, v]) => [k, typeof v === 'number' ? v.toFixed(2) : '']),
    ),
    own_sample_address: !!g.sample_address,
    sample_address: draftOf(g.sample_address ?? null),
  };
}

export function toInput(f: GoodsForm, promotionPriced: boolean): GoodsInput {
  const sp = Object.fromEntries(Object.entries(f.sales_promotion).filter(([, v]) => v.trim() !== ''));
  return {
    name: f.name,
    servics_id: f.servics_id,
    category_id: f.category_id,
    cover_id: f.cover?.id ?? null,
    cover: f.cover && !f.cover.id ? f.cover.url : '',
    picture_ids: f.pictures.filter((p) => p.id).map((p) => p.id as number),
    pictures: f.pictures.filter((p) => !p.id).map((p) => p.url),
    summary: f.summary,
    content: f.content,
    standards: f.standards.split('\n'),
    turnaround_days: f.turnaround_days || null,
    sample_requirement: f.sample_requirement,
    // only the groups the type has, without rows left empty
    ...offeredGroups(f),
    sales_promotion: promotionPriced && Object.keys(sp).length ? (sp as unknown as SalesPromotion) : null,
    sample_address: f.own_sample_address ? inputOf(f.sample_address) : null,
  };
}
