import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  electronicContractSeals,
  electronicContractSignatures,
  merchants,
  orderFulfilments,
  orderItems,
  orderReports,
  orders,
} from '../../db/schema';
import {
  fontsKnown,
  fontsOf,
  hasPoppler,
  inkIn,
  poppler,
  removeTemp,
  textOf,
} from '../../lib/pdf/poppler.test-helpers';
import { renderDemoReport } from '../../seed/demo-report-pdf';
import type { TestApp } from '../../test/test-app';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { buyerSigns, demoLab, labSigns, paidOrder } from './contract.test-helpers';
import { loadContract, loadContractData } from './contract-data';
import { renderContractPdf } from './contract-pdf';

/**
 * What a reader with no Chinese font shows of the PDFs: every font embedded, the text copyable
 * (𠮷, outside the BMP, included), the page not blank. Asks poppler, as a person's reader would.
 */
let t: TestApp;
let b1: Buyer;
// nothing is cleared between the tests: the seeded demo orders and their reports are read
withBuyers((s) => ({ t, b1 } = s));
afterAll(removeTemp);

if (!hasPoppler) console.warn('pdffonts (poppler-utils) is not installed: the PDF reader checks are skipped');

const BUYER = '𠮷祥检测有限公司';
/** Where the title is drawn (points from the top left): text only, no table lines. */
const TITLE = { x: 56, y: 56, w: 483, h: 60 };

/** A paid order whose 甲方 is BUYER, signed with a seal of that name; answers its PDF as downloaded. */
async function signedContract(): Promise<{ bytes: Uint8Array; contractId: number }> {
  const { orderId, contractId } = await paidOrder(t, b1);
  await t.db
    .update(orders)
    .set({ party: { source: 'company', name: BUYER, credit_code: '91310115MA1K4QXN2P' } })
    .where(eq(orders.id, orderId));
  const set = await t.call('electronic_contract_seal/set', { name: BUYER, kind: 'contract' }, b1.token);
  expect(set.status).toBe(true);
  const [seal] = await t.db
    .select({ id: electronicContractSeals.id })
    .from(electronicContractSeals)
    .where(and(eq(electronicContractSeals.userId, b1.userId), eq(electronicContractSeals.name, BUYER)));
  expect(await buyerSigns(t, b1, contractId, { seal_id: seal!.id })).toMatchObject({ status: true });
  expect(await labSigns(t, await demoLab(t), contractId)).toMatchObject({ status: true });
  const link = await t.call('electronic_contract/download', { id: contractId }, b1.token);
  return { bytes: new Uint8Array(await (await t.request(link.data.url)).arrayBuffer()), contractId };
}

describe.skipIf(!hasPoppler)('PDFs in a reader without Chinese fonts', () => {
  it('the fontconfig the checks use has no font at all', () => {
    expect(fontsKnown()).toBe('');
  });

  it('a signed contract embeds its font, gives back 甲方 𠮷祥检测有限公司, and draws its title', async () => {
    const { bytes, contractId } = await signedContract();
    const fonts = fontsOf(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatchObject({ emb: 'yes', uni: 'yes' });
    const text = textOf(bytes);
    expect(text).toContain(BUYER);
    expect(text).toContain('中研检测技术（苏州）有限公司');
    expect(text).toContain('甲方（委托方）');
    expect(text).not.toContain('〓');
    expect(inkIn(bytes, TITLE)).toBeGreaterThan(300);
    // rendered again from the same data: the same bytes (dates and the file ID are the document's)
    const base = await loadContract(t.db, contractId);
    const again = renderContractPdf(await loadContractData(t.db, base));
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('a signed contract ends with its signature record: each party, account, time, IP, device, hash seen', async () => {
    const { bytes, contractId } = await signedContract();
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', bytes).out.toString())?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    // the record is a page of its own: the last one
    const last = poppler('pdftotext', bytes, [
      '-f',
      String(pages),
      '-l',
      String(pages),
      '-layout',
    ]).out.toString();
    const sigs = await t.db
      .select()
      .from(electronicContractSignatures)
      .where(eq(electronicContractSignatures.contractId, contractId));
    expect(sigs).toHaveLength(2);
    for (const text of [
      '电子签署记录',
      `甲方（委托方）：${BUYER}`,
      '乙方（服务方）：中研检测技术（苏州）有限公司',
      '138****0001',
      '138****0002',
      '短信验证码',
      'UTC+08:00',
      '所签文件 SHA-256',
      ...sigs.map((x) => x.viewedSha256),
      ...sigs.map((x) => x.ip),
    ]) {
      expect(last).toContain(text);
    }
  });

  it('the demo reports are the seeded bytes: pages, cross-references, the embedded font', async () => {
    const reports = await t.db
      .select()
      .from(orderReports)
      .innerJoin(orders, eq(orders.id, orderReports.orderId))
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(orderFulfilments, eq(orderFulfilments.orderId, orders.id))
      .innerJoin(merchants, eq(merchants.id, orders.merchantId));
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) {
      const bytes = renderDemoReport({
        reportNo: r.order_reports.reportNo,
        orderNo: r.orders.orderNo,
        client: r.orders.party!.name,
        lab: r.merchants.orgName,
        item: r.order_items.name,
        sample: r.order_fulfilments.sampleNote,
        receivedAt: r.order_fulfilments.receivedAt!,
        issuedAt: r.order_reports.issuedAt,
      });
      // the evidence ledger's hash of the seeded file: these are its bytes
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(r.order_reports.sha256);
      const info = poppler('pdfinfo', bytes);
      expect(info.err).toBe('');
      expect(Number(/Pages:\s+(\d+)/.exec(info.out.toString())?.[1])).toBeGreaterThanOrEqual(1);
      for (const f of fontsOf(bytes)) expect(f.emb).toBe('yes');
      expect(textOf(bytes)).toContain(r.order_reports.reportNo);
    }
  });

  it('a report names 𠮷 as typed and is drawn, not blank', () => {
    const bytes = renderDemoReport({
      reportNo: 'ZY-2026-000001',
      orderNo: 'T202601010001',
      client: BUYER,
      lab: '𠮷田计量检测（苏州）有限公司',
      item: '生活饮用水 常规指标检测',
      sample: '样品密封完好',
      receivedAt: new Date('2026-01-02T02:00:00Z'),
      issuedAt: new Date('2026-01-09T02:00:00Z'),
    });
    const text = textOf(bytes);
    expect(text).toContain(`委托单位：${BUYER}`);
    expect(text).toContain('𠮷田计量检测（苏州）有限公司');
    expect(inkIn(bytes, TITLE)).toBeGreaterThan(300);
  });
});
