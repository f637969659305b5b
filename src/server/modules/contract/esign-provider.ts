/**
 * The e-signature provider interface (docs/esign-provider.md). Today's one signs on the mall
 * itself: each party reads the PDF on its own page and confirms with an SMS code
 * (contract-sign.ts). A provider such as 法大大 or e签宝 would implement the same three calls;
 * the contract module decides what a signature means (who, which PDF, what happens next), the
 * provider only hosts the act and reports it.
 */
import type { Db } from '../../db';
import { signedContractBytes } from './contract-file';
import { signPagePath } from './contract-sign';
import type { SignParty } from './sign-code';

/** A provider's report of one party's signature, verified and in our terms. */
export interface SignEvent {
  contractId: number;
  party: SignParty;
  signedAt: Date;
  /** The provider's own reference for the act (its flow or task id). */
  reference: string;
}

export interface EsignProvider {
  readonly id: string;
  /** Starts (or resumes) `party`'s signing of a contract and answers where that party goes. */
  createSigning(req: { contractId: number; party: SignParty }): Promise<{ url: string }>;
  /**
   * Checks a callback's signature and translates it; null for anything not verifiably the
   * provider's (then nothing changes).
   */
  verifyCallback(req: { headers: Record<string, string>; body: string }): Promise<SignEvent | null>;
  /** The signed document as the provider holds it; null while it is not signed by both. */
  fetchSignedFile(contractId: number): Promise<Uint8Array | null>;
}

/** Signing on the mall: the party's own page, no callbacks, the document the mall froze. */
export function mallSigning(db: Db): EsignProvider {
  return {
    id: 'mall',
    createSigning: async ({ contractId, party }) => ({ url: signPagePath(party, contractId) }),
    // the parties sign through electronic_contract/sign and merchant_contract/sign: nobody calls back
    verifyCallback: async () => null,
    fetchSignedFile: (contractId) => signedContractBytes(db, contractId),
  };
}

/** The provider of this deployment: the mall's own until an e-sign provider is configured. */
export const esignProvider = (db: Db): EsignProvider => mallSigning(db);
