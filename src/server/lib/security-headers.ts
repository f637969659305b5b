import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every response (DESIGN §9). `api`: JSON only, nothing may load or frame it.
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
 * DESIGN §5, a strict host: what a page embedding the widgets needs from its CSP, and no more —
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

export function applySecurityHeaders(h: Headers, profile: HeaderProfile): void {
  h.set('Content-Security-Policy', CSP[profile]);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'SAMEORIGIN');
  h.set('Cross-Origin-Resource-Policy', profile === 'asset' ? 'cross-origin' : 'same-origin');
  h.delete('X-Powered-By');
}

export function securityHeaders(profile: HeaderProfile): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, profile);
  };
}
