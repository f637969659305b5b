/** A buyer's or lab's seal: 公章 (the organisation's seal) or 合同专用章 (the contract seal). */
export const SEAL_KINDS = ['official', 'contract'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

export const SEAL_KIND_LABELS: Readonly<Record<SealKind, string>> = {
  official: '公章',
  contract: '合同专用章',
};
