import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every response. `api`: JSON only, nothing may load or frame it.
 * `page`: our own pages (portal demo, storefront): scripts from us only; widget styles are
 * inline in shadow roots. `asset`: scripts and images other origins embed (widgets, images).
 */
export type HeaderProfile = 'api' | 'page' | 'asset' | 'partner';

/**
 * Our pages' policy; `origins` are allowed to serve scripts and images and to be called, for the
 * analytics script the storefront may include (TIC_ANALYTICS_SCRIPT).
 */
export function pagePolicy(origins: readonly string[] = []): string {
  const extra = origins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * A strict host: what a page embedding the widgets needs from its CSP, and no more —
 * the bundle from the marketplace (script-src) and its API (connect-src). No inline script, no
 * eval, no inline styles: the widgets style their shadow roots with constructed stylesheets.
 * The host's own stylesheet is 'self'; the marketplace's pictures (mini cart) would need img-src.
 */
export function strictHostPolicy(main: string): string {
  return [
    "default-src 'none'",
    `script-src ${main}`,
    `connect-src ${main}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CSP: Record<HeaderProfile, string> = {
  api: "default-src 'none'; frame-ancestors 'self'",
  page: pagePolicy(),
  asset: "default-src 'none'; frame-ancestors 'self'",
  // the partner demo stands for someone else's site: it loads the widgets from the main origin
  partner: [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' http: https:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: http: https:",
    "connect-src 'self' http: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
};

/**
 * The headers of a profile, as a new object built by a literal at each call: an answer sent with
 * a plain object of headers (lib/public-answers.ts) adds its own to it. Built so, the object keeps
 * V8's fast shape; a spread copy of a kept one did not, and config/load's time per request rose
 * from 26 to 39 µs in Node's header writing.
 */
export const securityHeaderRecord = (profile: HeaderProfile): Record<string, string> => ({
  'Content-Security-Policy': CSP[profile],
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': profile === 'asset' ? 'cross-origin' : 'same-origin',
});

/** The headers of a profile, as name and value. */
const headersOf = (profile: HeaderProfile): Array<[string, string]> =>
  Object.entries(securityHeaderRecord(profile));

export function applySecurityHeaders(h: Headers, profile: HeaderProfile): void {
  for (const [name, value] of headersOf(profile)) h.set(name, value);
  h.delete('X-Powered-By');
}

export function securityHeaders(profile: HeaderProfile): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, profile);
  };
}

/**
 * The same headers, set before the handler runs: Hono merges them into the answer it builds
 * through the context (c.json, c.body), where setting them on the finished answer rebuilds it
 * (lib/lean-middleware.ts). For /api, whose every answer is built so; files and pages, which
 * may be answered as a ready Response, keep securityHeaders.
 */
export function preparedSecurityHeaders(profile: HeaderProfile): MiddlewareHandler {
  const headers = headersOf(profile);
  return (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    return next();
  };
}
