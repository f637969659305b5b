import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CompareGoods } from '../../../core/api/contract/models';
import { COMPARE_MAX } from '../../../core/rules/compare';
import { merchantKindName } from '../../../core/rules/merchant-kinds';
import { priceRangeFen } from '../../../core/rules/starting-price';
import type { DbOrTx } from '../../db';
import { goods, goodsOptions, merchants, serviceTypes } from '../../db/schema';
import { fenToYuan } from '../../lib/money';
import { toPositiveInt } from '../../lib/validation';
import { MERCHANT_OPEN } from '../merchant/merchant.service';
import { GOODS_ON_SALE } from './goods.service';
import { coverUrl } from './goods-cover';

/** goods/compare's ids: a list or "1,2,3", 1 to COMPARE_MAX distinct positive ids, order kept. */
export const compareIdsField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [v];
      const given = parts.filter((p) => p !== '' && p !== undefined && p !== null);
      if (!given.length) {
        ctx.issues.push({ code: 'custom', input: v, message: '请选择要对比的服务' });
        return [];
      }
      const ids = given.map(toPositiveInt);
      if (ids.some((id) => id === null)) {
        ctx.issues.push({ code: 'custom', input: v, message: '无效的商品ID' });
        return [];
      }
      const distinct = [...new Set(ids as number[])];
      if (distinct.length > COMPARE_MAX) {
        ctx.issues.push({ code: 'custom', input: v, message: `最多对比 ${COMPARE_MAX} 项服务` });
        return [];
      }
      return distinct;
    });

/**
 * The services to set side by side, in the order asked; only services on sale at an open shop
 * (what a visitor may see), the rest answered as missing.
 */
export async function compareGoods(
  db: DbOrTx,
  ids: number[],
): Promise<{ items: CompareGoods[]; missing: number[] }> {
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      cover: goods.cover,
      servicsId: goods.servicsId,
      typeName: serviceTypes.name,
      salesPromotion: goods.salesPromotion,
      turnaroundDays: goods.turnaroundDays,
      standards: goods.standards,
      sampleRequirement: goods.sampleRequirement,
      sales: goods.sales,
      merchantId: merchants.id,
      orgName: merchants.orgName,
      kind: merchants.kind,
      province: merchants.province,
      city: merchants.city,
      qualifications: merchants.qualifications,
    })
    .from(goods)
    .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
    .innerJoin(merchants, eq(merchants.id, goods.merchantId))
    .where(and(inArray(goods.id, ids), eq(goods.status, GOODS_ON_SALE), eq(merchants.status, MERCHANT_OPEN)));
  const options = rows.length
    ? await db
        .select({
          goodsId: goodsOptions.goodsId,
          kind: goodsOptions.kind,
          name: goodsOptions.name,
          priceFen: goodsOptions.priceFen,
        })
        .from(goodsOptions)
        .where(
          inArray(
            goodsOptions.goodsId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: CompareGoods[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const [min, max] = priceRangeFen(
      r.servicsId,
      r.salesPromotion,
      options.filter((o) => o.goodsId === id),
    );
    items.push({
      id: r.id,
      name: r.name,
      cover: coverUrl(r.id, r.cover),
      servicsInfo: { id: r.servicsId, name: r.typeName },
      min_price: fenToYuan(min),
      max_price: fenToYuan(max),
      turnaround_days: r.turnaroundDays,
      standards: r.standards,
      sample_requirement: r.sampleRequirement,
      sales: r.sales,
      merchantInfo: {
        id: r.merchantId,
        org_name: r.orgName,
        kind_name: merchantKindName(r.kind) ?? '',
        province: r.province,
        city: r.city,
        qualifications: r.qualifications,
      },
    });
  }
  return { items, missing: ids.filter((id) => !byId.has(id)) };
}
