import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { addressKey, capConnections, serverOptions, type TransportLimits } from './transport-limits';

describe('Strict-Transport-Security', () => {
  let prod: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    [prod, demo] = await Promise.all([createTestApp({ production: true }), createTestApp()]);
  });
  afterAll(() => Promise.all([prod.close(), demo.close()]));

  const hsts = async (t: TestApp, proto?: string) =>
    (
      await t.request('/api/config/load', { headers: proto ? { 'x-forwarded-proto': proto } : {} })
    ).headers.get('strict-transport-security');

  it('is sent in production when the trusted proxy says the browser came over https', async () => {
    expect(await hsts(prod, 'https')).toMatch(/^max-age=31536000/);
    // the proxy appends its own value last: a client-sent "https" before it proves nothing
    expect(await hsts(prod, 'https, http')).toBeNull();
    expect(await hsts(prod, 'http')).toBeNull();
    expect(await hsts(prod)).toBeNull();
  });

  it('is not sent by the demo, which runs on plain http', async () => {
    expect(await hsts(demo, 'https')).toBeNull();
  });
});

describe('slow senders', () => {
  const limits: TransportLimits = {
    headersMs: 300,
    requestMs: 600,
    idleMs: 200,
    maxConnections: 2,
    perAddress: 2,
    minBodyBytesPerSec: 1,
    bodyGraceMs: 5_000,
  };
  // like the API, answers only once the whole body is in
  const server = createServer(serverOptions(limits), (req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  let port = 0;
  beforeAll(async () => {
    capConnections(server, limits);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** Opens a socket, sends `text` and resolves with what came back once the server closed it. */
  const hold = (text: string) =>
    new Promise<string>((done) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (d) => {
        answer += d.toString();
      });
      socket.on('close', () => done(answer));
      socket.on('error', () => {});
    });

  it('closes a connection whose headers never finish', async () => {
    const answer = await hold('GET / HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never finishes', async () => {
    const answer = await hold('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses connections beyond the cap instead of queueing them', async () => {
    const held = [hold('GET / HTTP/1.1\r\nHost: x\r\n'), hold('GET / HTTP/1.1\r\nHost: x\r\n')];
    await new Promise((r) => setTimeout(r, 50));
    const third = await hold('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(third).toBe('');
    await Promise.all(held);
  });
});

/** A server answering 'ok' once the whole body is in, with these limits; resolves its port. */
async function listening(limits: TransportLimits, options: { trustProxy?: boolean } = {}, handler = echo) {
  const server = createServer(serverOptions(limits), handler);
  capConnections(server, limits, options);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as { port: number }).port };
}

function echo(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  req.on('end', () => res.end('ok'));
}

/**
 * A raw socket from `from` (a loopback address of its own): sends `head`, then `chunks` one
 * every `everyMs`; resolves with what came back once the server closed it.
 */
const rawFrom = (port: number, from: string, head: string, chunks: string[] = [], everyMs = 0) =>
  new Promise<{ answer: string; ms: number }>((done) => {
    const started = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(head);
      const rest = [...chunks];
      timer = setInterval(() => {
        const next = rest.shift();
        if (next === undefined || socket.destroyed) return clearInterval(timer);
        socket.write(next);
      }, everyMs);
    });
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', () => {
      clearInterval(timer);
      done({ answer, ms: Date.now() - started });
    });
    socket.on('error', () => {});
  });

const GET = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
const SLOW_HEAD = 'GET / HTTP/1.1\r\nHost: x\r\n';

describe('one address cannot take every connection', () => {
  const limits: TransportLimits = {
    headersMs: 2_000,
    requestMs: 4_000,
    idleMs: 200,
    maxConnections: 100,
    perAddress: 3,
    minBodyBytesPerSec: 1_024,
    bodyGraceMs: 2_000,
  };

  it('refuses an address at its cap while another address is served', async () => {
    const { server, port } = await listening(limits);
    // three slow senders from 127.0.0.2 hold its share
    const held = [1, 2, 3].map(() => rawFrom(port, '127.0.0.2', SLOW_HEAD));
    await new Promise((r) => setTimeout(r, 100));
    const fourth = await rawFrom(port, '127.0.0.2', GET);
    expect(fourth.answer).toBe(''); // closed as it arrived, nothing answered
    const other = await rawFrom(port, '127.0.0.3', GET);
    expect(other.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    // the held ones end with Node's own head timeout: the address's share is free again
    await Promise.all(held);
    expect((await rawFrom(port, '127.0.0.2', GET)).answer).toMatch(/ok$/);
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('behind a trusted proxy counts requests under way per forwarded address', async () => {
    const release: (() => void)[] = [];
    const { server, port } = await listening(
      { ...limits, perAddress: 1 },
      { trustProxy: true },
      (req, res) => {
        req.resume();
        // answers when the test says so: the request stays under way
        req.on('end', () => release.push(() => res.end('ok')));
      },
    );
    const ask = (forwardedFor: string) =>
      new Promise<{ status: number; body: string }>((done, failed) => {
        const r = request(
          { port, host: '127.0.0.1', path: '/', headers: { 'x-forwarded-for': forwardedFor }, agent: false },
          (res) => {
            let body = '';
            res.on('data', (d) => {
              body += d;
            });
            res.on('end', () => done({ status: res.statusCode ?? 0, body }));
          },
        );
        r.on('error', failed);
        r.end();
      });
    const first = ask('203.0.113.9');
    while (release.length < 1) await new Promise((r) => setTimeout(r, 10));
    // the client's own entries before the proxy's count for nothing: the key is 203.0.113.9
    const second = await ask('198.51.100.1, 203.0.113.9');
    expect(second.status).toBe(429);
    expect(JSON.parse(second.body)).toMatchObject({ status: false, message: '操作过于频繁，请稍后再试' });
    // every socket is the proxy's (127.0.0.1): another visitor is still served
    const third = ask('203.0.113.10');
    while (release.length < 2) await new Promise((r) => setTimeout(r, 10));
    for (const done of release) done();
    expect(await first).toEqual({ status: 200, body: 'ok' });
    expect(await third).toEqual({ status: 200, body: 'ok' });
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('counts IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(addressKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('minimum body rate', () => {
  const limits: TransportLimits = {
    headersMs: 5_000,
    requestMs: 10_000,
    idleMs: 200,
    maxConnections: 100,
    perAddress: 10,
    minBodyBytesPerSec: 100,
    bodyGraceMs: 300,
  };
  const post = (length: number) =>
    `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n`;

  it('cuts a body that trickles slower than the minimum rate, long before the request timeout', async () => {
    const { server, port } = await listening(limits);
    // 10 bytes a second where 100 are asked for
    const { answer, ms } = await rawFrom(port, '127.0.0.2', post(50), Array(50).fill('x'), 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2_000);
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('lets a body through that keeps the rate, however long it takes', async () => {
    const { server, port } = await listening(limits);
    // 200 bytes a second for 1.2 s: well past the 300 ms grace
    const { answer } = await rawFrom(port, '127.0.0.2', post(240), Array(12).fill('x'.repeat(20)), 100);
    expect(answer).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('does not blame the sender for a body the app has not read yet', async () => {
    const { server, port } = await listening(limits, {}, (req, res) => {
      // reads the body only after a second (a busy handler)
      setTimeout(() => echo(req, res), 1_000);
    });
    const { answer } = await rawFrom(port, '127.0.0.2', post(10), ['0123456789'], 10);
    expect(answer).toMatch(/ok$/);
    await new Promise<void>((done) => server.close(() => done()));
  });
});
