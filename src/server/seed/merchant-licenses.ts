import type { Tx } from '../db';
import { merchantLicenses as licensesTable } from '../db/schema';
import { merchantLicenses } from './data/merchant-licenses';

/** The demo shops' business licences (after the merchants they belong to). */
export async function seedMerchantLicenses(tx: Tx): Promise<void> {
  await tx.insert(licensesTable).values(
    merchantLicenses.map((l) => ({
      merchantId: l.merchant_id,
      legalRep: l.legal_rep,
      companyType: l.company_type,
      registeredCapital: l.registered_capital,
      businessScope: l.business_scope,
      image: l.image,
    })),
  );
}
