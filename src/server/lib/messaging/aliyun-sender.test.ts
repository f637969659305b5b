import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSender } from './aliyun-sender';
import { type LocalGateway, localGateway, type ReceivedRequest } from './local-gateway.test-helpers';

const KEY_ID = 'LTAI5tTestKeyId';
const KEY_SECRET = 'test-access-key-secret';

/** RFC 3986 as Aliyun's canonical query wants it. */
const percent = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The gateway's side of ACS3-HMAC-SHA256 (the signature openapi-core 1.x computes for RPC calls):
 * canonical request from the request as received, every host / content-type / x-acs-* header
 * signed, HMAC-SHA256 with the AccessKey secret.
 */
function acs3Signature(r: ReceivedRequest, secret: string): { signature: string; signedHeaders: string } {
  const url = new URL(r.url, 'http://gateway');
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${percent(k)}=${percent(v)}`)
    .join('&');
  const names = Object.keys(r.headers)
    .filter((h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'))
    .sort();
  const headers = names.map((h) => `${h}:${String(r.headers[h]).trim()}\n`).join('');
  const canonical = [r.method, url.pathname, query, headers, names.join(';'), sha256(r.body)].join('\n');
  const toSign = `ACS3-HMAC-SHA256\n${sha256(canonical)}`;
  return {
    signature: createHmac('sha256', secret).update(toSign).digest('hex'),
    signedHeaders: names.join(';'),
  };
}

let gateway: LocalGateway;
let reply: Record<string, unknown> = {};
beforeAll(async () => {
  gateway = await localGateway(() => ({ json: reply }));
});
afterAll(() => gateway.close());

const sender = () =>
  aliyunSender({
    accessKeyId: KEY_ID,
    accessKeySecret: KEY_SECRET,
    signName: '检验检测认证服务商城',
    templateCode: 'SMS_4000001',
    endpoint: gateway.url,
  });

describe('Aliyun SMS sender (official SDK against a local endpoint)', () => {
  it('sends SendSms with the sign name, template and {"code"}, signed with the AccessKey secret', async () => {
    reply = {
      Code: 'OK',
      Message: 'OK',
      BizId: '900619746936498440^0',
      RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990',
    };
    await sender().send({ to: '13800000001', code: '530217', purpose: 'register' });
    const r = gateway.received.at(-1)!;
    expect(r.method).toBe('POST');
    expect(r.headers['x-acs-action']).toBe('SendSms');
    expect(r.headers['x-acs-version']).toBe('2017-05-25');
    const q = new URL(r.url, 'http://gateway').searchParams;
    expect(q.get('PhoneNumbers')).toBe('13800000001');
    expect(q.get('SignName')).toBe('检验检测认证服务商城');
    expect(q.get('TemplateCode')).toBe('SMS_4000001');
    expect(JSON.parse(q.get('TemplateParam')!)).toEqual({ code: '530217' });

    const auth = String(r.headers.authorization);
    const mine = acs3Signature(r, KEY_SECRET);
    expect(auth).toBe(
      `ACS3-HMAC-SHA256 Credential=${KEY_ID},SignedHeaders=${mine.signedHeaders},Signature=${mine.signature}`,
    );
    expect(mine.signedHeaders).toContain('x-acs-date');
    expect(r.headers['x-acs-content-sha256']).toBe(sha256(r.body));
    // the same request under another secret would not pass the gateway
    expect(acs3Signature(r, `${KEY_SECRET}x`).signature).not.toBe(mine.signature);
  });

  it("takes any Code other than OK as a failure naming the gateway's answer", async () => {
    reply = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'x' };
    await expect(sender().send({ to: '13800000001', code: '530218', purpose: 'login' })).rejects.toThrow(
      /isv\.BUSINESS_LIMIT_CONTROL 触发分钟级流控/,
    );
  });

  it('fails on an HTTP error answer', async () => {
    const failing = await localGateway(() => ({
      status: 400,
      json: { Code: 'SignatureDoesNotMatch', Message: 'bad' },
    }));
    try {
      const s = aliyunSender({
        accessKeyId: KEY_ID,
        accessKeySecret: KEY_SECRET,
        signName: 's',
        templateCode: 't',
        endpoint: failing.url,
      });
      await expect(s.send({ to: '13800000001', code: '111111', purpose: 'login' })).rejects.toThrow(
        /SignatureDoesNotMatch/,
      );
    } finally {
      await failing.close();
    }
  });
});
