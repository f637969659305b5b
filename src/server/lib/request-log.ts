import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { endpoints, type LoggedInType } from '../../core/api/contract/endpoints';

/** A request id from the caller (a proxy's) is kept only if it looks like one. */
const SANE_ID = /^[\w.:@-]{8,128}$/;
const USER = Symbol('tic.requestUser');
const USER_NAMES: Record<LoggedInType, string> = { 1: 'buyer', 2: 'merchant', 3: 'expert' };
/** Probes from balancers every few seconds would drown the requests. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

type Noted = IncomingMessage & { [USER]?: string };

/**
 * Who made the request, for its log line (app.ts, production only): the user type when a login
 * was checked, 'staff' for the operator console. Kept on Node's request object, which the
 * listener below sees; absent outside @hono/node-server (app.request in tests).
 */
export function noteRequestUser(c: Context, type: LoggedInType | undefined, staff: boolean): void {
  const incoming = (c.env as { incoming?: Noted } | undefined)?.incoming;
  if (incoming && (type || staff)) incoming[USER] = staff ? 'staff' : USER_NAMES[type!];
}

/** The endpoint id for /api calls, else the path; never the query string (links carry signatures). */
export function routeOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.indexOf('?');
  const path = end < 0 ? raw : raw.slice(0, end);
  if (path.startsWith('/api/')) {
    const id = path.slice(5);
    return Object.hasOwn(endpoints, id) ? id : '/api/?';
  }
  return path.length > 160 ? `${path.slice(0, 160)}…` : path;
}

/**
 * One JSON line per request, written when the answer has gone out (or the caller left): time,
 * request id, method, route, status, duration and user type, never a header's or a body's
 * content. A listener on Node's server ahead of Hono's, so it covers every answer, the public
 * answers sent ahead of the middleware chain and static files included, and costs nothing where
 * it is not attached (outside production). The id goes back in X-Request-Id.
 */
export function attachRequestLog(server: Server, log: Logger): void {
  server.prependListener('request', (req: Noted, res: ServerResponse) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    const route = routeOf(req.url);
    if (UNLOGGED.has(route)) return;
    res.once('close', () => {
      log.info({
        reqId: id,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user: req[USER],
        aborted: res.writableFinished ? undefined : true,
      });
    });
  });
}
