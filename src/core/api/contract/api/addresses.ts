/** Request and response types of the addresses endpoints (see ./index.ts). */
import type { ListData } from '../envelope';
import type { Address, InvoiceProject, InvoiceTax, InvoiceTitle, Zone } from '../models-buying';
import type { ById, Id, Paged } from './common';

/**
 * user_address/add: zone codes only (the server names them from its zones table, whatever
 * names are sent); the street is optional ('' or absent). The first address is the default.
 */
export interface AddressPayload {
  consignee: string;
  mobile: string;
  province_code: string;
  city_code: string;
  area_code: string;
  street_code?: string;
  detail: string;
  is_default?: boolean;
}

/**
 * An invoice title as the form sends it: 普通发票 (type 1) needs the title, and the tax number
 * for a company; 增值税专用发票 (type 2) every field but the email. A field left out is ''.
 */
export interface InvoiceTitlePayload {
  type: 1 | 2;
  title: string;
  tax_no?: string;
  bank_name?: string;
  bank_account?: string;
  reg_address?: string;
  reg_phone?: string;
  email?: string;
}

/** The zones under a parent, all on one page (page 1, limit = total), in code order. */
type ZoneList<Parent extends string> = { req: Paged & Record<Parent, string>; res: ListData<Zone> };

export interface AddressesApi {
  'user_address/get': { req: Paged; res: ListData<Address> };
  'user_address/add': { req: AddressPayload; res: Address };
  /** Fields left out keep their values; `is_default: true` makes it the default. */
  'user_address/edit': { req: ById & Partial<AddressPayload>; res: Address };
  /** Deleting the default makes the newest remaining one the default. */
  'user_address/delete': { req: ById; res: null };
  'zone_province/get': { req: Paged; res: ListData<Zone> };
  'zone_city/get': ZoneList<'province_code'>;
  'zone_area/get': ZoneList<'city_code'>;
  'zone_street/get': ZoneList<'area_code'>;
  'user_invoice/get': { req: Paged; res: ListData<InvoiceTitle> };
  'user_invoice/add': { req: InvoiceTitlePayload & { is_default?: boolean }; res: InvoiceTitle };
  /** Replaces every field (the default flag is setDefault's). */
  'user_invoice/edit': { req: ById & InvoiceTitlePayload; res: InvoiceTitle };
  'user_invoice/delete': { req: ById; res: null };
  'user_invoice/setDefault': { req: ById; res: null };
  /** Every tax item on one page. */
  'invoice_tax/get': { req: Paged; res: ListData<InvoiceTax> };
  /** The built-in projects (negative ids, not deletable), then the buyer's own, on one page. */
  'invoice_project/get': { req: Paged; res: ListData<InvoiceProject> };
  'invoice_project/add': { req: { name: string; tax_id?: Id | null }; res: InvoiceProject };
  /** A 10-minute link to an issued e-invoice's PDF, for its buyer (`id`: the e-invoice's id). */
  'order_invoice/download': { req: ById; res: { url: string } };
  'invoice_project/delete': { req: ById; res: null };
}
