/**
 * The five service types (servics_id) and their names: the catalogue seeds them into
 * service_types, listings, reviews and imports name them, and the storefront filters by them.
 */
export const SERVICE_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '检验检测',
  2: '认证认可',
  3: '计量校准',
  4: '培训',
  5: '咨询',
};
