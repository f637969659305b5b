import { and, count, eq, gt, sql } from 'drizzle-orm';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { DbOrTx } from '../../db';
import { catalogueImports, goods, merchants } from '../../db/schema';
import { refuse } from '../../lib/envelope';

/**
 * What one lab may import (merchant_import/commit): a few imports an hour, and never more than
 * a review team can work through waiting at once. Staff imports (audited) are not counted.
 */
export interface ImportQuota {
  perHour: number;
  /** 待审核 services of the lab, those of its running imports included. */
  pendingCap: number;
}
export const IMPORT_QUOTA: ImportQuota = { perHour: 3, pendingCap: 500 };

const HOUR_MS = 3600_000;
const clock = (d: Date) =>
  d.toLocaleTimeString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

export const QUOTA_MSG = {
  rate: (perHour: number, at: Date) =>
    `导入过于频繁：每个机构每小时最多导入 ${perHour} 次，请于 ${clock(at)} 后再试`,
  cap: (cap: number, pending: number, rows: number) =>
    `待审核的服务最多 ${cap} 项：您已有 ${pending} 项待审核，本次 ${rows} 项将超出上限。请等待平台审核后再导入，或拆分文件分批导入`,
} as const;

/**
 * Claims an import for the lab before anything is written: the lab's row is locked so that two
 * imports at once are counted one after the other; the claim (a catalogue_imports row) is what
 * the next import counts. Refuses with the Chinese reason when the rate or the cap is reached.
 */
export async function claimImport(
  db: DbOrTx,
  merchantId: number,
  rows: number,
  quota: ImportQuota | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('update');
    if (quota) {
      const since = new Date(Date.now() - HOUR_MS);
      const recent = await tx
        .select({ createdAt: catalogueImports.createdAt })
        .from(catalogueImports)
        .where(and(eq(catalogueImports.merchantId, merchantId), gt(catalogueImports.createdAt, since)))
        .orderBy(catalogueImports.createdAt);
      if (recent.length >= quota.perHour)
        refuse(
          QUOTA_MSG.rate(
            quota.perHour,
            new Date(recent[recent.length - quota.perHour]!.createdAt.getTime() + HOUR_MS),
          ),
        );
      const [p] = await tx
        .select({ n: count() })
        .from(goods)
        .where(and(eq(goods.merchantId, merchantId), eq(goods.status, GOODS_STATUS_CODE.pending)));
      // rows of the lab's imports still running (within the hour: a crashed one stops counting)
      const [r] = await tx
        .select({
          n: sql<number>`coalesce(sum(${catalogueImports.rows} - ${catalogueImports.imported}), 0)::int`,
        })
        .from(catalogueImports)
        .where(
          and(
            eq(catalogueImports.merchantId, merchantId),
            eq(catalogueImports.status, 0),
            gt(catalogueImports.createdAt, since),
          ),
        );
      const pending = (p?.n ?? 0) + Number(r?.n ?? 0);
      if (pending + rows > quota.pendingCap) refuse(QUOTA_MSG.cap(quota.pendingCap, pending, rows));
    }
    const [row] = await tx
      .insert(catalogueImports)
      .values({ merchantId, rows })
      .returning({ id: catalogueImports.id });
    return row!.id;
  });
}
