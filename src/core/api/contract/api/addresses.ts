/** Request and response types of the addresses endpoints (see ./index.ts). */
import type { Untyped } from './untyped';

export interface AddressesApi {
  'user_address/get': Untyped;
  'user_address/add': Untyped;
  'user_address/edit': Untyped;
  'user_address/delete': Untyped;
  'zone_province/get': Untyped;
  'zone_city/get': Untyped;
  'zone_area/get': Untyped;
  'zone_street/get': Untyped;
  'user_invoice/get': Untyped;
  'user_invoice/add': Untyped;
  'user_invoice/edit': Untyped;
  'user_invoice/delete': Untyped;
  'user_invoice/setDefault': Untyped;
  'invoice_tax/get': Untyped;
  'invoice_project/get': Untyped;
  'invoice_project/add': Untyped;
  'invoice_project/delete': Untyped;
}
