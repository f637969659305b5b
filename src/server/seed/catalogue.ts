import { SERVICE_TYPE_NAMES } from '../../core/rules/service-types';
import type { Tx } from '../db';
import {
  accounts,
  goodsOptions,
  goods as goodsTable,
  hotWords as hotWordsTable,
  merchants as merchantsTable,
  serviceTypes,
  shopStyles,
  siteConfig,
} from '../db/schema';
import { SITE_CONFIG_ID } from '../modules/config/config.service';
import { config } from './data/config';
import { goods } from './data/goods';
import { hotWords } from './data/hot-words';
import { merchants } from './data/merchants';
import { goodsRows } from './goods-rows';

/** Reference data every database needs, production included. */
export const SERVICE_TYPES = Object.entries(SERVICE_TYPE_NAMES).map(([id, name]) => ({
  id: Number(id),
  name,
  sort: Number(id),
}));

export async function seedServiceTypes(tx: Tx): Promise<void> {
  await tx.insert(serviceTypes).values(SERVICE_TYPES).onConflictDoNothing();
}

/** Merchants (each owned by a merchant account), shop styles, goods, hot words, config. */
export async function seedCatalogue(
  tx: Tx,
  passwordHash: string,
  accountIds: Map<string, number>,
): Promise<void> {
  for (const m of merchants) {
    let owner = accountIds.get(`2:${m.mobile}`);
    if (!owner) {
      const [row] = await tx
        .insert(accounts)
        .values({ type: 2, mobile: m.mobile, nickname: m.org_name.slice(0, 50), passwordHash })
        .returning({ id: accounts.id });
      owner = row!.id;
      accountIds.set(`2:${m.mobile}`, owner);
    }
    await tx.insert(merchantsTable).values({
      id: m.id,
      ownerAccountId: owner,
      orgName: m.org_name,
      kind: m.kind,
      province: m.province,
      city: m.city,
      address: m.address,
      contactPhone: m.contact_phone,
      logo: m.logo,
      intro: m.intro,
      qualifications: m.qualifications,
      businessLicense: m.business_license,
      established: m.established,
    });
    await tx
      .insert(shopStyles)
      .values({ merchantId: m.id, banner: m.banner, themeColor: m.theme_color, nav: m.nav });
  }
  for (const g of goods) {
    const { row, options } = goodsRows(g);
    await tx.insert(goodsTable).values(row);
    if (options.length) await tx.insert(goodsOptions).values(options);
  }
  await tx
    .insert(hotWordsTable)
    .values(hotWords.map((h) => ({ id: h.id, keyword: h.keyword, type: h.type, sort: h.sort })));
  await tx.insert(siteConfig).values({ id: SITE_CONFIG_ID, data: { ...config } });
}
