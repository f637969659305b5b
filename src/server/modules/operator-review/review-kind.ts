import type { ReviewDetail, ReviewItem, ReviewState } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import type { Paging } from '../../lib/handler';

export interface ReviewFilters {
  status: ReviewState | null;
  keyword: string;
}

/** What the console needs of an application beyond what it shows: whom to write to, and where. */
export interface ReviewRecord extends ReviewDetail {
  /** The applicant's account: the site letter goes there. */
  accountId: number;
  /** Where the letter's link takes the applicant (their own page of the application). */
  link: string;
}

/**
 * One review queue. The console's four endpoints are generic over these; a kind is one entry in
 * review-kinds.ts whose `decide` wraps its module's own decision (reviewMerchant, reviewGoods …).
 */
export interface ReviewKindDef {
  /** 企业认证, 专家认证 … (the letter's title and the console's tab). */
  label: string;
  /** What a rejection letter says after the reason (default: 请修改后重新提交。). */
  rejectNote?: string;
  list(db: DbOrTx, f: ReviewFilters, paging: Paging): Promise<{ list: ReviewItem[]; total: number }>;
  /** The application with signed links to its private files; undefined when there is none. */
  info(db: DbOrTx, id: number, secret: string): Promise<ReviewRecord | undefined>;
  /** Moves a pending application; the generic route checks it is pending and writes letter and audit. */
  decide(tx: DbOrTx, id: number, d: { approve: boolean; reason: string }): Promise<unknown>;
}

export const iso = (d: Date | null | undefined): string => d?.toISOString() ?? '';
