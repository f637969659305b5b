import { and, eq } from 'drizzle-orm';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { DbOrTx } from '../../db';
import { goods, goodsRevisions } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { OPTION_KIND } from '../goods/pricing';
import { reindexGoods } from '../search/index/maintain';
import { REVISION_MSG, REVISION_STATUS, revisionById, rowValuesOf } from './goods-revision';
import { saveOptions } from './merchant-goods.service';

/**
 * A reviewer's decision on a pending revision. Approval writes the proposal onto the live row
 * and its options (ids kept, so carts follow the new price) while the service is still listed;
 * rejection leaves the live version as it is.
 */
export async function decideRevision(
  tx: DbOrTx,
  id: number,
  d: { approve: boolean; reason: string },
): Promise<void> {
  const r = await revisionById(tx, id);
  if (!r || r.status !== REVISION_STATUS.pending) return refuse(REVISION_MSG.handled);
  const closed = await tx
    .update(goodsRevisions)
    .set({
      status: d.approve ? REVISION_STATUS.approved : REVISION_STATUS.rejected,
      rejectReason: d.approve ? '' : d.reason,
      decidedAt: new Date(),
    })
    .where(and(eq(goodsRevisions.id, id), eq(goodsRevisions.status, REVISION_STATUS.pending)))
    .returning({ id: goodsRevisions.id });
  if (!closed.length) return refuse(REVISION_MSG.handled);
  if (!d.approve) return;
  const p = r.proposal;
  const applied = await tx
    .update(goods)
    .set(rowValuesOf(p))
    .where(and(eq(goods.id, r.goodsId), eq(goods.status, GOODS_STATUS_CODE.on_sale)))
    .returning({ id: goods.id });
  if (!applied.length) return refuse(REVISION_MSG.notListed);
  await saveOptions(tx, r.goodsId, OPTION_KIND.serviceContent, p.options.serviceContent);
  await saveOptions(tx, r.goodsId, OPTION_KIND.trainingForm, p.options.trainingForm);
  await saveOptions(tx, r.goodsId, OPTION_KIND.approvalLogo, p.options.approvalLogo);
  await reindexGoods(tx, [r.goodsId]);
}
