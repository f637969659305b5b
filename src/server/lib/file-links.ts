import type { Context } from 'hono';
import { linkSignature, linkValid } from '../modules/pay/signing';
import { toPositiveInt } from './validation';

/** The files served under /files/<kind>/:id, each through links signed for its kind. */
export type FileKind = 'attachment' | 'contract' | 'invoice';

/** A file link lives 10 minutes: pages ask again for a fresh one. */
export const FILE_LINK_TTL_S = 10 * 60;

/** A signed, expiring link to one file, for whoever the caller decided may read it. */
export function fileLink(secret: string, kind: FileKind, id: number, ttlS = FILE_LINK_TTL_S): string {
  const exp = String(Math.floor(Date.now() / 1000) + ttlS);
  return `/files/${kind}/${id}?exp=${exp}&sig=${linkSignature(secret, `file-${kind}`, id, exp)}`;
}

/** The id of /files/<kind>/:id, only if the link's signature and expiry hold for it. */
export function linkedFileId(secret: string, kind: FileKind, c: Context): number | null {
  const id = toPositiveInt(c.req.param('id'));
  return id !== null && linkValid(secret, `file-${kind}`, [id], c.req.query('exp'), c.req.query('sig'))
    ? id
    : null;
}
