import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { canonical, linkSignature, linkValid, sameSignature, signFields } from './signing';

describe('provider signatures', () => {
  it('signs the sorted k=v&… of every field but sign', () => {
    const fields = { pay_no: 'P1', amount: '1.00', nonce: 'abc', sign: 'ignored' };
    expect(canonical(fields)).toBe('amount=1.00&nonce=abc&pay_no=P1');
    const sig = signFields('s', fields);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(signFields('s', { ...fields, sign: 'other' })).toBe(sig);
    expect(signFields('t', fields)).not.toBe(sig);
  });

  it('compares signatures safely: wrong, short, non-hex or missing ones are false', () => {
    const sig = signFields('s', { a: '1' });
    expect(sameSignature(sig, sig)).toBe(true);
    expect(sameSignature(sig, sig.toUpperCase())).toBe(true);
    for (const bad of [sig.slice(1), `${sig}0`, 'z'.repeat(64), '', undefined, 42, '0'.repeat(64)]) {
      expect(sameSignature(sig, bad)).toBe(false);
    }
  });

  it('binds a link to its purpose, ids and expiry', () => {
    const exp = String(Math.floor(Date.now() / 1000) + 60);
    const sig = linkSignature('s', 'esign', 7, exp);
    expect(linkValid('s', 'esign', [7], exp, sig)).toBe(true);
    expect(linkValid('s', 'file-contract', [7], exp, sig)).toBe(false);
    expect(linkValid('s', 'esign', [8], exp, sig)).toBe(false);
    expect(linkValid('s', 'esign', [7], String(Number(exp) + 1), sig)).toBe(false);
    expect(linkValid('x', 'esign', [7], exp, sig)).toBe(false);
    const past = String(Math.floor(Date.now() / 1000) - 1);
    expect(linkValid('s', 'esign', [7], past, linkSignature('s', 'esign', 7, past))).toBe(false);
    expect(linkValid('s', 'esign', [7], '1e12', sig)).toBe(false);
  });
});

describe('TIC_PAY_SECRET', () => {
  it('is required (16+ characters) in production and optional elsewhere', () => {
    expect(() => loadEnv({ TIC_ENV: 'production' })).toThrow(/TIC_PAY_SECRET/);
    expect(() => loadEnv({ TIC_ENV: 'production', TIC_PAY_SECRET: 'short' })).toThrow(/TIC_PAY_SECRET/);
    expect(loadEnv({ TIC_ENV: 'production', TIC_PAY_SECRET: 'a-long-enough-secret' }).paySecret).toBe(
      'a-long-enough-secret',
    );
    expect(loadEnv({}).paySecret).toBeUndefined();
  });
});
