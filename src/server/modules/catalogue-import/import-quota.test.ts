import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { accounts, catalogueImports, goods, merchants } from '../../db/schema';
import { DEMO, testAppForFile } from '../../test/test-app';
import { CHUNK, commitImport, namedMerchant } from './catalogue-import.service';
import { IMPORT_QUOTA } from './import-quota';

const SAMPLE = readFileSync(new URL('../../../../docs/catalogue-import-sample.csv', import.meta.url));

const t = testAppForFile();
let lab: string;
let merchantId: number;
beforeAll(async () => {
  lab = (await t.loginAs('merchant')).token;
  const [m] = await t.db
    .select({ id: merchants.id })
    .from(merchants)
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
    .where(and(eq(accounts.mobile, DEMO.merchant.mobile), eq(accounts.type, 2)));
  merchantId = m!.id;
});

async function commit(file: string | Uint8Array) {
  const form = new FormData();
  form.append('file', new File([file], 'services.csv', { type: 'text/csv' }));
  const res = await t.request('/api/merchant_import/commit', {
    method: 'POST',
    body: form,
    headers: { 'login-token': lab },
  });
  // biome-ignore lint/suspicious/noExplicitAny: an envelope
  return (await res.json()) as any;
}
const goodsOfLab = async (db: Db = t.db) =>
  (await db.select({ n: count() }).from(goods).where(eq(goods.merchantId, merchantId)))[0]!.n;
const csv = (rows: number, tag: string) =>
  [
    '服务名称,服务类型,服务内容',
    ...Array.from({ length: rows }, (_, i) => `${tag}检测 ${i + 1},1,常规:${100 + i}`),
  ].join('\n');

describe('merchant_import/commit: a lab cannot flood the review queue', () => {
  it(`an import past ${IMPORT_QUOTA.pendingCap} services awaiting review is refused before anything is written`, async () => {
    const before = await goodsOfLab();
    const r = await commit(csv(IMPORT_QUOTA.pendingCap + 1, '超限'));
    expect(r.status).toBe(false);
    expect(r.message).toMatch(/^待审核的服务最多 500 项：您已有 \d+ 项待审核，本次 501 项将超出上限/);
    expect(await goodsOfLab()).toBe(before);
    expect(await t.db.select().from(catalogueImports)).toEqual([]);
  });

  it('the fourth import within an hour is refused with the time to try again; an hour later it passes', async () => {
    for (let i = 0; i < 3; i++) expect((await commit(SAMPLE)).status).toBe(true);
    const before = await goodsOfLab();
    const fourth = await commit(SAMPLE);
    expect(fourth.status).toBe(false);
    expect(fourth.message).toMatch(/^导入过于频繁：每个机构每小时最多导入 3 次，请于 \d\d:\d\d 后再试$/);
    expect(await goodsOfLab()).toBe(before);
    await t.db.update(catalogueImports).set({ createdAt: sql`now() - interval '61 minutes'` });
    expect((await commit(SAMPLE)).status).toBe(true);
    expect(await goodsOfLab()).toBe(before + 5);
  });

  it(`commits in chunks of ${CHUNK} rows, each its own transaction: progress is visible between them`, async () => {
    const seen: number[] = [];
    let transactions = 0;
    // the database as commitImport sees it: every committed transaction is counted and followed by
    // a look from outside at how many of the lab's services exist by then
    const watched = new Proxy(t.db, {
      get(target, key) {
        if (key === 'transaction')
          return async (fn: Parameters<Db['transaction']>[0]) => {
            const out = await target.transaction(fn);
            transactions += 1;
            seen.push(await goodsOfLab(target));
            return out;
          };
        const v = Reflect.get(target, key, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    }) as Db;
    const start = await goodsOfLab();
    const m = await namedMerchant(t.db, merchantId);
    const rows = CHUNK * 2 + CHUNK / 2;
    const r = await commitImport(watched, m, csv(rows, '分批'), {
      quota: { perHour: 100, pendingCap: 10_000 },
    });
    expect(r.imported).toBe(rows);
    // the claim, three chunks (two full, one half), the finish
    expect(transactions).toBe(5);
    expect(seen.map((n) => n - start)).toEqual([0, CHUNK, CHUNK * 2, rows, rows]);
    const [claim] = await t.db.select().from(catalogueImports).orderBy(sql`id desc`).limit(1);
    expect(claim).toMatchObject({ rows, imported: rows, status: 1 });
  });
});
