import { eq } from 'drizzle-orm';
import type { ImportReport, ImportResult } from '../../../core/api/contract/models-import';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../core/rules/catalogue-import';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { Db, DbOrTx } from '../../db';
import { goods, merchants } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { goodsRowValues, insertOptions } from '../merchant-goods/merchant-goods.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { reindexGoods } from '../search/index/maintain';
import { decodeCsv, NO_IMAGES, readCatalogue } from './import-read';

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
    for (const { fields } of read.rows) {
      const [row] = await tx
        .insert(goods)
        .values({
          ...goodsRowValues(fields, NO_IMAGES),
          merchantId: m.id,
          status: GOODS_STATUS_CODE.pending,
          submittedAt: now,
        })
        .returning({ id: goods.id });
      await insertOptions(tx, row!.id, fields);
      out.push(row!.id);
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
