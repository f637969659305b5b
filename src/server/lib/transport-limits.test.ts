import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { capConnections, serverOptions } from './transport-limits';

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
  const limits = { headersMs: 300, requestMs: 600, idleMs: 200, maxConnections: 2 };
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
