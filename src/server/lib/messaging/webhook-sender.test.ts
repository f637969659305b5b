import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalGateway, localGateway } from './local-gateway.test-helpers';
import { webhookSender, webhookSignature } from './webhook-sender';

const SECRET = 'webhook-secret-0123456789';

/** What a gateway does with the header: recompute over the exact bytes, compare in constant time. */
const verifies = (body: string, header: string | undefined, secret: string) => {
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return (
    header !== undefined &&
    header.length === expected.length &&
    timingSafeEqual(Buffer.from(header), Buffer.from(expected))
  );
};

let gateway: LocalGateway;
let status = 200;
beforeAll(async () => {
  gateway = await localGateway(() => ({ status, json: { ok: status === 200 } }));
});
afterAll(() => gateway.close());

describe('webhook SMS sender', () => {
  it('POSTs {to, code, purpose} as JSON with an X-Tic-Signature the gateway can check', async () => {
    status = 200;
    await webhookSender(`${gateway.url}/sms`, SECRET).send({
      to: '13800000001',
      code: '048213',
      purpose: 'register',
    });
    const r = gateway.received.at(-1)!;
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/sms');
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(r.body)).toEqual({ to: '13800000001', code: '048213', purpose: 'register' });
    const header = r.headers['x-tic-signature'] as string;
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifies(r.body, header, SECRET)).toBe(true);
    // another secret, or a body changed by one character, does not match
    expect(verifies(r.body, header, `${SECRET}x`)).toBe(false);
    expect(verifies(r.body.replace('048213', '048214'), header, SECRET)).toBe(false);
    expect(webhookSignature(r.body, SECRET)).toBe(header);
  });

  it('takes any answer other than 2xx as a failure, without the code in the error', async () => {
    status = 502;
    const sending = webhookSender(gateway.url, SECRET).send({
      to: '13800000001',
      code: '771144',
      purpose: 'login',
    });
    await expect(sending).rejects.toThrow('网关返回 HTTP 502');
    await sending.catch((e: Error) => expect(e.message).not.toContain('771144'));
  });

  it('fails when nothing listens', async () => {
    const closed = await localGateway(() => ({ json: {} }));
    await closed.close();
    await expect(
      webhookSender(closed.url, SECRET).send({ to: '1', code: '1', purpose: '' }),
    ).rejects.toThrow();
  });
});
