import type { Server, ServerOptions } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** How long a sender may take, and how many may be connected at once. */
export interface TransportLimits {
  /** The whole request head must arrive within this (slow-header senders). */
  headersMs: number;
  /** The whole request, body included, within this (slow-body senders). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  idleMs: number;
  /** Connections beyond this are refused at once rather than queued. */
  maxConnections: number;
}

export const DEFAULT_TRANSPORT_LIMITS: TransportLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 5_000,
  maxConnections: 2_000,
};

/**
 * Node's defaults let one sender hold a connection for minutes (300 s per request, checked every
 * 30 s) and take as many sockets as the file-descriptor limit allows; a few hundred slow senders
 * would starve every buyer. `serverOptions` go to the listener's creation (the checking interval
 * can only be set there); `capConnections` once it exists.
 */
export const serverOptions = (limits: TransportLimits = DEFAULT_TRANSPORT_LIMITS): ServerOptions => ({
  headersTimeout: limits.headersMs,
  requestTimeout: limits.requestMs,
  keepAliveTimeout: limits.idleMs,
  connectionsCheckingInterval: Math.min(1_000, limits.headersMs),
});

export function capConnections(server: Server, limits: TransportLimits = DEFAULT_TRANSPORT_LIMITS): void {
  server.maxConnections = limits.maxConnections;
}

/** One year, the figure browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security, in production behind a TLS-terminating proxy we trust: the proxy's
 * word (the last X-Forwarded-Proto, the one it appended) says the browser came over https. Over
 * plain http the header would be ignored at best, so it is not sent.
 */
export function strictTransport(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!enabled) return;
    const proto = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
    // on the answer's own headers: c.header() now would rebuild the answer (lib/lean-middleware.ts)
    if (proto === 'https') c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
