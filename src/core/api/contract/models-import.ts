/**
 * The catalogue import's answers and the demand hall's accepted quote
 * (a private service for one buyer).
 */

/** One problem of a file: its row (the header is row 1, as Excel numbers it) and column. */
export interface ImportIssue {
  row: number;
  /** The column's header; '' when the problem is the whole row or file. */
  column: string;
  message: string;
}

/** A row that would be imported, as the dry run reads it. */
export interface ImportPreviewRow {
  row: number;
  name: string;
  servics_name: string;
  /** The lowest price a buyer would pay, yuan with two decimals. */
  min_price: string;
  options: number;
}

/** merchant_import/dryRun, operator_import/dryRun: every row checked, nothing stored. */
export interface ImportReport {
  merchant_id: number;
  merchant_name: string;
  /** Service rows read (blank lines skipped). */
  rows: number;
  errors: ImportIssue[];
  preview: ImportPreviewRow[];
}

/** commit: every row stored as a service awaiting review (待审核), or nothing at all. */
export interface ImportResult {
  merchant_id: number;
  merchant_name: string;
  imported: number;
  ids: number[];
}

/** seek_help_quote/accept: the private service made from the quote and the cart item to settle. */
export interface AcceptedQuote {
  goods_id: number;
  cart_id: number;
}
