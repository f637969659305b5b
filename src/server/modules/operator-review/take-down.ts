import { and, eq } from 'drizzle-orm';
import type { ReviewItem } from '../../../core/api/contract/models-operator';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { DbOrTx } from '../../db';
import { goods, merchants } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { voidPendingRevision } from '../merchant-goods/goods-revision';
import { sendLetter } from '../notice/notice.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { reindexGoods } from '../search/index/maintain';
import { goodsKind } from './kinds/goods.kind';
import { REVIEW_MSG, toItem } from './operator-review.service';

export const TAKE_DOWN_MSG = {
  notListed: '只有已上架的服务可以下架',
} as const;

/**
 * A reviewer takes a listed service down (下架) with a reason the lab reads: it leaves search and
 * carts at once; the lab may edit it and submit it again (已下架 → shelf → 待审核).
 */
export async function takeDownGoods(
  tx: DbOrTx,
  actor: Actor,
  secret: string,
  id: number,
  reason: string,
): Promise<ReviewItem> {
  if (reason.length < 2 || reason.length > 200) refuse(REVIEW_MSG.reasonNeeded.replace('驳回', '下架'));
  const [row] = await tx
    .select({ status: goods.status, name: goods.name, owner: merchants.ownerAccountId })
    .from(goods)
    .innerJoin(merchants, eq(merchants.id, goods.merchantId))
    .where(eq(goods.id, id));
  if (!row) return refuse(REVIEW_MSG.missing);
  const done = await tx
    .update(goods)
    .set({ status: GOODS_STATUS_CODE.off_shelf, rejectReason: reason, updatedAt: new Date() })
    .where(and(eq(goods.id, id), eq(goods.status, GOODS_STATUS_CODE.on_sale)))
    .returning({ id: goods.id });
  if (!done.length) return refuse(TAKE_DOWN_MSG.notListed);
  // the listed version is gone: an edit of it waiting for review is void too
  await voidPendingRevision(tx, id);
  await reindexGoods(tx, [id]);
  if (row.owner)
    await sendLetter(tx, row.owner, {
      title: '服务已被平台下架',
      content: `您的服务（${row.name}）已被平台下架，原因：${reason}。修改后可重新提交上架审核。`,
      link: '/merchant/goods',
    });
  await appendAudit(tx, actor, {
    action: 'operator_review/offShelf',
    target: `goods#${id}`,
    before: { status: 'on_sale' },
    after: { status: 'off_shelf', reason },
  });
  const after = (await goodsKind.info(tx, id, secret)) ?? refuse(REVIEW_MSG.missing);
  return toItem(after);
}
