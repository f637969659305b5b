/** The tax items services are invoiced under (invoice_tax), seeded as reference data. */
export const INVOICE_TAXES = [
  { name: '现代服务-检验检测服务', rate: 6 },
  { name: '现代服务-认证服务', rate: 6 },
  { name: '现代服务-培训服务', rate: 6 },
  { name: '小规模纳税人', rate: 3 },
] as const;

export type TaxName = (typeof INVOICE_TAXES)[number]['name'];

/**
 * Every buyer's built-in invoice contents. They are not stored per buyer: invoice_project/get
 * lists them first (negative ids, not deletable) and the buyer's own after them, so a new
 * buyer can settle at once and adding a project never hides the common ones.
 */
export const DEFAULT_PROJECTS: readonly { id: number; name: string; tax: TaxName }[] = [
  { id: -1, name: '检测费', tax: '现代服务-检验检测服务' },
  { id: -2, name: '认证服务费', tax: '现代服务-认证服务' },
  { id: -3, name: '技术服务费', tax: '现代服务-检验检测服务' },
  { id: -4, name: '培训费', tax: '现代服务-培训服务' },
];

/** A buyer keeps at most this many own projects. */
export const PROJECT_CAP = 20;
