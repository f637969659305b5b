/**
 * What the settlement has chosen, pure: the buyer's pick while it is still in its list, else the
 * default — the default address (else the first), the default invoice title (else 不开发票), the
 * first invoice project, the best usable coupon (the server lists them best first).
 */
import type { Address, Coupon, InvoiceProject, InvoiceTitle } from '../../../core';

/** The address or invoice-title pick after an add on the page whose answer did not name the new one. */
export const NEWEST = -1;

export interface SettleLists {
  addresses: Address[];
  titles: InvoiceTitle[];
  projects: InvoiceProject[];
  coupons: Coupon[];
}

export interface SettlePicks {
  /** 0: not picked; NEWEST: the newest address */
  address: number;
  /** undefined: not picked; null: 不开发票; NEWEST: the newest title */
  invoice: number | null | undefined;
  project: string;
  /** undefined: not picked; null: 不使用优惠券 */
  coupon: number | null | undefined;
}

export function resolveChoices(l: SettleLists, p: SettlePicks) {
  const has = <T>(list: T[], ok: (x: T) => boolean) => list.some(ok);
  const addressId =
    p.address === NEWEST
      ? l.addresses.reduce((m, a) => Math.max(m, a.id), 0)
      : has(l.addresses, (a) => a.id === p.address)
        ? p.address
        : ((l.addresses.find((a) => a.is_default) ?? l.addresses[0])?.id ?? 0);
  const invoiceId =
    p.invoice === undefined
      ? (l.titles.find((i) => i.is_default)?.id ?? null)
      : p.invoice === NEWEST
        ? l.titles.reduce<number | null>((m, i) => Math.max(m ?? 0, i.id), null)
        : has(l.titles, (i) => i.id === p.invoice)
          ? p.invoice
          : null;
  const project = has(l.projects, (x) => x.name === p.project) ? p.project : (l.projects[0]?.name ?? '');
  const couponId =
    p.coupon === undefined
      ? (l.coupons[0]?.user_coupon_id ?? null)
      : has(l.coupons, (k) => k.user_coupon_id === p.coupon)
        ? p.coupon
        : null;
  const coupon = l.coupons.find((k) => k.user_coupon_id === couponId) ?? null;
  return { addressId, invoiceId, project, couponId, coupon };
}
