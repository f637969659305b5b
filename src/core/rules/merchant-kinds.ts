/**
 * A shop's kind (merchant/get and search/merchant `kind`), in the order filters and the
 * registration form list them, with the Chinese name the storefront, the console and the search
 * index use.
 */
export const MERCHANT_KINDS = [
  'testing_lab',
  'certification_body',
  'metrology_institute',
  'training_provider',
  'consultancy',
] as const;
export type MerchantKind = (typeof MERCHANT_KINDS)[number];

export const MERCHANT_KIND_LABELS: Readonly<Record<MerchantKind, string>> = {
  testing_lab: '检测机构',
  certification_body: '认证机构',
  metrology_institute: '计量机构',
  training_provider: '培训机构',
  consultancy: '咨询机构',
};

/** The name of a stored kind; undefined for a kind this list does not know. */
export const merchantKindName = (kind: string): string | undefined =>
  (MERCHANT_KIND_LABELS as Readonly<Record<string, string>>)[kind];
