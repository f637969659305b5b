import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { z } from 'zod';
import { httpUrl, optionalText } from '../../../lib/env-fields';

/** The variables that switch Alipay on (spread into env.ts's schema). */
export const alipaySchema = {
  /** The application's APPID on the Alipay open platform (开放平台). */
  TIC_ALIPAY_APP_ID: optionalText.refine((v) => v === undefined || /^\d{8,32}$/.test(v), {
    message: 'TIC_ALIPAY_APP_ID must be the digits of the APPID',
  }),
  /** The application's private key (应用私钥): PEM, or the one-line base64 the key tool prints (PKCS#1 or PKCS#8). */
  TIC_ALIPAY_PRIVATE_KEY: optionalText,
  /** Alipay's public key (支付宝公钥) of the application: PEM or one-line base64. */
  TIC_ALIPAY_PUBLIC_KEY: optionalText,
  /** Another gateway (the sandbox, https://openapi-sandbox.dl.alipaydev.com/gateway.do, or a test stand-in). */
  TIC_ALIPAY_GATEWAY: httpUrl('TIC_ALIPAY_GATEWAY'),
  /** The merchant's PID (2088…): a notification for another seller is refused. */
  TIC_ALIPAY_SELLER_ID: optionalText.refine((v) => v === undefined || /^2088\d{12}$/.test(v), {
    message: 'TIC_ALIPAY_SELLER_ID must be the 16-digit PID (2088…)',
  }),
  /** The site's public address (https://mall.example.cn): Alipay's notify and return addresses are under it. */
  TIC_PUBLIC_URL: httpUrl('TIC_PUBLIC_URL'),
};

type Parsed = { [K in keyof typeof alipaySchema]?: z.output<(typeof alipaySchema)[K]> };

export interface AlipaySettings {
  appId: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  alipayPublicKey: string;
  gateway: string | undefined;
  sellerId: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
}

const pem = (label: string, base64: string) =>
  `-----BEGIN ${label}-----\n${base64
    .replace(/\s+/g, '')
    .replace(/(.{64})/g, '$1\n')
    .trim()}\n-----END ${label}-----\n`;

/** A private key in any of the shapes Alipay's key tool gives, as PKCS#8 PEM; null when it is none. */
function privateKeyPem(value: string): string | null {
  const tries = value.includes('-----BEGIN')
    ? [() => createPrivateKey(value.replace(/\\n/g, '\n'))]
    : [
        () => createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs1' }),
      ];
  for (const make of tries) {
    try {
      const key = make();
      if (key.asymmetricKeyType === 'rsa') return key.export({ format: 'pem', type: 'pkcs8' }).toString();
    } catch {
      // the next shape
    }
  }
  return null;
}

function publicKeyPem(value: string): string | null {
  try {
    const key = createPublicKey(
      value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : pem('PUBLIC KEY', value),
    );
    return key.asymmetricKeyType === 'rsa' ? key.export({ format: 'pem', type: 'spki' }).toString() : null;
  } catch {
    return null;
  }
}

/**
 * Alipay is on when its three keys are set; half a configuration, an unreadable key or no public
 * address would fail every payment, so those refuse the start instead (the problems name which).
 */
export function readAlipayEnv(e: Parsed): { alipay: AlipaySettings | undefined; problems: string[] } {
  const set = [e.TIC_ALIPAY_APP_ID, e.TIC_ALIPAY_PRIVATE_KEY, e.TIC_ALIPAY_PUBLIC_KEY];
  if (set.every((v) => v === undefined)) return { alipay: undefined, problems: [] };
  const problems: string[] = [];
  if (set.some((v) => v === undefined)) {
    problems.push(
      'TIC_ALIPAY_APP_ID, TIC_ALIPAY_PRIVATE_KEY, TIC_ALIPAY_PUBLIC_KEY: set all three to switch Alipay on, or none',
    );
    return { alipay: undefined, problems };
  }
  const privateKey = privateKeyPem(e.TIC_ALIPAY_PRIVATE_KEY!);
  const alipayPublicKey = publicKeyPem(e.TIC_ALIPAY_PUBLIC_KEY!);
  if (!privateKey)
    problems.push('TIC_ALIPAY_PRIVATE_KEY: not an RSA private key (PEM or base64, PKCS#1 or PKCS#8)');
  if (!alipayPublicKey) problems.push('TIC_ALIPAY_PUBLIC_KEY: not an RSA public key (PEM or base64)');
  if (!e.TIC_PUBLIC_URL)
    problems.push('TIC_PUBLIC_URL: required with Alipay (its notify and return addresses)');
  if (problems.length || !privateKey || !alipayPublicKey || !e.TIC_PUBLIC_URL)
    return { alipay: undefined, problems };
  return {
    alipay: {
      appId: e.TIC_ALIPAY_APP_ID!,
      privateKey,
      alipayPublicKey,
      gateway: e.TIC_ALIPAY_GATEWAY,
      sellerId: e.TIC_ALIPAY_SELLER_ID,
      publicUrl: e.TIC_PUBLIC_URL.replace(/\/+$/, ''),
    },
    problems,
  };
}
