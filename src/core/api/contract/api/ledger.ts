/** Request and response types of the ledger area: demands, feedback, evidence, assistant. */
import type { EvidenceEntry } from '../../../rules/evidence';
import type { FeedbackType } from '../../../rules/seek-help';
import type { InfoData, ListData } from '../envelope';
import type { EvidenceInfo, SeekHelp, SeekHelpDetail, SeekHelpQuote } from '../models-ledger';
import type { ById, Empty, Id, Paged } from './common';

/** A demand to publish (/seekhelp); budgets in whole yuan, either may be left out (面议). */
export interface SeekHelpPayload {
  title: string;
  servics_id: Id;
  subject?: string;
  province_code: string;
  city_code?: string;
  budget_min?: number | string | null;
  budget_max?: number | string | null;
  /** YYYY-MM-DD, today or later. */
  deadline: string;
  content: string;
  attachment_ids?: Id[];
  contact_name: string;
  contact_mobile: string;
}

export interface LedgerApi {
  /** The assistant's address (env TIC_ASSISTANT_URL); '' when none is configured. */
  'chat_gpt/get_url': { req: Empty; res: { url: string } };
  /** Publish a demand; answers its id. */
  'seek_help/add': { req: SeekHelpPayload; res: { id: number } };
  /**
   * The demand hall, newest first: `servics_id`, `province_code`, `keyword` (title, subject,
   * text); `mine=1` the caller's own demands (我的需求, login needed).
   */
  'seek_help/get': {
    req: Paged & {
      keyword?: string;
      servics_id?: Id | null;
      province_code?: string;
      mine?: 0 | 1 | '0' | '1';
    };
    res: ListData<SeekHelp>;
  };
  'seek_help/info': { req: ById; res: InfoData<SeekHelpDetail> };
  /**
   * A lab (merchant, 已入驻) quotes on a demand that is not closed: price in yuan, working days,
   * a note. Quoting again replaces its quote; the first quote on a demand makes it 已响应.
   */
  'seek_help_quote/add': {
    req: { seek_help_id: Id; price: number | string; days: number | string; note?: string };
    res: { id: number };
  };
  /**
   * Quotes: with `seek_help_id`, every quote on it for its poster, or the calling lab's own;
   * without, the calling lab's quotes on every demand (我的报价), newest first. Anyone else is refused.
   */
  'seek_help_quote/get': { req: Paged & { seek_help_id?: Id | null }; res: ListData<SeekHelpQuote> };
  /** A problem report; `from_page` the path it was sent from (`page` is paging); screenshots are uploads. */
  'feedback/add': {
    req: { type: FeedbackType; content: string; contact?: string; from_page?: string; attachment_ids?: Id[] };
    res: null;
  };
  /**
   * An evidence entry by number or document hash (`sha256`), with its neighbours. `no` is an
   * evidence number (000123) or an order, contract, invoice or report number, in any case and
   * width; a document number answers its first entry and all of them in `related`.
   */
  'blockchain/info': { req: { no?: Id | string; sha256?: string }; res: InfoData<EvidenceInfo> };
  /**
   * The newest entries (the /blockchain page's list). Order, contract and invoice numbers are
   * masked (TIC****1234) except for the caller's own.
   */
  'blockchain/get': { req: Paged; res: ListData<EvidenceEntry> };
  /**
   * A lab's report by number and/or the file's SHA-256: its 'report' entry, with neighbours, and
   * the facts the paper must state (`facts`).
   */
  'report/verify': { req: { report_no?: string; sha256?: string }; res: InfoData<EvidenceInfo> };
}
