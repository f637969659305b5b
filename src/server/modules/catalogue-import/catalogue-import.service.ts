import { eq } from 'drizzle-orm';
import type { ImportReport, ImportResult } from '../../../core/api/contract/models-import';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../core/rules/catalogue-import';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { Db, DbOrTx } from '../../db';
import { goods, goodsOptions, merchants } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { goodsRowValues, optionRows } from '../merchant-goods/merchant-goods.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { reindexGoods } from '../search/index/maintain';
import { decodeCsv, NO_IMAGES, readCatalogue } from './import-read';

const BATCH = 250;

export type MerchantRow = typeof merchants.$inferSelect;

/** The uploaded file as text, or the Chinese reason it cannot be read. */
export async function fileText(file: Blob): Promise<string> {
  if (file.size === 0) refuse(IMPORT_MESSAGES.missing);
  if (file.size > IMPORT_LIMITS.bytes) refuse(IMPORT_MESSAGES.tooLarge);
  const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  return text ?? refuse(IMPORT_MESSAGES.notUtf8);
}

/** The lab staff import for: any registered lab (its services still pass review). */
export async function namedMerchant(db: DbOrTx, id: number): Promise<MerchantRow> {
  const [m] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return m ?? refuse('服务机构不存在');
}

/** dryRun: every row read and checked; nothing is written. */
export async function dryRun(db: DbOrTx, m: MerchantRow, text: string): Promise<ImportReport> {
  const read = await readCatalogue(db, text);
  return {
    merchant_id: m.id,
    merchant_name: m.orgName,
    rows: read.count,
    errors: read.errors,
    preview: read.preview,
  };
}

/**
 * commit: reads and checks the file again (the client's dry run proves nothing), then stores every
 * row as a service submitted for review (待审核), all in one transaction — a file with any error
 * stores nothing, and a failure halfway rolls everything back. Staff imports are audit-logged
 * in the same transaction.
 */
export async function commitImport(
  db: Db,
  m: MerchantRow,
  text: string,
  audit?: { actor: Actor; file: string },
): Promise<ImportResult> {
  const read = await readCatalogue(db, text);
  if (read.errors.length) {
    const first = read.errors[0]!;
    const where = first.row ? `第 ${first.row} 行${first.column ? `「${first.column}」` : ''}：` : '';
    refuse(`${IMPORT_MESSAGES.hasErrors}（共 ${read.errors.length} 处，${where}${first.message}）`);
  }
  const ids = await db.transaction(async (tx) => {
    const now = new Date();
    const out: number[] = [];
    // in batches: 2,000 rows are a handful of statements, not 4,000
    for (let i = 0; i < read.rows.length; i += BATCH) {
      const batch = read.rows.slice(i, i + BATCH);
      const inserted = await tx
        .insert(goods)
        .values(
          batch.map(({ fields }) => ({
            ...goodsRowValues(fields, NO_IMAGES),
            merchantId: m.id,
            status: GOODS_STATUS_CODE.pending,
            submittedAt: now,
          })),
        )
        .returning({ id: goods.id });
      // identities are drawn row by row in VALUES order: ascending ids are the batch's rows in order
      const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
      const options = batch.flatMap(({ fields }, k) => optionRows(ids[k]!, fields));
      for (let j = 0; j < options.length; j += BATCH * 4)
        await tx.insert(goodsOptions).values(options.slice(j, j + BATCH * 4));
      out.push(...ids);
    }
    await reindexGoods(tx, out);
    if (audit)
      await appendAudit(tx, audit.actor, {
        action: 'operator_import/commit',
        target: `merchant#${m.id}`,
        after: {
          file: audit.file.slice(0, 100),
          imported: out.length,
          first_id: out[0],
          last_id: out.at(-1),
        },
      });
    return out;
  });
  return { merchant_id: m.id, merchant_name: m.orgName, imported: ids.length, ids };
}
