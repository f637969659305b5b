/**
 * The evidence ledger (区块链存证) check, declared once: the /blockchain and /report/verify pages
 * run it in the browser and the server's tests run it in Node, so what a visitor sees verified is
 * exactly what the tests prove. Pure: the SHA-256 function is handed in (Web Crypto in both).
 *
 * An entry's hash covers its number, kind, subject, document hash, time and the previous entry's
 * hash, so changing any entry (or re-ordering two) breaks every link after it.
 */
export const EVIDENCE_KINDS = ['contract', 'invoice', 'payment', 'report'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const EVIDENCE_KIND_LABELS: Readonly<Record<EvidenceKind, string>> = {
  contract: '电子合同',
  invoice: '电子发票',
  payment: '支付凭证',
  report: '检测报告',
};

/** The previous hash of entry no 1. */
export const GENESIS_HASH = '0'.repeat(64);

export interface EvidenceEntry {
  /** The evidence number: 1, 2, 3 … without gaps. */
  no: number;
  kind: EvidenceKind;
  /** What the document is about: contract no, invoice no, order no + stage, report no. */
  subject: string;
  /** SHA-256 (hex) of the document's exact bytes. */
  sha256: string;
  /** ISO 8601 with milliseconds, UTC. */
  created_at: string;
  prev_hash: string;
  hash: string;
}

export type Sha256Hex = (text: string) => Promise<string>;

export const isSha256Hex = (s: unknown): s is string => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);

/** The exact text an entry's hash is taken of (one field a line, no ambiguity). */
export const entryPayload = (e: Omit<EvidenceEntry, 'hash'>): string =>
  ['tic-evidence-v1', e.no, e.kind, e.subject, e.sha256, e.created_at, e.prev_hash].join('\n');

export interface EvidenceCheck {
  /** null: no document was given, only the entry was checked. */
  documentMatches: boolean | null;
  /** The entry's own hash recomputes. */
  entryIntact: boolean;
  /** Chains to the previous entry (or starts the chain); both sides recompute. */
  prevLinked: boolean;
  /** The next entry points at this one; null when this is the head. */
  nextLinked: boolean | null;
  ok: boolean;
  /** What failed, in Chinese, for the page (empty when ok). */
  problems: string[];
}

async function intact(e: EvidenceEntry, sha256: Sha256Hex): Promise<boolean> {
  return (await sha256(entryPayload(e))) === e.hash;
}

/**
 * Checks one entry against its neighbours and, when given, a document's hash. `prev` must be
 * given unless the entry is no 1; `next` is null at the head.
 */
export async function checkEvidence(
  input: {
    entry: EvidenceEntry;
    prev: EvidenceEntry | null;
    next: EvidenceEntry | null;
    documentSha256?: string | null;
  },
  sha256: Sha256Hex,
): Promise<EvidenceCheck> {
  const { entry, prev, next } = input;
  const given = input.documentSha256 ?? null;
  const documentMatches = given === null ? null : given.toLowerCase() === entry.sha256;
  const entryIntact = await intact(entry, sha256);
  const prevLinked =
    entry.no === 1
      ? prev === null && entry.prev_hash === GENESIS_HASH
      : prev !== null &&
        prev.no === entry.no - 1 &&
        entry.prev_hash === prev.hash &&
        (await intact(prev, sha256));
  const nextLinked =
    next === null
      ? null
      : next.no === entry.no + 1 && next.prev_hash === entry.hash && (await intact(next, sha256));
  const problems: string[] = [];
  if (documentMatches === false) problems.push('文件的哈希值与存证记录不一致，文件已被修改或不是存证的原件');
  if (!entryIntact) problems.push('存证记录的哈希值校验失败，记录已被篡改');
  if (!prevLinked) problems.push('存证记录与前一条记录的链接校验失败');
  if (nextLinked === false) problems.push('后一条记录未正确链接到本记录');
  return { documentMatches, entryIntact, prevLinked, nextLinked, ok: problems.length === 0, problems };
}

/** Web Crypto SHA-256 of bytes, as lower-case hex (browsers and Node 20 alike). */
export async function sha256OfBytes(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const digest = await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text's UTF-8 bytes. */
export const sha256OfText: Sha256Hex = (text) => sha256OfBytes(new TextEncoder().encode(text));

/**
 * A number as a visitor types or pastes it: full-width letters, digits and spaces (a Chinese
 * input method's) become ASCII, spaces go, and letters are upper case — the mall writes order,
 * contract and invoice numbers in upper case, so any case finds them.
 */
export const normalEvidenceNumber = (s: string): string =>
  s.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/** An evidence number as typed (000123 or 123): what looks like one, and not a longer document number. */
export const isEvidenceNo = (s: string): boolean => /^\d{1,10}$/.test(s);

/** What a number looked up on /blockchain turned out to be. */
export type EvidenceMatch = 'no' | 'order' | 'contract' | 'invoice' | 'report' | 'payment';

/** The kinds whose subject names someone's order, contract or invoice: masked for strangers. */
export const PRIVATE_EVIDENCE_KINDS: readonly EvidenceKind[] = ['contract', 'invoice', 'payment'];

/**
 * A document number shown to someone it does not belong to: its letter prefix (TIC, HT) or,
 * for a number of digits only, its first 4, then **** and the last 4.
 */
export function maskEvidenceSubject(subject: string): string {
  const prefix = /^[A-Za-z]+/.exec(subject)?.[0] ?? subject.slice(0, 4);
  if (subject.length <= prefix.length + 4) return `${prefix}****`;
  return `${prefix}****${subject.slice(-4)}`;
}

/** The client named on a report, as a stranger checking it sees it: enough to compare, not to read. */
export function maskClientName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  if (chars.length <= 6) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-4).join('')}`;
}
