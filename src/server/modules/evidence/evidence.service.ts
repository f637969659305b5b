/**
 * The evidence ledger (区块链存证): every evidence-worthy document — a signed contract, an issued
 * e-invoice, a settled payment, a published report — is appended as the SHA-256 of its exact bytes
 * to one append-only, hash-chained table (schema/ledger.ts). Other modules call appendEvidence
 * inside their own transaction, so the entry exists exactly when the event does.
 *
 * Anchoring the head (not done; how it would be). The chain makes every entry depend on all
 * before it, so publishing one value — the head hash with its number — outside our database fixes
 * the whole history up to it. Two ways, both a small job beside this module, neither needing a
 * change to the table or to the browser check:
 * - an RFC 3161 timestamp authority: now and then (say hourly, and after each report) send a
 *   TimeStampReq whose messageImprint is SHA-256(entryPayload(head)); store the returned
 *   TimeStampToken (DER) in an `evidence_anchors (no, kind 'tsa', token, created_at)` table,
 *   itself append-only. Anyone can then check with `openssl ts -verify` that the head existed at
 *   the TSA's time, and with checkEvidence that an entry chains to that head.
 * - a public chain: write the same digest into a transaction's data (an OP_RETURN, or a contract
 *   event on a consortium chain such as 至信链/BSN) and store the transaction id in the same
 *   anchors table; /blockchain would then show "已锚定于 …" with a link to a block explorer.
 * Either way an anchor proves only what was appended before it, so entries between anchors rest
 * on our word until the next one; the anchoring interval is that window.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  type EvidenceEntry,
  type EvidenceKind,
  entryPayload,
  GENESIS_HASH,
  normalEvidenceNumber,
  sha256OfText,
} from '../../../core/rules/evidence';
import type { DbOrTx } from '../../db';
import { evidenceEntries } from '../../db/schema';

type Row = typeof evidenceEntries.$inferSelect;

/** Serialises appends across connections (PostgreSQL); PGlite runs one transaction anyway. */
const APPEND_LOCK = 7157012;

export const toEntry = (r: Row): EvidenceEntry => ({
  no: r.no,
  kind: r.kind as EvidenceKind,
  subject: r.subject,
  sha256: r.sha256,
  created_at: r.createdAt.toISOString(),
  prev_hash: r.prevHash,
  hash: r.hash,
});

/**
 * Appends one entry; call inside the transaction of the event it records. `subject` is what the
 * document is about (contract no, invoice no, …), `sha256` the hex digest of its exact bytes.
 */
export async function appendEvidence(
  tx: DbOrTx,
  e: { kind: EvidenceKind; subject: string; sha256: string },
): Promise<EvidenceEntry> {
  if (!/^[0-9a-f]{64}$/.test(e.sha256)) throw new Error('appendEvidence: sha256 must be 64 hex digits');
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPEND_LOCK})`);
  const [last] = await tx
    .select({ no: evidenceEntries.no, hash: evidenceEntries.hash })
    .from(evidenceEntries)
    .orderBy(desc(evidenceEntries.no))
    .limit(1);
  const unhashed = {
    no: (last?.no ?? 0) + 1,
    kind: e.kind,
    subject: e.subject.slice(0, 64),
    sha256: e.sha256,
    created_at: new Date().toISOString(),
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  const entry: EvidenceEntry = { ...unhashed, hash: await sha256OfText(entryPayload(unhashed)) };
  await tx.insert(evidenceEntries).values({
    no: entry.no,
    kind: entry.kind,
    subject: entry.subject,
    sha256: entry.sha256,
    createdAt: new Date(entry.created_at),
    prevHash: entry.prev_hash,
    hash: entry.hash,
  });
  return entry;
}

export interface EvidenceView {
  entry: EvidenceEntry;
  prev: EvidenceEntry | null;
  next: EvidenceEntry | null;
  head: { no: number; hash: string };
}

/** An entry with its neighbours (what the browser needs to check the links) and the head. */
export async function viewEntry(db: DbOrTx, no: number): Promise<EvidenceView | null> {
  const rows = await db
    .select()
    .from(evidenceEntries)
    .where(and(gte(evidenceEntries.no, no - 1), lte(evidenceEntries.no, no + 1)))
    .orderBy(asc(evidenceEntries.no));
  const entry = rows.find((r) => r.no === no);
  if (!entry) return null;
  const [head] = await db.select().from(evidenceEntries).orderBy(desc(evidenceEntries.no)).limit(1);
  const at = (n: number) => rows.find((r) => r.no === n);
  const prev = at(no - 1);
  const next = at(no + 1);
  return {
    entry: toEntry(entry),
    prev: prev ? toEntry(prev) : null,
    next: next ? toEntry(next) : null,
    head: { no: head!.no, hash: head!.hash },
  };
}

/** The first entry holding this document hash (optionally of one kind and subject). */
export async function findBySha(
  db: DbOrTx,
  sha256: string,
  where: { kind?: EvidenceKind; subject?: string } = {},
): Promise<number | null> {
  const [row] = await db
    .select({ no: evidenceEntries.no })
    .from(evidenceEntries)
    .where(
      and(
        eq(evidenceEntries.sha256, sha256),
        where.kind ? eq(evidenceEntries.kind, where.kind) : undefined,
        where.subject
          ? eq(sql`upper(${evidenceEntries.subject})`, normalEvidenceNumber(where.subject))
          : undefined,
      ),
    )
    .orderBy(asc(evidenceEntries.no))
    .limit(1);
  return row?.no ?? null;
}

/** The latest entry of a kind for a subject (a report number, a contract number), in any case. */
export async function findBySubject(db: DbOrTx, kind: EvidenceKind, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ no: evidenceEntries.no })
    .from(evidenceEntries)
    .where(
      and(
        eq(evidenceEntries.kind, kind),
        eq(sql`upper(${evidenceEntries.subject})`, normalEvidenceNumber(subject)),
      ),
    )
    .orderBy(desc(evidenceEntries.no))
    .limit(1);
  return row?.no ?? null;
}

/** The newest entries, for the page's list of recent evidence. */
export async function recentEntries(db: DbOrTx, limit: number): Promise<EvidenceEntry[]> {
  const rows = await db.select().from(evidenceEntries).orderBy(desc(evidenceEntries.no)).limit(limit);
  return rows.map(toEntry);
}

/** These entries, oldest first. */
export async function entriesByNo(db: DbOrTx, nos: number[]): Promise<EvidenceEntry[]> {
  if (!nos.length) return [];
  const rows = await db
    .select()
    .from(evidenceEntries)
    .where(inArray(evidenceEntries.no, nos))
    .orderBy(asc(evidenceEntries.no));
  return rows.map(toEntry);
}
