import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { electronicContractAccounts, electronicContractSeals, merchants } from '../db/schema';
import { sealDataUrl } from '../modules/contract/seal-svg';

/** The demo buyer's company, as its e-signature account names it (a valid GB 32100 code). */
export const DEMO_SIGN_ACCOUNT = {
  orgName: '北京华检科技有限公司',
  creditCode: '91110108MA01H3KX26',
  legalPerson: '张伟',
  contactMobile: '13800000001',
};

/**
 * Demo buyer 13800000001 has an approved e-signature account and a default contract seal, so
 * the journey can sign its contract at once (another buyer starts from nothing).
 */
export async function seedContracts(tx: Tx, buyerId: number): Promise<void> {
  const now = new Date();
  await tx
    .insert(electronicContractAccounts)
    .values({ userId: buyerId, ...DEMO_SIGN_ACCOUNT, status: 'approved', appliedAt: now, approvedAt: now })
    .onConflictDoNothing();
  await tx.insert(electronicContractSeals).values({
    userId: buyerId,
    name: DEMO_SIGN_ACCOUNT.orgName,
    kind: 'contract',
    image: sealDataUrl(DEMO_SIGN_ACCOUNT.orgName, 'contract'),
    isDefault: true,
  });
}

/**
 * Demo merchant 13800000002 has an approved e-signature account for its lab and
 * a default 合同专用章: the 乙方 seal on that lab's contracts.
 */
export async function seedMerchantEsign(tx: Tx, merchantAccountId: number): Promise<void> {
  const [lab] = await tx
    .select()
    .from(merchants)
    .where(eq(merchants.ownerAccountId, merchantAccountId))
    .orderBy(asc(merchants.id))
    .limit(1);
  if (!lab) return;
  const now = new Date();
  await tx
    .insert(electronicContractAccounts)
    .values({
      userId: merchantAccountId,
      orgName: lab.orgName,
      creditCode: lab.businessLicense.slice(0, 18),
      legalPerson: '刘建国',
      contactMobile: '13800000002',
      status: 'approved',
      appliedAt: now,
      approvedAt: now,
    })
    .onConflictDoNothing();
  await tx.insert(electronicContractSeals).values({
    userId: merchantAccountId,
    name: lab.orgName.slice(0, 30),
    kind: 'contract',
    image: sealDataUrl(lab.orgName.slice(0, 30), 'contract'),
    isDefault: true,
  });
}
