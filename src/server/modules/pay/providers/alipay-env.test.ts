import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
const pkcs1 = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const pkcs8 = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const spki = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const ALL = {
  TIC_ALIPAY_APP_ID: '2021000000000001',
  TIC_ALIPAY_PRIVATE_KEY: bare(pkcs1),
  TIC_ALIPAY_PUBLIC_KEY: bare(spki),
  TIC_PUBLIC_URL: 'https://mall.example.cn/',
};

describe('TIC_ALIPAY_*', () => {
  it('is off unless set, and on with the three keys in any shape the key tool gives', () => {
    expect(loadEnv({}).alipay).toBeUndefined();
    const on = loadEnv(ALL).alipay!;
    expect(on).toMatchObject({
      appId: '2021000000000001',
      publicUrl: 'https://mall.example.cn',
      gateway: undefined,
    });
    expect(on.privateKey).toContain('BEGIN PRIVATE KEY');
    for (const key of [pkcs1, pkcs8, bare(pkcs8), pkcs8.replace(/\n/g, '\\n')]) {
      expect(loadEnv({ ...ALL, TIC_ALIPAY_PRIVATE_KEY: key }).alipay?.privateKey).toBe(on.privateKey);
    }
    expect(loadEnv({ ...ALL, TIC_ALIPAY_PUBLIC_KEY: spki }).alipay?.alipayPublicKey).toBe(on.alipayPublicKey);
    const sandbox = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';
    expect(loadEnv({ ...ALL, TIC_ALIPAY_GATEWAY: sandbox }).alipay?.gateway).toBe(sandbox);
  });

  it('refuses to start with half a configuration, a key that is none, or no public address', () => {
    const { TIC_ALIPAY_PUBLIC_KEY: _p, ...two } = ALL;
    expect(() => loadEnv(two)).toThrow(/set all three/);
    expect(() => loadEnv({ ...ALL, TIC_ALIPAY_PRIVATE_KEY: 'not-a-key' })).toThrow(/TIC_ALIPAY_PRIVATE_KEY/);
    expect(() => loadEnv({ ...ALL, TIC_ALIPAY_PUBLIC_KEY: 'bm90IGEga2V5' })).toThrow(/TIC_ALIPAY_PUBLIC_KEY/);
    const { TIC_PUBLIC_URL: _u, ...noUrl } = ALL;
    expect(() => loadEnv(noUrl)).toThrow(/TIC_PUBLIC_URL/);
    expect(() => loadEnv({ ...ALL, TIC_ALIPAY_APP_ID: 'abc' })).toThrow(/TIC_ALIPAY_APP_ID/);
    expect(() => loadEnv({ ...ALL, TIC_ALIPAY_SELLER_ID: '12' })).toThrow(/TIC_ALIPAY_SELLER_ID/);
    expect(() => loadEnv({ ...ALL, TIC_ALIPAY_GATEWAY: 'ftp://x' })).toThrow(/TIC_ALIPAY_GATEWAY/);
  });
});
