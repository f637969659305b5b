/** Shapes of the ledger area: demands, the evidence ledger. */
import type { EvidenceEntry, EvidenceMatch } from '../../rules/evidence';
import type { SeekHelpState } from '../../rules/seek-help';

/** seek_help/get: a demand in the hall (the contact stays with the poster). */
export interface SeekHelp {
  id: number;
  title: string;
  servics_id: number;
  /** 检验检测 … 咨询 */
  servics_name: string;
  subject: string;
  province: string;
  city: string;
  /** Yuan; null when not given (面议). */
  budget_min: number | null;
  budget_max: number | null;
  /** YYYY-MM-DD */
  deadline: string;
  status: SeekHelpState;
  /** 待响应, 已响应, 已关闭 */
  status_name: string;
  /** Labs that replied. */
  quotes: number;
  /** The caller posted it. */
  mine: boolean;
  created_at: string;
}

/** seek_help/info: the demand with its text; contact and files only for the poster. */
export interface SeekHelpDetail extends SeekHelp {
  content: string;
  /** The poster sees the full name and mobile; others a masked one. */
  contact_name: string;
  contact_mobile: string;
  attachments: { id: number; name: string; url: string; mime: string }[];
  /** How many files are attached (everyone sees the count). */
  attachment_count: number;
}

/**
 * seek_help_quote/get: a lab's quote on a demand. The poster sees every quote on their demand;
 * a lab only its own.
 */
export interface SeekHelpQuote {
  id: number;
  seek_help_id: number;
  /** The demand's title and state, so 我的报价 can list them without another call. */
  seek_help_title: string;
  seek_help_status: SeekHelpState;
  seek_help_status_name: string;
  /** The lab's shop: its id (links to /shop) and organisation name. */
  merchant_id: number;
  merchant_name: string;
  /** Yuan. */
  price: number;
  /** Working days to deliver. */
  days: number;
  note: string;
  /** The quote is the caller's own (a lab's). */
  mine: boolean;
  /** When it was given or last changed. */
  quoted_at: string;
  /** The poster accepted it (seek_help_quote/accept): it can no longer change. */
  accepted: boolean;
  /** The private service made from it (the poster's to buy); null until accepted. */
  accepted_goods_id: number | null;
}

/** blockchain/info, report/verify: an entry with what the browser needs to check it. */
export interface EvidenceInfo {
  entry: EvidenceEntry;
  prev: EvidenceEntry | null;
  next: EvidenceEntry | null;
  head: { no: number; hash: string };
  /**
   * blockchain/info by a document number: what the number was, and every entry it leads to
   * (an order's payments, contracts, invoice and report), oldest first; `entry` is the first.
   */
  matched?: EvidenceMatch;
  related?: EvidenceEntry[];
  /** report/verify: what the paper must state; null when the report is not the mall's. */
  facts?: ReportFacts | null;
}

/**
 * report/verify: what the paper must state, as the lab entered it when issuing. '' where the
 * lab did not say (reports issued before it was asked); the page shows —.
 */
export interface ReportFacts {
  report_no: string;
  /** The lab (its organisation name). */
  lab: string;
  /** The client, masked (苏州****有限公司). */
  client: string;
  /** The service ordered (what was tested). */
  item: string;
  sample: string;
  standard: string;
  /** ISO 8601. */
  issued_at: string;
  conclusion: string;
}
