import { asc, desc, eq } from 'drizzle-orm';
import type { ContractParty, PartySource } from '../../../core/api/contract/api/contracts';
import type { DbOrTx } from '../../db';
import { buyerCompanies, userCertifications, userInvoice } from '../../db/schema';
import { refuse } from '../../lib/envelope';

/** What an order keeps of its 甲方 (a snapshot: renaming a title later does not rewrite it). */
export interface PartySnapshot {
  source: PartySource;
  name: string;
  credit_code: string;
}

export const PARTY_MISSING = '签约主体不存在，请重新选择';
export const PARTY_MISMATCH = '发票抬头须与合同甲方为同一公司（三流一致），请选择该公司的发票抬头或不开发票';

const LABELS: Record<PartySource, string> = {
  certified: '已认证企业',
  company: '我的企业',
  invoice: '发票抬头',
};
const RANK: Record<PartySource, number> = { certified: 0, company: 1, invoice: 2 };

/** Every company the buyer may sign as, one row per source (keys as order/create takes them). */
async function allCandidates(db: DbOrTx, userId: number): Promise<ContractParty[]> {
  const [cert, companies, titles] = await Promise.all([
    db.select().from(userCertifications).where(eq(userCertifications.userId, userId)).limit(1),
    db
      .select()
      .from(buyerCompanies)
      .where(eq(buyerCompanies.userId, userId))
      .orderBy(desc(buyerCompanies.isDefault), asc(buyerCompanies.id)),
    db
      .select()
      .from(userInvoice)
      .where(eq(userInvoice.userId, userId))
      .orderBy(desc(userInvoice.isDefault), asc(userInvoice.id)),
  ]);
  const invoiceOf = (name: string) => titles.find((t) => t.title === name)?.id ?? null;
  const row = (key: string, source: PartySource, name: string, credit_code: string): ContractParty => ({
    key,
    source,
    source_label: LABELS[source],
    name,
    credit_code,
    invoice_id: invoiceOf(name),
  });
  const out: ContractParty[] = [];
  // a company counts as certified only once the review approved it
  const c = cert[0];
  if (c?.status === 'approved') out.push(row('certified', 'certified', c.orgName, c.creditCode));
  for (const m of companies) out.push(row(`company:${m.id}`, 'company', m.orgName, m.creditCode));
  for (const t of titles) out.push(row(`invoice:${t.id}`, 'invoice', t.title, t.taxNo));
  return out;
}

/** order/parties: one row per company name, the most trustworthy source first. */
export async function listParties(db: DbOrTx, userId: number): Promise<ContractParty[]> {
  const seen = new Set<string>();
  return (await allCandidates(db, userId))
    .sort((a, b) => RANK[a.source] - RANK[b.source])
    .filter((p) => !seen.has(p.name) && seen.add(p.name));
}

/**
 * The order's 甲方, decided on the server: the buyer's pick if it is one of theirs, else the
 * invoice title's company, else the certified company. An invoice must name the same company.
 */
export async function resolveParty(
  db: DbOrTx,
  userId: number,
  key: string | undefined,
  invoice: { title: string; tax_no: string } | null,
): Promise<PartySnapshot | null> {
  let party: PartySnapshot | null;
  if (key) {
    const hit = (await allCandidates(db, userId)).find((p) => p.key === key) ?? refuse(PARTY_MISSING);
    party = { source: hit.source, name: hit.name, credit_code: hit.credit_code };
  } else if (invoice) {
    party = { source: 'invoice', name: invoice.title, credit_code: invoice.tax_no };
  } else {
    // only the certification can decide here: one statement, not the three of every candidate
    const [cert] = await db
      .select({
        status: userCertifications.status,
        name: userCertifications.orgName,
        code: userCertifications.creditCode,
      })
      .from(userCertifications)
      .where(eq(userCertifications.userId, userId))
      .limit(1);
    party =
      cert?.status === 'approved' ? { source: 'certified', name: cert.name, credit_code: cert.code } : null;
  }
  if (invoice && party && invoice.title !== party.name) refuse(PARTY_MISMATCH);
  return party;
}
