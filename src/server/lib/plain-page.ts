import type { Context } from 'hono';
import { applySecurityHeaders } from './security-headers';

/**
 * A plain page for a file link that leads nowhere (expired, not found): what happened and the
 * way back, never indexed or cached.
 */
export function plainPage(c: Context, status: 403 | 404, title: string, text: string): Response {
  const res = c.html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font:15px/1.7 sans-serif;max-width:560px;margin:48px auto;padding:0 16px"><h1 style="font-size:20px">${title}</h1><p>${text}</p></body></html>`,
    status,
  );
  applySecurityHeaders(res.headers, 'page');
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** A PDF answer: inline for a frame (view=1), otherwise saved under its Chinese name. */
export function pdfResponse(c: Context, bytes: Uint8Array, asciiName: string, name: string): Response {
  const disposition = c.req.query('view') === '1' ? 'inline' : 'attachment';
  const res = c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'private, no-store',
  });
  applySecurityHeaders(res.headers, 'page');
  return res;
}
