/**
 * CORS and the body limit for /api, doing hono's checks without its two costly steps. On
 * @hono/node-server, reading `c.req.raw.body` builds a whole web Request (streams, an abort
 * signal), and `c.header()` once the answer exists rebuilds the Response around its body as a
 * stream; hono's bodyLimit() does the first and cors() the second on every call. Profiled on
 * config/load (an answer kept in memory), the two took about half of each request's time.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope';

export interface CorsOptions {
  /** The origin to allow, as given, or null. */
  origin: (origin: string) => Promise<string | null>;
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  maxAgeSeconds: number;
}

/**
 * Headers are set before the handler runs (Hono merges them into the answer it builds), so
 * nothing rebuilds the answer afterwards. A preflight is answered here with 204.
 */
export function apiCors(opts: CorsOptions): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin ? await opts.origin(origin) : null;
    if (allowed) c.header('Access-Control-Allow-Origin', allowed);
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method !== 'OPTIONS') return next();
    c.header('Access-Control-Max-Age', String(opts.maxAgeSeconds));
    c.header('Access-Control-Allow-Methods', opts.allowMethods.join(','));
    c.header('Access-Control-Allow-Headers', opts.allowHeaders.join(','));
    c.header('Vary', 'Access-Control-Request-Headers', { append: true });
    return c.body(null, 204);
  };
}

/**
 * hono's bodyLimit, but a GET or HEAD (whose body nothing reads) passes untouched, and a request
 * that declares its length is judged by it, as bodyLimit itself does, without touching the
 * body first (Node's parser never reads past a declared length). Only a chunked body is
 * counted as it streams in, by bodyLimit. Over the limit: 413 with `message` in the envelope.
 */
export function declaredBodyLimit(maxSize: number, message: string): MiddlewareHandler {
  const onError = (c: Context) => c.json(fail(message), 413);
  const streamed = bodyLimit({ maxSize, onError });
  return async (c: Context, next: Next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) return onError(c);
      return next();
    }
    return streamed(c, next);
  };
}
