import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UploadedFile } from '../../../core/api/contract/models';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadType } from '../../../core/rules/certification';
import type { DbOrTx } from '../../db';
import { attachments } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fileLink } from '../../lib/file-links';
import type { FileStorage } from '../../lib/storage';
import { hasForbiddenChars } from '../../lib/validation';

export type AttachmentRow = typeof attachments.$inferSelect;

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** What the bytes are, by their own signature (never the name or the client's content type). */
export function sniffType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** The uploader's file name, kept for display only: no path, no control characters, bounded. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return hasForbiddenChars(base) ? '' : [...base].slice(0, 120).join('');
}

/** A signed, expiring link to an attachment (for its owner, or a reviewer). */
export const attachmentUrl = (secret: string, id: number, ttlS?: number): string =>
  fileLink(secret, 'attachment', id, ttlS);

export const toUploaded = (row: AttachmentRow, secret: string): UploadedFile => ({
  id: row.id,
  mime: row.mime,
  size: row.size,
  name: row.originalName,
  url: attachmentUrl(secret, row.id),
});

/**
 * Checks and stores one upload: size, then type by the bytes; a refused file stores nothing.
 * The bytes go to storage first and the row after; a failed insert removes them again.
 */
export async function saveUpload(
  db: DbOrTx,
  storage: FileStorage,
  /** null: an operator console upload (the caller records the staff member). */
  ownerId: number | null,
  file: { bytes: Uint8Array; name: string },
): Promise<AttachmentRow> {
  if (file.bytes.length === 0) refuse(UPLOAD_MESSAGES.empty);
  if (file.bytes.length > UPLOAD_MAX_BYTES) refuse(UPLOAD_MESSAGES.tooLarge);
  const mime = sniffType(file.bytes) ?? refuse(UPLOAD_MESSAGES.badType);
  const storageKey = randomBytes(16).toString('hex');
  await storage.put(storageKey, file.bytes);
  try {
    const [row] = await db
      .insert(attachments)
      .values({ ownerId, storageKey, mime, size: file.bytes.length, originalName: displayName(file.name) })
      .returning();
    return row!;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/** The caller's own attachment, or a refusal indistinguishable from a missing one. */
export async function ownAttachment(db: DbOrTx, ownerId: number, id: number): Promise<AttachmentRow> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.ownerId, ownerId)))
    .limit(1);
  return row ?? refuse('文件不存在，请重新上传');
}

export async function findAttachment(db: DbOrTx, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}
