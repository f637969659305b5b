/**
 * Catalogue import: a lab for its own shop, staff for a named lab. The file
 * goes as a multipart form (`file`, UTF-8 CSV ≤ 1 MB, layout in core/rules/catalogue-import).
 * And the demand hall's quote → order.
 */
import type { AcceptedQuote, ImportReport, ImportResult } from '../models-import';
import type { Id } from './common';

export interface ImportApi {
  'merchant_import/dryRun': { req: { file: Blob }; res: ImportReport };
  'merchant_import/commit': { req: { file: Blob }; res: ImportResult };
  'operator_import/dryRun': { req: { file: Blob; merchant_id: Id }; res: ImportReport };
  'operator_import/commit': { req: { file: Blob; merchant_id: Id }; res: ImportResult };
  /**
   * The demand's poster accepts one quote, once: the server makes a private service for that
   * buyer and that lab, priced by the quote row, and puts it in the buyer's cart.
   */
  'seek_help_quote/accept': { req: { id: Id }; res: AcceptedQuote };
}
