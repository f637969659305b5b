import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Config } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { renderedOnce } from '../../db/rendered-once';
import { siteConfig } from '../../db/schema';

export const SITE_CONFIG_ID = 1;

/** The configured platform fee rate as stored (platformFeeRate reads it), as a subquery of another statement. */
export const configuredFeeRate = renderedOnce<unknown>(
  new QueryBuilder()
    .select({ rate: sql`${siteConfig.data}->'platform_fee_rate'` })
    .from(siteConfig)
    .where(eq(siteConfig.id, SITE_CONFIG_ID)),
);

/** The site configuration; a database without one (fresh production) still answers a usable shape. */
export async function loadConfig(db: DbOrTx): Promise<Config> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, SITE_CONFIG_ID)).limit(1);
  return { service_code: '', ...row?.data };
}
