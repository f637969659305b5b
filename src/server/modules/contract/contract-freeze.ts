import { eq } from 'drizzle-orm';
import { sha256OfBytes } from '../../../core/rules/evidence';
import type { DbOrTx } from '../../db';
import { electronicContractFiles } from '../../db/schema';
import { appendEvidence } from '../evidence/evidence.service';
import { loadContract, loadContractData } from './contract-data';
import { contractDocument } from './contract-document';

export interface ContractFile {
  mime: string;
  body: Uint8Array;
  sha256: string;
}

/** Renders the contract document as it is now: the bytes, their type and their SHA-256. */
export async function renderContractFile(db: DbOrTx, contractId: number): Promise<ContractFile> {
  const data = await loadContractData(db, await loadContract(db, contractId));
  const body = new TextEncoder().encode(contractDocument(data));
  return { mime: 'text/html; charset=utf-8', body, sha256: await sha256OfBytes(body) };
}

/**
 * At signing, inside its transaction: the signed document is rendered once and frozen, so the
 * download serves the same bytes forever (a seal deleted or a stage paid later changes nothing),
 * and its SHA-256 goes into the evidence ledger. Once per contract.
 */
export async function freezeSignedContract(tx: DbOrTx, contractId: number, contractNo: string) {
  const file = await renderContractFile(tx, contractId);
  const [saved] = await tx
    .insert(electronicContractFiles)
    .values({ contractId, ...file })
    .onConflictDoNothing()
    .returning({ sha256: electronicContractFiles.sha256 });
  if (saved) await appendEvidence(tx, { kind: 'contract', subject: contractNo, sha256: saved.sha256 });
}

/** The frozen document of a signed contract, if there is one. */
export async function frozenContractFile(db: DbOrTx, contractId: number): Promise<ContractFile | null> {
  const [row] = await db
    .select()
    .from(electronicContractFiles)
    .where(eq(electronicContractFiles.contractId, contractId))
    .limit(1);
  return row ? { mime: row.mime, body: row.body, sha256: row.sha256 } : null;
}
