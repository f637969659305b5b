import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SampleAddress, SampleAddressInput } from '../../../core/api/contract/models-fulfil';
import { isSampleBased } from '../../../core/rules/order-states';
import {
  checkSampleAddress,
  NO_SAMPLE_ADDRESS,
  normalizeContactPhone,
} from '../../../core/rules/sample-address';
import type { DbOrTx } from '../../db';
import { merchants } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import { hasForbiddenChars } from '../../lib/validation';
import { resolveZones } from '../address/zone.service';
import { ownMerchant } from './merchant-owner';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const code = (v: unknown) => {
  const s = text(v);
  return /^\d{2,12}$/.test(s) ? s : '';
};

/**
 * A 收样地址 as sent: trimmed, the phone normalised (full-width digits, spaces), every problem
 * in the form's own words (core/rules/sample-address.ts).
 */
export const sampleAddressField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): SampleAddressInput => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) {
        ctx.issues.push({ code: 'custom', input: v, message: '请填写收样地址' });
        return z.NEVER;
      }
      const r = v as Record<string, unknown>;
      const a: SampleAddressInput = {
        contact: text(r.contact),
        phone: normalizeContactPhone(text(r.phone)),
        province_code: code(r.province_code),
        city_code: code(r.city_code),
        area_code: code(r.area_code),
        street_code: code(r.street_code),
        detail: text(r.detail),
      };
      const problem = [a.contact, a.phone, a.detail].some(hasForbiddenChars)
        ? '收样地址包含非法字符'
        : Object.values(checkSampleAddress(a))[0];
      if (!problem) return a;
      ctx.issues.push({ code: 'custom', input: v, message: problem });
      return z.NEVER;
    });

/** A service's own 收样地址: absent, null or '' is none (the shop's is used). */
export const optionalSampleAddressField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): SampleAddressInput | null => {
      if (v === undefined || v === null || v === '') return null;
      const r = sampleAddressField().safeParse(v);
      if (r.success) return r.data;
      ctx.issues.push({ code: 'custom', input: v, message: r.error.issues[0]?.message ?? '请填写收样地址' });
      return z.NEVER;
    });

/** The stored address: zone codes checked to chain, named from the zone table (never the client's names). */
export async function resolveSampleAddress(db: DbOrTx, a: SampleAddressInput): Promise<SampleAddress> {
  const names = await resolveZones(db, {
    province_code: a.province_code,
    city_code: a.city_code,
    area_code: a.area_code,
    street_code: a.street_code ?? '',
  });
  return {
    contact: a.contact,
    phone: a.phone,
    province_code: a.province_code,
    province: names.province,
    city_code: a.city_code,
    city: names.city,
    area_code: a.area_code,
    area: names.area,
    street_code: names.street ? (a.street_code ?? '') : '',
    street: names.street,
    detail: a.detail,
  };
}

/** merchant_center/sampleAddress: the lab's own shop only (its account decides which). */
export async function saveShopSampleAddress(
  db: DbOrTx,
  me: AuthUser,
  input: SampleAddressInput,
): Promise<SampleAddress> {
  const m = await ownMerchant(db, me);
  const address = await resolveSampleAddress(db, input);
  await db.update(merchants).set({ sampleAddress: address }).where(eq(merchants.id, m.id));
  return address;
}

/**
 * A sample-based service (检验检测, 计量校准) goes to review or the shelf only with somewhere to
 * send the samples: its own address, or the shop's.
 */
export function assertSampleAddress(
  shop: { sampleAddress: SampleAddress | null },
  service: { servicsId: number; sampleAddress: SampleAddress | null },
): void {
  if (isSampleBased([service.servicsId]) && !service.sampleAddress && !shop.sampleAddress)
    refuse(NO_SAMPLE_ADDRESS);
}
