import type { DbOrTx } from '../db';
import { partnerOrigins } from '../db/schema';

/**
 * The demo labs' own web sites (across origins): 蓝海环境 (merchant 4) runs
 * www.lanhai-lab.example. The demo partner port is in the operator's list (env.ts) instead,
 * since its address depends on PARTNER_PORT.
 */
export const DEMO_PARTNER_ORIGINS = [{ merchantId: 4, origin: 'https://www.lanhai-lab.example' }];

export async function seedPartnerOrigins(db: DbOrTx): Promise<void> {
  await db.insert(partnerOrigins).values(DEMO_PARTNER_ORIGINS).onConflictDoNothing();
}
