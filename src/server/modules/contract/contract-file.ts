import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { electronicContractFiles } from '../../db/schema';
import { ApiFailure } from '../../lib/envelope';
import { appendEvidence } from '../evidence/evidence.service';
import { loadContract, loadContractData } from './contract-data';
import { renderContractPdf } from './contract-pdf';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Renders a signed contract's PDF and keeps it, once: the first stored bytes win (a concurrent
 * freeze inserts nothing) and its SHA-256 goes into the evidence ledger. Called in the signing
 * transaction.
 */
export async function freezeContractPdf(db: DbOrTx, contractId: number): Promise<Uint8Array> {
  const base = await loadContract(db, contractId);
  const pdf = renderContractPdf(await loadContractData(db, base));
  const [kept] = await db
    .insert(electronicContractFiles)
    .values({ contractId, pdf, sha256: sha256(pdf) })
    .onConflictDoNothing()
    .returning({ sha256: electronicContractFiles.sha256 });
  // the first freeze of a contract puts its document into the evidence ledger, once
  if (kept)
    await appendEvidence(db, { kind: 'contract', subject: base.contract.contractNo, sha256: kept.sha256 });
  return (await storedBytes(db, contractId)) ?? pdf;
}

async function storedBytes(db: DbOrTx, contractId: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ pdf: electronicContractFiles.pdf })
    .from(electronicContractFiles)
    .where(eq(electronicContractFiles.contractId, contractId))
    .limit(1);
  return row ? new Uint8Array(row.pdf) : null;
}

/**
 * THE bytes of a signed contract: what every download serves and what the evidence ledger
 * hashes. Null for a missing or not yet signed contract. Contracts signed before PDFs were kept
 * are rendered and kept on first use, so they too stay byte-identical from then on.
 */
export async function signedContractBytes(db: DbOrTx, contractId: number): Promise<Uint8Array | null> {
  const kept = await storedBytes(db, contractId);
  if (kept) return kept;
  try {
    const { contract } = await loadContract(db, contractId);
    if (contract.status !== 'signed') return null;
  } catch (e) {
    if (e instanceof ApiFailure) return null;
    throw e;
  }
  return freezeContractPdf(db, contractId);
}
