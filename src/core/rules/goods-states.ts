/**
 * A lab's service (goods) listing, declared once: the server refuses every move this table does
 * not list; the merchant centre shows the labels and offers only the actions allowed.
 *
 *   草稿 ──submit──▶ 待审核 ──approve──▶ 已上架 ──offShelf──▶ 已下架
 *    ▲ │  ◀─withdraw──  │ ⟲ edit             ▲                    │
 *    │ delete      reject                  └──────shelf─────────┘ (back through review:
 *    │              ▼                                             shelf = submit again)
 *    └──edit── 已驳回 ──submit──▶ 待审核
 *
 * approve and reject are the reviewer's (operator console, or npm run review); nothing approves by itself;
 * the rest are the lab's. A service waiting for review may still be edited (it stays 待审核 and is
 * resubmitted: the queue reads the row, so the reviewer sees the latest version) or withdrawn
 * back to a draft (撤回审核), which takes it out of the queue. Editing a listed service keeps it listed: pictures change at once, any
 * other change waits as a pending revision that a reviewer approves (merchant-goods/goods-revision.ts)
 * while buyers keep seeing, and paying, the approved version. Status numbers are what goods.status holds: 1 is on sale (every public query).
 */
export const GOODS_STATES = ['draft', 'on_sale', 'pending', 'rejected', 'off_shelf', 'private'] as const;
export type GoodsState = (typeof GOODS_STATES)[number];
export type GoodsAction =
  | 'edit'
  | 'submit'
  | 'withdraw'
  | 'approve'
  | 'reject'
  | 'offShelf'
  | 'shelf'
  | 'delete';

/** goods.status values; 1 = on sale is the catalogue's (and the seed's) meaning already. */
export const GOODS_STATUS_CODE: Readonly<Record<GoodsState, number>> = {
  draft: 0,
  on_sale: 1,
  pending: 2,
  rejected: 3,
  off_shelf: 4,
  /** 专属服务: made from an accepted demand-hall quote for one buyer; never public. */
  private: 5,
};

export const goodsStateOf = (code: number): GoodsState =>
  GOODS_STATES.find((s) => GOODS_STATUS_CODE[s] === code) ?? 'off_shelf';

export const GOODS_TRANSITIONS: Readonly<Record<GoodsState, Partial<Record<GoodsAction, GoodsState>>>> = {
  draft: { edit: 'draft', submit: 'pending', delete: 'draft' },
  pending: { approve: 'on_sale', reject: 'rejected', edit: 'pending', withdraw: 'draft' },
  rejected: { edit: 'rejected', submit: 'pending' },
  on_sale: { edit: 'on_sale', offShelf: 'off_shelf' },
  off_shelf: { edit: 'off_shelf', shelf: 'pending' },
  // priced by the accepted quote: no edit, and never through review onto the public shelf
  private: {},
};

export const GOODS_STATE_LABELS: Readonly<Record<GoodsState, string>> = {
  draft: '草稿',
  pending: '待审核',
  on_sale: '已上架',
  rejected: '已驳回',
  off_shelf: '已下架',
  private: '专属服务',
};

/** The state after `action`, or null when the table does not allow it. */
export const nextGoodsState = (from: GoodsState, action: GoodsAction): GoodsState | null =>
  GOODS_TRANSITIONS[from]?.[action] ?? null;

/**
 * A lab's onboarding (入驻), declared once:
 *
 *   待审核 ──approve──▶ 已入驻
 *     │ ▲
 *  reject └──resubmit── 已驳回 (reason)
 *
 * Until 已入驻 nothing of the lab is public. merchants.status holds the code (1 = open: every
 * public query's test already). A lab whose account was cancelled and erased is 已注销: its shop
 * is hidden for good, its orders remain.
 */
export const MERCHANT_STATES = ['pending', 'open', 'rejected', 'closed'] as const;
export type MerchantState = (typeof MERCHANT_STATES)[number];
export type MerchantAction = 'approve' | 'reject' | 'resubmit';
export const MERCHANT_STATUS_CODE: Readonly<Record<MerchantState, number>> = {
  pending: 0,
  open: 1,
  rejected: 2,
  closed: 3,
};
export const merchantStateOf = (code: number): MerchantState =>
  MERCHANT_STATES.find((s) => MERCHANT_STATUS_CODE[s] === code) ?? 'rejected';
export const MERCHANT_TRANSITIONS: Readonly<
  Record<MerchantState, Partial<Record<MerchantAction, MerchantState>>>
> = {
  pending: { approve: 'open', reject: 'rejected' },
  rejected: { resubmit: 'pending' },
  open: {},
  closed: {},
};
export const MERCHANT_STATE_LABELS: Readonly<Record<MerchantState, string>> = {
  pending: '待审核',
  open: '已入驻',
  rejected: '已驳回',
  closed: '已注销',
};
export const nextMerchantState = (from: MerchantState, action: MerchantAction): MerchantState | null =>
  MERCHANT_TRANSITIONS[from]?.[action] ?? null;

/** Limits of a service's fields, shared by the edit page and the server. */
export const GOODS_LIMITS = {
  name: 200,
  summary: 500,
  content: 15_000,
  standards: 20,
  standard: 60,
  options: 20,
  optionName: 100,
  pictures: 8,
  turnaroundDays: 365,
  sample: 500,
  maxPrice: 10_000_000,
} as const;

/** Qualification kinds a lab declares (资质管理). */
export const QUALIFICATION_KINDS = ['CMA', 'CNAS'] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];
