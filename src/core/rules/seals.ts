/** A buyer's or lab's seal: 公章 (the organisation's seal) or 合同专用章 (the contract seal). */
export const SEAL_KINDS = ['official', 'contract'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

export const SEAL_KIND_LABELS: Readonly<Record<SealKind, string>> = {
  official: '公章',
  contract: '合同专用章',
};

/**
 * Why a buyer cannot sign yet: the server refuses with these words, and the storefront, reading
 * them, takes the buyer to set up what is missing instead of leaving a dead end.
 */
export const SIGN_SETUP_MESSAGES = {
  noAccount: '请先开通电子签章账户',
  noSeal: '请先设置签章',
} as const;
