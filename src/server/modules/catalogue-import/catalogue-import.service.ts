import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { SampleAddress, SampleAddressInput } from '../../../core/api/contract/models-fulfil';
import type { ImportReport, ImportResult } from '../../../core/api/contract/models-import';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../core/rules/catalogue-import';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { Db, DbOrTx } from '../../db';
import { catalogueImports, goods, goodsOptions, merchants } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { assertSampleAddress, resolveSampleAddress } from '../merchant-center/sample-address';
import { goodsRowValues, optionRows } from '../merchant-goods/merchant-goods.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { indexNewGoods, type SearchLookups, searchLookups } from '../search/index/maintain';
import { claimImport, IMPORT_QUOTA, type ImportQuota } from './import-quota';
import { decodeCsv, NO_IMAGES, type ReadRow, readCatalogue } from './import-read';

/**
 * Rows per transaction. A transaction holds PGlite's one connection, and other requests' work
 * runs between its statements: 50 services with their options and search entries are a few short
 * statements (import-load.bench.ts measures the hold), where 2,000 in one transaction held it 2–7 s.
 */
export const CHUNK = 50;

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
  const read = await readCatalogue(db, text, m);
  return {
    merchant_id: m.id,
    merchant_name: m.orgName,
    rows: read.count,
    errors: read.errors,
    preview: read.preview,
  };
}

export interface CommitOptions {
  /** A staff import: audit-logged, and not counted against the lab's quota. */
  audit?: { actor: Actor; file: string };
  /** The lab's quota (default IMPORT_QUOTA); benchmarks pass a roomier one. */
  quota?: ImportQuota;
}

/**
 * commit: reads and checks the file again (the client's dry run proves nothing), refuses a file
 * with any error, claims the import against the lab's quota (rate and pending cap) before writing
 * anything, then stores the rows as services submitted for review (待审核) in chunks of CHUNK rows,
 * one short transaction each, yielding to other requests between chunks: on PGlite a transaction
 * holds the one connection, and one transaction for 2,000 rows held every buyer for ~2 s. A
 * failure part way keeps the chunks already committed (each row a complete service awaiting
 * review) and says how many. Staff imports write one audit row at the end.
 */
export async function commitImport(
  db: Db,
  m: MerchantRow,
  text: string,
  opts: CommitOptions = {},
): Promise<ImportResult> {
  const read = await readCatalogue(db, text, m);
  if (read.errors.length) {
    const first = read.errors[0]!;
    const where = first.row ? `第 ${first.row} 行${first.column ? `「${first.column}」` : ''}：` : '';
    refuse(`${IMPORT_MESSAGES.hasErrors}（共 ${read.errors.length} 处，${where}${first.message}）`);
  }
  // a service's own 收样地址, named from the zone table (a file shares one address across many rows)
  const named = new Map<string, Promise<SampleAddress>>();
  const addressOf = (a: SampleAddressInput): Promise<SampleAddress> => {
    const key = JSON.stringify(a);
    const address = named.get(key) ?? resolveSampleAddress(db, a);
    named.set(key, address);
    return address;
  };
  const rows = await Promise.all(
    read.rows.map(async ({ fields }) => ({
      fields,
      sampleAddress: fields.sample_address ? await addressOf(fields.sample_address) : null,
    })),
  );
  for (const { fields, sampleAddress } of rows)
    assertSampleAddress(m, { servicsId: fields.servics_id, sampleAddress });
  const claim = opts.audit ? null : await claimImport(db, m.id, read.rows.length, opts.quota ?? IMPORT_QUOTA);
  const now = new Date();
  const look = await searchLookups(db);
  const ids: number[] = [];
  try {
    for (let i = 0; i < rows.length; i += CHUNK) {
      // the rows' values (sanitized content, prices, search text) are made before the transaction opens
      const chunk = rows.slice(i, i + CHUNK).map(({ fields, sampleAddress }) => ({
        fields,
        values: {
          ...goodsRowValues(fields, NO_IMAGES),
          sampleAddress,
          merchantId: m.id,
          status: GOODS_STATUS_CODE.pending,
          submittedAt: now,
        },
      }));
      ids.push(...(await db.transaction((tx) => storeChunk(tx, look, chunk, claim))));
      await nextTurn();
    }
  } catch (error) {
    if (claim !== null)
      await db
        .update(catalogueImports)
        .set({ status: 2, finishedAt: new Date() })
        .where(eq(catalogueImports.id, claim));
    if (ids.length) refuse(`导入中断：已导入 ${ids.length} 项服务（待审核），其余未导入，请稍后重试剩余部分`);
    throw error;
  }
  await db.transaction(async (tx) => {
    if (claim !== null)
      await tx
        .update(catalogueImports)
        .set({ status: 1, finishedAt: new Date() })
        .where(eq(catalogueImports.id, claim));
    if (opts.audit)
      await appendAudit(tx, opts.audit.actor, {
        action: 'operator_import/commit',
        target: `merchant#${m.id}`,
        after: {
          file: opts.audit.file.slice(0, 100),
          imported: ids.length,
          first_id: ids[0],
          last_id: ids.at(-1),
        },
      });
  });
  return { merchant_id: m.id, merchant_name: m.orgName, imported: ids.length, ids };
}

/** One chunk: its services, their options and their search entries, and the claim's progress. */
async function storeChunk(
  tx: DbOrTx,
  look: SearchLookups,
  chunk: { values: typeof goods.$inferInsert; fields: ReadRow['fields'] }[],
  claim: number | null,
): Promise<number[]> {
  const inserted = await tx
    .insert(goods)
    .values(chunk.map((c) => c.values))
    .returning();
  // identities are drawn row by row in VALUES order: ascending ids are the chunk's rows in order
  const rows = inserted.sort((a, b) => a.id - b.id);
  const options = chunk.flatMap(({ fields }, k) => optionRows(rows[k]!.id, fields));
  if (options.length) await tx.insert(goodsOptions).values(options);
  // awaiting review, they are in the index but not visible; the shop's public entry is unchanged
  await indexNewGoods(tx, look, rows);
  if (claim !== null)
    await tx
      .update(catalogueImports)
      .set({ imported: sql`${catalogueImports.imported} + ${rows.length}` })
      .where(eq(catalogueImports.id, claim));
  return rows.map((r) => r.id);
}
