import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { fail, MESSAGES } from './envelope';

/** How long a sender may take, and how many may be connected at once. */
export interface TransportLimits {
  /** The whole request head must arrive within this (slow-header senders). */
  headersMs: number;
  /** The whole request, body included, within this (slow-body senders). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  idleMs: number;
  /** Connections beyond this are refused at once rather than queued (the backstop). */
  maxConnections: number;
  /**
   * Connections one address may hold at once (behind a trusted proxy: requests under way per
   * forwarded address); beyond it that address is refused while others are still served.
   */
  perAddress: number;
  /** A request body must arrive at this average rate, bytes per second… */
  minBodyBytesPerSec: number;
  /** …once this much time has passed since its head (the time grows with what arrived). */
  bodyGraceMs: number;
}

export const DEFAULT_TRANSPORT_LIMITS: TransportLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 5_000,
  maxConnections: 2_000,
  // a browser opens up to 6 connections to a host; an office or a carrier's NAT shares one
  // address among many: 64 leaves room for them while 2,000 take at least 32 addresses
  perAddress: 64,
  // like Apache's mod_reqtimeout (body=…,MinRate=…): a body that stops coming is cut after 5 s,
  // one that trickles after 5 s plus 1 s for every KB that did arrive
  minBodyBytesPerSec: 1_024,
  bodyGraceMs: 5_000,
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

export interface CapOptions {
  /** TIC_TRUST_PROXY: every connection comes from the proxy; the client is the forwarded address. */
  trustProxy?: boolean;
}

/**
 * The connection limits of a listener: the global cap (a backstop), the cap per address, and
 * the minimum body rate. Without a proxy the address is the socket's; behind a trusted proxy
 * all sockets are the proxy's (and it reuses them for everyone), so requests under way are
 * counted per forwarded address instead, the address the app itself uses (lib/request.ts
 * clientIp), and the proxy's own limit_conn caps connections (docs/deploy.md).
 */
export function capConnections(
  server: Server,
  limits: TransportLimits = DEFAULT_TRANSPORT_LIMITS,
  options: CapOptions = {},
): void {
  server.maxConnections = limits.maxConnections;
  if (options.trustProxy) capRequestsPerForwardedAddress(server, limits.perAddress);
  else capSocketsPerAddress(server, limits.perAddress);
  enforceBodyRate(server, limits);
}

/**
 * The key an address is counted under: an IPv4 address itself (also when IPv4-mapped), an IPv6
 * address by its /64, which one subscriber usually holds whole.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** A count per key that forgets a key at zero. */
function counter() {
  const counts = new Map<string, number>();
  return {
    get: (key: string) => counts.get(key) ?? 0,
    add(key: string) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    remove(key: string) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/** Directly reachable: a socket beyond its address's share is closed as it arrives. */
function capSocketsPerAddress(server: Server, cap: number): void {
  const open = counter();
  server.on('connection', (socket) => {
    const key = addressKey(socket.remoteAddress);
    if (open.get(key) >= cap) {
      socket.destroy();
      return;
    }
    open.add(key);
    socket.once('close', () => open.remove(key));
  });
}

/** The right-most X-Forwarded-For entry, the one our proxy appended (as clientIp reads it). */
function forwardedAddress(req: IncomingMessage): string | undefined {
  const header = req.headers['x-forwarded-for'];
  const last = (Array.isArray(header) ? header.join(',') : header)?.split(',').pop()?.trim();
  return last ? last.slice(0, 64) : undefined;
}

const TOO_MANY = JSON.stringify(fail(MESSAGES.tooMany));

/**
 * Behind the proxy: a request beyond its forwarded address's share of requests under way is
 * answered 429 at once, before the app sees it (the app's request listeners run only for the
 * others).
 */
function capRequestsPerForwardedAddress(server: Server, cap: number): void {
  const busy = counter();
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const key = addressKey(forwardedAddress(req) ?? req.socket.remoteAddress);
    if (busy.get(key) >= cap) {
      res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
      res.end(TOO_MANY);
      return;
    }
    busy.add(key);
    res.once('close', () => busy.remove(key));
    for (const handler of handlers) handler.call(server, req, res);
  });
}

const hasBody = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

interface Watched {
  req: IncomingMessage;
  res: ServerResponse;
  /** When, and at what count of bytes read from the socket, the current window began. */
  since: number;
  from: number;
}

/** The answer Node itself gives a request that timed out. */
const REQUEST_TIMEOUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * The minimum body rate: Node's requestTimeout lets a sender hold a connection for the whole
 * 30 s with a byte now and then; here a body must keep coming (bodyGraceMs, then
 * minBodyBytesPerSec on average) or its connection is cut with 408. While the app has not read
 * what already came (a full buffer holds the sender back), the sender is not to blame: the
 * window starts again.
 */
function enforceBodyRate(server: Server, limits: TransportLimits): void {
  const watched = new Set<Watched>();
  const tickMs = Math.max(20, Math.min(1_000, limits.bodyGraceMs / 4));
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = Date.now();
    for (const w of watched) {
      const socket = w.req.socket;
      if (w.req.complete || socket.destroyed) {
        watched.delete(w);
        continue;
      }
      if (w.req.readableLength > 0) {
        w.since = now;
        w.from = socket.bytesRead;
        continue;
      }
      const arrived = socket.bytesRead - w.from;
      const allowed = limits.bodyGraceMs + (arrived * 1_000) / limits.minBodyBytesPerSec;
      if (now - w.since <= allowed) continue;
      watched.delete(w);
      if (!w.res.headersSent && socket.writable) socket.write(REQUEST_TIMEOUT);
      socket.destroy();
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req) || req.complete) return;
    watched.add({ req, res, since: Date.now(), from: req.socket.bytesRead });
    if (!timer) {
      timer = setInterval(tick, tickMs);
      timer.unref();
    }
  });
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
