import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkEvidence, type EvidenceEntry, sha256OfBytes, sha256OfText } from '../../../core/rules/evidence';
import { evidenceEntries, goodsCart, orderInvoices, orders, payments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { contractRow, paidOrder, signBoth } from '../contract/contract.test-helpers';
import { upload } from '../merchant-center/merchant.test-helpers';
import { labToken, labWork, REPORT_PDF } from '../merchant-order/merchant-order.test-kit';
import { type Buyer, placeOrder, withBuyers } from '../order/order-fixtures';
import { appendEvidence } from './evidence.service';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), {
  clear: [orders, goodsCart],
  app: { payNotify: async () => 'success', assistantUrl: 'https://assistant.example.cn/chat' },
});

const entriesFor = (subject: string) =>
  t.db.select().from(evidenceEntries).where(eq(evidenceEntries.subject, subject));
const info = (q: Record<string, unknown>) => t.call('blockchain/info', q);

/** Pays an order and has both parties sign its contract on the mall; answers the contract. */
async function signedContract(b: Buyer, extra: Record<string, unknown> = {}) {
  const paid = await paidOrder(t, b, extra);
  await signBoth(t, b, paid.contractId);
  return paid;
}
async function download(b: Buyer, id: number): Promise<Uint8Array> {
  const link = await t.call('electronic_contract/download', { id }, b.token);
  return new Uint8Array(await (await t.request(link.data.url)).arrayBuffer());
}
/** The lab's work up to the report, which it issues with the facts the paper states. */
async function issueWithFacts(orderId: number): Promise<string> {
  const lab = await labToken(t);
  const id = orderId;
  await t.call('order/shipSample', { id, courier_company: '顺丰速运', waybill_no: 'SF1234567890' }, b1.token);
  await t.call('merchant_order/receiveSample', { id, note: '样品完好' }, lab);
  await t.call('merchant_order/startTest', { id }, lab);
  const reportNo = `WT-V-${id}-${Date.now().toString(36)}`.toUpperCase();
  const file_id = await upload(t, lab, REPORT_PDF, 'report.pdf');
  const issued = await t.call(
    'merchant_order/issueReport',
    {
      id,
      report_no: reportNo,
      file_id,
      sample_name: '自来水（末梢水）',
      standard: 'GB 5749-2022',
      conclusion: '所检项目符合标准要求',
    },
    lab,
  );
  expect(issued.status).toBe(true);
  return reportNo;
}
/** What the /blockchain page does with a dropped file: hash it, look it up, check it. */
async function verifyFile(bytes: Uint8Array) {
  const sha = await sha256OfBytes(bytes);
  const found = await info({ sha256: sha });
  if (found.status !== true) return { found: false as const, message: found.message };
  return {
    found: true as const,
    check: await checkEvidence({ ...found.data.info, documentSha256: sha }, sha256OfText),
  };
}

describe('the evidence ledger', () => {
  it('records each settled payment, issued invoice and signed contract exactly once', async () => {
    const { orderId, contractId, contractNo } = await signedContract(b1, { invoice_id: 1 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await entriesFor(order!.orderNo)).toMatchObject([{ kind: 'payment' }]);
    const [invoice] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
    expect(await entriesFor(invoice!.invoiceNo)).toMatchObject([{ kind: 'invoice' }]);
    const contracts = await entriesFor(contractNo);
    expect(contracts).toMatchObject([{ kind: 'contract' }]);
    // signing again changes nothing, and the ledger still holds one entry
    const again = await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token);
    expect(again).toMatchObject({ status: false, message: '合同已签署，无需重复签署' });
    expect(await entriesFor(contractNo)).toHaveLength(1);
    expect((await contractRow(t, contractId)).status).toBe('signed');
  });

  it('a downloaded signed contract verifies; one changed byte does not', async () => {
    const { contractId } = await signedContract(b1);
    const bytes = await download(b1, contractId);
    // the frozen document: downloading again gives the very same bytes
    expect(await download(b1, contractId)).toEqual(bytes);
    const good = await verifyFile(bytes);
    expect(good).toMatchObject({
      found: true,
      check: { ok: true, documentMatches: true, entryIntact: true },
    });
    const tampered = bytes.slice();
    tampered[200] = tampered[200]! ^ 1;
    expect(await verifyFile(tampered)).toEqual({ found: false, message: '未找到存证记录' });
    // the same file checked against the real entry (a page given the evidence number) fails too
    const entry = (await info({ sha256: await sha256OfBytes(bytes) })).data.info;
    const check = await checkEvidence(
      { ...entry, documentSha256: await sha256OfBytes(tampered) },
      sha256OfText,
    );
    expect(check).toMatchObject({ ok: false, documentMatches: false, entryIntact: true });
  });

  it('the shared check reports an altered entry and a broken link', async () => {
    await appendEvidence(t.db, { kind: 'report', subject: 'R-LINK-1', sha256: 'a'.repeat(64) });
    const mid = await appendEvidence(t.db, { kind: 'report', subject: 'R-LINK-2', sha256: 'b'.repeat(64) });
    await appendEvidence(t.db, { kind: 'report', subject: 'R-LINK-3', sha256: 'c'.repeat(64) });
    const view = (await info({ no: mid.no })).data.info as {
      entry: EvidenceEntry;
      prev: EvidenceEntry;
      next: EvidenceEntry;
    };
    expect(await checkEvidence(view, sha256OfText)).toMatchObject({
      ok: true,
      prevLinked: true,
      nextLinked: true,
    });
    const altered = { ...view, entry: { ...view.entry, subject: 'R-LINK-X' } };
    expect(await checkEvidence(altered, sha256OfText)).toMatchObject({ ok: false, entryIntact: false });
    const relinked = { ...view, prev: { ...view.prev, sha256: 'd'.repeat(64) } };
    expect(await checkEvidence(relinked, sha256OfText)).toMatchObject({ ok: false, prevLinked: false });
    const forgedNext = { ...view, next: { ...view.next, prev_hash: 'e'.repeat(64) } };
    expect(await checkEvidence(forgedNext, sha256OfText)).toMatchObject({ ok: false, nextLinked: false });
    // the first entry chains to the genesis hash
    const first = (await info({ no: 1 })).data.info;
    expect(first.prev).toBeNull();
    expect(await checkEvidence(first, sha256OfText)).toMatchObject({ prevLinked: true, entryIntact: true });
  });

  it('the database refuses UPDATE, DELETE, TRUNCATE and an insert that does not continue the chain', async () => {
    const e = await appendEvidence(t.db, { kind: 'report', subject: 'R-DB-1', sha256: 'f'.repeat(64) });
    const refused = (q: Promise<unknown>) => expect(q).rejects.toThrow();
    await refused(t.db.update(evidenceEntries).set({ subject: 'x' }).where(eq(evidenceEntries.no, e.no)));
    await refused(t.db.delete(evidenceEntries).where(eq(evidenceEntries.no, e.no)));
    await refused(t.db.execute(sql`TRUNCATE evidence_entries`));
    const row = { kind: 'report', subject: 'R-DB-2', sha256: 'f'.repeat(64), createdAt: new Date() };
    await refused(
      t.db
        .insert(evidenceEntries)
        .values({ ...row, no: e.no + 1, prevHash: '0'.repeat(64), hash: '1'.repeat(64) }),
    );
    await refused(
      t.db.insert(evidenceEntries).values({ ...row, no: e.no + 2, prevHash: e.hash, hash: '1'.repeat(64) }),
    );
    expect(await entriesFor('R-DB-1')).toMatchObject([{ subject: 'R-DB-1', hash: e.hash }]);
    expect(await entriesFor('R-DB-2')).toEqual([]);
  });

  it('blockchain/info refuses bad input and answers missing entries plainly', async () => {
    expect(await info({})).toMatchObject({ status: false, message: '请输入存证编号或选择文件' });
    expect(await info({ no: 'abc?' })).toMatchObject({
      status: false,
      message: '请输入存证编号或订单、合同、发票、报告编号',
    });
    expect(await info({ sha256: 'xyz' })).toMatchObject({
      status: false,
      message: '文件哈希值应为 64 位十六进制字符',
    });
    expect(await info({ no: 999999 })).toMatchObject({ status: false, message: '未找到存证记录' });
    const e = await appendEvidence(t.db, { kind: 'report', subject: 'R-PAD', sha256: '9'.repeat(64) });
    expect((await info({ no: String(e.no).padStart(6, '0') })).data.info.entry).toEqual(e);
    expect((await info({ sha256: '9'.repeat(64).toUpperCase() })).data.info.entry.no).toBe(e.no);
    const recent = await t.call('blockchain/get', { limit: 5 });
    expect(recent.data.list[0]).toEqual(e);
  });

  it('report/verify answers a report by number or file hash, and nothing of another kind', async () => {
    const sha = await sha256OfText('报告 TIC-R-2026-0001 的 PDF 字节');
    await appendEvidence(t.db, { kind: 'report', subject: 'TIC-R-2026-0001', sha256: sha });
    const byNo = await t.call('report/verify', { report_no: 'TIC-R-2026-0001' });
    expect(byNo.data.info.entry).toMatchObject({ kind: 'report', subject: 'TIC-R-2026-0001', sha256: sha });
    const byFile = await t.call('report/verify', { report_no: 'TIC-R-2026-0001', sha256: sha });
    expect(await checkEvidence({ ...byFile.data.info, documentSha256: sha }, sha256OfText)).toMatchObject({
      ok: true,
    });
    expect(
      await t.call('report/verify', { report_no: 'TIC-R-2026-0001', sha256: 'a'.repeat(64) }),
    ).toMatchObject({
      status: false,
      message: '未找到与该文件一致的报告存证，文件可能已被修改',
    });
    const { contractNo } = await signedContract(b1);
    expect(await t.call('report/verify', { report_no: contractNo })).toMatchObject({
      status: false,
      message: '未找到该编号的报告存证',
    });
    expect(await t.call('report/verify', {})).toMatchObject({
      status: false,
      message: '请输入报告编号或选择报告文件',
    });
  });

  it('blockchain/info finds entries by order, contract, invoice and report number, in any case and width', async () => {
    const { orderId, contractNo } = await signedContract(b1, { invoice_id: 1 });
    const reportNo = await issueWithFacts(orderId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [invoice] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
    const orderNo = order!.orderNo;
    // the order leads to all of its entries: payment, invoice, contract, report, oldest first
    const byOrder = await info({ no: orderNo });
    expect(byOrder.data.info).toMatchObject({
      matched: 'order',
      entry: { kind: 'payment', subject: orderNo },
    });
    expect(byOrder.data.info.related.map((e: EvidenceEntry) => [e.kind, e.subject])).toEqual([
      ['payment', orderNo],
      ['invoice', invoice!.invoiceNo],
      ['contract', contractNo],
      ['report', reportNo],
    ]);
    // the first entry is the one the browser checks, with its neighbours
    expect(await checkEvidence(byOrder.data.info, sha256OfText)).toMatchObject({ ok: true });
    const one = async (no: string) => (await info({ no })).data?.info;
    expect(await one(contractNo)).toMatchObject({ matched: 'contract', entry: { subject: contractNo } });
    expect(await one(invoice!.invoiceNo)).toMatchObject({ matched: 'invoice', entry: { kind: 'invoice' } });
    expect(await one(reportNo)).toMatchObject({ matched: 'report', entry: { subject: reportNo } });
    // as typed: lower case, spaces around, a full-width input method's letters and digits
    const fullWidth = (s: string) =>
      s.replace(/[0-9A-Za-z-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect(await one(`  ${orderNo.toLowerCase()} `)).toMatchObject({ matched: 'order' });
    expect(await one(fullWidth(contractNo))).toMatchObject({ matched: 'contract' });
    expect(await one(`${fullWidth(reportNo.toLowerCase())}\u3000`)).toMatchObject({ matched: 'report' });
    // a number the ledger does not know is simply not found
    for (const unknown of ['TIC20990101000000123456', 'HT209901011234', 'NO-SUCH-REPORT', '99999999'])
      expect(await info({ no: unknown })).toMatchObject({ status: false, message: '未找到存证记录' });
    // an order not paid yet has no entry either
    const unpaid = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, await placeOrder(t, b1)));
    expect(await info({ no: unpaid[0]!.orderNo })).toMatchObject({
      status: false,
      message: '未找到存证记录',
    });
  });

  it('the public list masks order, contract and invoice numbers except for their owner', async () => {
    const { orderId, contractNo } = await signedContract(b1, { invoice_id: 1 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [invoice] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
    const full = [order!.orderNo, contractNo, invoice!.invoiceNo];
    const recent = async (token?: string) =>
      (await t.call('blockchain/get', { limit: 20 }, token)).data.list as EvidenceEntry[];
    const text = (list: EvidenceEntry[]) => JSON.stringify(list);
    const anonymous = await recent();
    for (const no of full) expect(text(anonymous)).not.toContain(no);
    const shown = anonymous.filter((e) => e.kind !== 'report').map((e) => e.subject);
    expect(shown).toContain(`TIC****${order!.orderNo.slice(-4)}`);
    expect(shown).toContain(`HT****${contractNo.slice(-4)}`);
    expect(shown).toContain(`${invoice!.invoiceNo.slice(0, 4)}****${invoice!.invoiceNo.slice(-4)}`);
    // another buyer sees them masked too; the buyer and the lab see their own in full
    for (const no of full) expect(text(await recent(b2.token))).not.toContain(no);
    for (const no of full) expect(text(await recent(b1.token))).toContain(no);
    const lab = (await t.loginAs('merchant')).token;
    for (const no of full) expect(text(await recent(lab))).toContain(no);
  });

  it('report/verify answers what the paper must state, from what the lab entered when issuing', async () => {
    const { orderId } = await signedContract(b1);
    const reportNo = await issueWithFacts(orderId);
    const answer = await t.call('report/verify', { report_no: ` ${reportNo.toLowerCase()} ` });
    expect(answer.data.info.entry).toMatchObject({ kind: 'report', subject: reportNo });
    expect(answer.data.info.facts).toEqual({
      report_no: reportNo,
      lab: expect.stringMatching(/.+/),
      client: expect.stringContaining('*'),
      item: expect.stringMatching(/.+/),
      sample: '自来水（末梢水）',
      standard: 'GB 5749-2022',
      issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      conclusion: '所检项目符合标准要求',
    });
    // the client's name is never given in full
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const party = order!.party?.name ?? '';
    if (party.length > 2) expect(answer.data.info.facts.client).not.toBe(party);
    // a report issued before the lab was asked: its facts are empty, shown as —
    const bare = await labWork(t, b1.token, (await signedContract(b1)).orderId);
    const old = await t.call('report/verify', { report_no: bare });
    expect(old.data.info.facts).toMatchObject({ sample: '', standard: '', conclusion: '' });
  });

  it('chat_gpt/get_url answers the configured assistant', async () => {
    expect(await t.call('chat_gpt/get_url')).toMatchObject({
      status: true,
      data: { url: 'https://assistant.example.cn/chat' },
    });
  });
});
