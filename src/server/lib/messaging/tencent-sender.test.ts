import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalGateway, localGateway, type ReceivedRequest } from './local-gateway.test-helpers';
import { tencentSender } from './tencent-sender';

const SECRET_ID = 'AKIDtestsecretid';
const SECRET_KEY = 'test-secret-key';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/**
 * The gateway's side of TC3-HMAC-SHA256: the canonical request from the request as received
 * (content-type and host signed), the key derived from the secret, the date and the service the
 * gateway serves (the first label of its host name, as sms.tencentcloudapi.com gives "sms").
 */
function tc3Authorization(r: ReceivedRequest, secretKey: string): string {
  const url = new URL(r.url, 'http://gateway');
  const hostname = String(r.headers.host).replace(/:\d+$/, '');
  const service = hostname.split('.')[0]!;
  const timestamp = Number(r.headers['x-tc-timestamp']);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonical = [
    r.method,
    url.pathname,
    url.search.slice(1),
    `content-type:${r.headers['content-type']}\nhost:${hostname}\n`,
    'content-type;host',
    sha256(r.body),
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${SECRET_ID}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

let gateway: LocalGateway;
let reply: Record<string, unknown> = {};
beforeAll(async () => {
  gateway = await localGateway(() => ({ json: { Response: reply } }));
});
afterAll(() => gateway.close());

const sender = () =>
  tencentSender({
    secretId: SECRET_ID,
    secretKey: SECRET_KEY,
    sdkAppId: '1400000001',
    signName: '检验检测认证服务商城',
    templateId: '1000001',
    endpoint: gateway.url,
  });

describe('Tencent Cloud SMS sender (official SDK against a local endpoint)', () => {
  it('sends SendSms with the app, sign, template and the code, signed TC3-HMAC-SHA256', async () => {
    reply = {
      SendStatusSet: [
        {
          SerialNo: '2028:1',
          PhoneNumber: '+8613800000001',
          Fee: 1,
          Code: 'Ok',
          Message: 'send success',
          IsoCode: 'CN',
        },
      ],
      RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
    };
    await sender().send({ to: '13800000001', code: '662901', purpose: 'register' });
    const r = gateway.received.at(-1)!;
    expect(r.method).toBe('POST');
    expect(r.headers['x-tc-action']).toBe('SendSms');
    expect(r.headers['x-tc-version']).toBe('2021-01-11');
    expect(r.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(JSON.parse(r.body)).toEqual({
      PhoneNumberSet: ['+8613800000001'],
      SmsSdkAppId: '1400000001',
      SignName: '检验检测认证服务商城',
      TemplateId: '1000001',
      TemplateParamSet: ['662901'],
    });
    expect(r.headers.authorization).toBe(tc3Authorization(r, SECRET_KEY));
    expect(tc3Authorization(r, `${SECRET_KEY}x`)).not.toBe(r.headers.authorization);
  });

  it("takes a SendStatusSet code other than Ok as a failure naming the gateway's answer", async () => {
    reply = {
      SendStatusSet: [
        {
          Code: 'LimitExceeded.PhoneNumberThirtySecondLimit',
          Message: '单个手机号30秒内下发短信条数超过设定的上限',
        },
      ],
      RequestId: 'x',
    };
    await expect(sender().send({ to: '13800000001', code: '662902', purpose: 'login' })).rejects.toThrow(
      /LimitExceeded\.PhoneNumberThirtySecondLimit/,
    );
  });

  it('fails on an error answer (a bad signature)', async () => {
    reply = {
      Error: {
        Code: 'AuthFailure.SignatureFailure',
        Message: 'The provided credentials could not be validated.',
      },
      RequestId: 'y',
    };
    await expect(sender().send({ to: '13800000001', code: '662903', purpose: 'login' })).rejects.toThrow(
      /credentials/,
    );
  });
});
