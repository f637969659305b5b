import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { AGREEMENT_PAGE_IDS } from '../../../core/rules/privacy';
import type { DbOrTx } from '../../db';
import { accounts, pages } from '../../db/schema';

/** The texts a user consents to at registration: the user agreement and the privacy policy. */
const CONSENTED = [AGREEMENT_PAGE_IDS.user, AGREEMENT_PAGE_IDS.privacy];

/**
 * The version of the published texts, as a short digest of their titles and bodies: publishing
 * a changed text makes a new version, and every account that accepted an older one is asked
 * again at its next sign-in. A draft the operator has not published changes nothing.
 */
export async function policyVersion(db: DbOrTx): Promise<string> {
  const rows = await db
    .select({ title: pages.title, content: pages.content })
    .from(pages)
    .where(inArray(pages.id, CONSENTED))
    .orderBy(asc(pages.id));
  const digest = createHash('sha256');
  for (const r of rows) digest.update(`${r.title}\n${r.content}\n`);
  return digest.digest('hex').slice(0, 16);
}

/** Records that the account accepted the texts as published now. */
export async function acceptPolicy(db: DbOrTx, accountId: number): Promise<string> {
  const version = await policyVersion(db);
  await db.update(accounts).set({ policyVersion: version }).where(eq(accounts.id, accountId));
  return version;
}
