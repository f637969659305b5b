import type { Hono } from 'hono';
import type { Db } from '../../db';
import { linkedFileId } from '../../lib/file-links';
import type { ResolvedAppOptions } from '../../lib/handler';
import { applySecurityHeaders } from '../../lib/security-headers';
import { toPositiveInt } from '../../lib/validation';
import { findAttachment } from './attachment.service';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** A bucket's direct link only has to last from the redirect to the browser's request. */
const DIRECT_LINK_TTL_S = 5 * 60;

/**
 * GET /files/attachment/:id?exp&sig — an uploaded file, only through the signed, expiring link
 * handed to its owner (attachment/uploadOne, user_sgs/info) or its reviewer (the review CLI).
 * Served as a download with nosniff and a sandboxing policy, whatever the bytes claim to be.
 */
export function mountAttachmentFiles(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  app.get('/files/attachment/:id', async (c) => {
    const id = linkedFileId(opts.paySecret, 'attachment', c);
    const deny = (status: 403 | 404, text: string) => {
      const res = c.text(text, status);
      applySecurityHeaders(res.headers, 'api');
      return res;
    };
    if (id === null) return deny(403, '链接已失效，请刷新页面后重试');
    const row = await findAttachment(db, id);
    if (row && opts.storage.signedUrl) {
      // an object store: the bucket serves the bytes through its own short-lived link, from
      // whichever machine, on its own origin, as a download (lib/storage-s3.ts)
      const name = `file-${row.id}.${EXTENSIONS[row.mime] ?? 'bin'}`;
      const url = await opts.storage.signedUrl(row.storageKey, {
        filename: name,
        contentType: row.mime,
        expiresIn: DIRECT_LINK_TTL_S,
      });
      const res = c.redirect(url, 302);
      applySecurityHeaders(res.headers, 'api');
      res.headers.set('Cache-Control', 'private, no-store');
      return res;
    }
    const bytes = row ? await opts.storage.get(row.storageKey) : null;
    if (!row || !bytes) return deny(404, '文件不存在');
    const name = `file-${row.id}.${EXTENSIONS[row.mime] ?? 'bin'}`;
    const res = c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
    applySecurityHeaders(res.headers, 'api');
    res.headers.set('Content-Security-Policy', "default-src 'none'; sandbox; frame-ancestors 'none'");
    return res;
  });

  /**
   * GET /files/public/:id — an image a lab published (shop logo, banner, a service's pictures):
   * served to anyone, inline, but only while marked public and only as an image.
   */
  app.get('/files/public/:id', async (c) => {
    const id = toPositiveInt(c.req.param('id'));
    const row = id === null ? undefined : await findAttachment(db, id);
    const bytes =
      row?.isPublic && row.mime.startsWith('image/') ? await opts.storage.get(row.storageKey) : null;
    if (!row || !bytes) {
      const res = c.text('文件不存在', 404);
      applySecurityHeaders(res.headers, 'api');
      return res;
    }
    const res = c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mime,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=86400',
    });
    applySecurityHeaders(res.headers, 'api');
    res.headers.set('Content-Security-Policy', "default-src 'none'; sandbox; frame-ancestors 'none'");
    res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return res;
  });
}
