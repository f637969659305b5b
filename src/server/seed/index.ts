import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db';
import { accounts, appMeta } from '../db/schema';
import { hashPassword } from '../lib/password';
import type { FileStorage } from '../lib/storage';
import { policyVersion } from '../modules/privacy/policy-version';
import { buildSearchIndex } from '../modules/search/index/maintain';
import { DEMO_PASSWORD, seedAccounts } from './accounts';
import { seedCatalogue, seedServiceTypes } from './catalogue';
import { seedChannel } from './channel';
import { seedContent } from './content';
import { seedContracts, seedMerchantEsign } from './contracts';
import { seedCoupons } from './coupons';
import { seedExperts } from './experts';
import { seedFulfilment } from './fulfilment';
import { seedDemoInvoiceProjects, seedInvoiceTaxes } from './invoicing';
// ledger area
import { seedDemands, seedEvidence } from './ledger';
import { seedMerchantCentre } from './merchant-centre';
import { seedMerchantLicenses } from './merchant-licenses';
import { seedPartnerOrigins } from './partner-origins';
import { seedReferenceContent } from './reference';
import { seedShopQuestions } from './shop-questions';
import { seedDemoCollectionAccount, seedDemoStaff } from './staff';
import { seedZones } from './zones';

const SEEDED_KEY = 'seeded_at';

/** Tables whose ids the seed sets explicitly: their identity sequences must continue after them. */
const IDENTITY_TABLES = [
  'accounts',
  'merchants',
  'categories',
  'goods',
  'goods_options',
  'hot_words',
  'article_categories',
  'articles',
  'merchant_articles',
  'carousels',
  'subsidies',
  'subsidy_platforms',
  'green_discount_categories',
  'green_discounts',
  'channel_banners',
];

export async function resetSequences(db: DbOrTx): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT max(id) FROM "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return row !== undefined;
}

export interface SeedOptions {
  /** false under TIC_ENV=production: reference data only, no demo catalogue or accounts. */
  demo: boolean;
  /** Where uploads live: the demo reports' PDFs are stored there (absent: rows only). */
  storage?: FileStorage;
}

/**
 * Seeds a freshly migrated database once (first start); a database already seeded is left
 * alone. Everything happens in one transaction, so a crash mid-seed leaves nothing half done.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const passwordHash = options.demo ? await hashPassword(DEMO_PASSWORD) : '';
  return db.transaction(async (tx) => {
    // two servers starting at once on one PostgreSQL: the second waits, then finds it done
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7157001)`);
    if (await isSeeded(tx)) return false;
    await seedServiceTypes(tx);
    await seedZones(tx);
    await seedInvoiceTaxes(tx);
    await seedReferenceContent(tx, { demo: options.demo });
    if (options.demo) {
      const accountIds = await seedAccounts(tx, passwordHash);
      await seedCatalogue(tx, passwordHash, accountIds);
      await buildSearchIndex(tx);
      await seedMerchantLicenses(tx);
      await seedPartnerOrigins(tx);
      await seedContent(tx);
      await seedChannel(tx);
      await seedCoupons(tx);
      await seedDemoInvoiceProjects(tx, accountIds.get('1:13800000001')!);
      await seedContracts(tx, accountIds.get('1:13800000001')!);
      await seedExperts(tx, accountIds, passwordHash);
      // ledger area: demands, and evidence of the seeded payments
      await seedDemands(tx, accountIds);
      await seedEvidence(tx);
      // operator console: the demo admin
      await seedDemoStaff(tx, passwordHash);
      await seedDemoCollectionAccount(tx);
      // the demo lab's e-sign account and seal (contracts)
      await seedMerchantEsign(tx, accountIds.get('2:13800000002')!);
      await resetSequences(tx);
      // merchant centre: after the sequences, its rows take generated ids
      await seedMerchantCentre(tx, passwordHash);
      await seedShopQuestions(tx);
      // fulfilment: the demo lab's orders at every step
      await seedFulfilment(tx, passwordHash, options.storage);
      // the demo accounts accepted the texts as seeded: no consent dialog at their first sign-in
      await tx.update(accounts).set({ policyVersion: await policyVersion(tx) });
    } else {
      // the reference content's ids were set explicitly: the console's next ones follow them
      await resetSequences(tx);
    }
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing();
    return true;
  });
}
