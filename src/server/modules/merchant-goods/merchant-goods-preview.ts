import { eq } from 'drizzle-orm';
import type { GoodsDetail, GoodsOption } from '../../../core/api/contract/models';
import { SERVICE_TYPE_NAMES } from '../../../core/rules/service-types';
import type { DbOrTx } from '../../db';
import { type GoodsSnapshot, merchants } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { fenToYuan } from '../../lib/money';
import { sanitizeRichText } from '../../lib/sanitize';
import { toGoods } from '../goods/goods.service';
import { availableUnits } from '../goods/pricing';
import { toMerchantSummary } from '../merchant/merchant.service';
import { liveSnapshot, pendingRevision } from './goods-revision';
import { ownGoods } from './merchant-goods.service';

/** Options of a proposal that are new have no id yet: a negative one keeps the picker's choices apart. */
const optionsOf = (list: GoodsSnapshot['options']['serviceContent'], group: number): GoodsOption[] =>
  list.map((o, i) => ({ id: o.id ?? -(group * 1000 + i + 1), name: o.name, price: fenToYuan(o.priceFen) }));

/**
 * merchant_goods/preview: the lab's own service as the detail page would show it, in any state —
 * a listed service with an edit under review shows the edit. Only its lab reads it (the endpoint
 * is the lab's and the service is looked up among its own); goods/info stays the public answer.
 */
export async function previewGoods(db: DbOrTx, me: AuthUser, id: number): Promise<GoodsDetail> {
  const g = await ownGoods(db, me, id);
  const s = (await pendingRevision(db, g.id))?.proposal ?? (await liveSnapshot(db, g));
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, g.merchantId)).limit(1);
  const row = {
    ...g,
    name: s.name,
    servicsId: s.servicsId,
    categoryId: s.categoryId,
    cover: s.cover,
    pictures: s.pictures,
    summary: s.summary,
    standards: s.standards,
    minPriceFen: s.minPriceFen,
  };
  return {
    ...toGoods(row, SERVICE_TYPE_NAMES[s.servicsId] ?? ''),
    serviceContent: optionsOf(s.options.serviceContent, 1),
    trainingForm: optionsOf(s.options.trainingForm, 2),
    approvalLogo: optionsOf(s.options.approvalLogo, 3),
    sales_promotion: s.salesPromotion ?? null,
    sales_promotion_unit: availableUnits(s.servicsId, s.salesPromotion ?? null),
    merchantInfo: merchant ? toMerchantSummary(merchant) : undefined,
    content: sanitizeRichText(s.content),
  };
}
