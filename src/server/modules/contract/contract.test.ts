import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  electronicContractAccounts,
  electronicContractSeals,
  goodsCart,
  orderEvents,
  orders,
  siteLetters,
} from '../../db/schema';
import { readPdf } from '../../lib/pdf/pdf-text.test-helpers';
import type { TestApp } from '../../test/test-app';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { SECRET } from '../pay/pay.test-helpers';
import { linkSignature } from '../pay/signing';
import { contractRow, defaultSeal, orderStatus, paidOrder, signThrough } from './contract.test-helpers';
import { signedContractBytes } from './contract-file';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), {
  clear: [orders, goodsCart, siteLetters],
  app: { payNotify: async () => 'success' },
});

describe('signing through the simulated e-signature page', () => {
  it('shows the contract, signs it with the chosen seal and starts the service', async () => {
    const { orderId, contractId, contractNo } = await paidOrder(t, b1);
    const answer = await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token);
    expect(answer).toMatchObject({ status: true });
    expect(answer.data.url).toMatch(/^\/sim\/esign\?contract=\d+&exp=\d+&sig=[0-9a-f]{64}$/);
    const page = await t.request(answer.data.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    for (const text of [
      contractNo,
      '北京华检科技有限公司',
      '中研检测技术（苏州）有限公司',
      '确认签署',
      '¥4000.00',
      'data:image/svg+xml;base64,',
    ]) {
      expect(html).toContain(text);
    }
    const seal = await defaultSeal(t, b1.userId);
    const res = await signThrough(t, answer.data.url, seal.id);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/home/contract?signed=${contractId}`);
    const row = await contractRow(t, contractId);
    expect(row).toMatchObject({ status: 'signed', sealId: seal.id });
    expect(row.buyerSignedAt).not.toBeNull();
    expect(row.merchantSignedAt!.getTime()).toBeGreaterThan(row.buyerSignedAt!.getTime());
    // the test goods are 检验检测 (sample-based): signing leads to 待寄样
    expect(await orderStatus(t, orderId)).toBe('awaiting_sample');
    const signs = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
      (e) => e.action === 'sign',
    );
    expect(signs).toMatchObject([{ fromStatus: 'pending_sign', toStatus: 'awaiting_sample' }]);
    const refreshed = await t.call('electronic_contract/refreshSignStatus', { id: contractId }, b1.token);
    expect(refreshed.data.info).toMatchObject({
      id: contractId,
      status: 'signed',
      status_label: '已签署',
      kind: 'main',
    });
    // pressing 确认签署 again signs nothing twice
    const again = await signThrough(t, answer.data.url, seal.id);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('合同已签署');
    expect(await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token)).toMatchObject({
      status: false,
      message: '合同已签署，无需重复签署',
    });
  });

  it("refuses forged, altered and expired links, and a seal that is not the buyer's", async () => {
    const { orderId, contractId } = await paidOrder(t, b1);
    const { data } = await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token);
    const url: string = data.url;
    expect((await t.request(url.replace(/sig=\w{4}/, 'sig=ffff'))).status).toBe(403);
    expect(
      (await t.request(url.replace(`contract=${contractId}`, `contract=${contractId + 1}`))).status,
    ).toBe(403);
    const old = String(Math.floor(Date.now() / 1000) - 10);
    const expired = `/sim/esign?contract=${contractId}&exp=${old}&sig=${linkSignature(SECRET, 'esign', contractId, old)}`;
    expect((await t.request(expired)).status).toBe(403);
    // a download link's signature is no signing link
    const exp = String(Math.floor(Date.now() / 1000) + 600);
    const crossed = `/sim/esign?contract=${contractId}&exp=${exp}&sig=${linkSignature(SECRET, 'file-contract', contractId, exp)}`;
    expect((await t.request(crossed)).status).toBe(403);
    await t.call(
      'electronic_contract_seal/set',
      { name: '上海某某检测有限公司', kind: 'official' },
      b2.token,
    );
    const theirs = await defaultSeal(t, b2.userId);
    expect((await signThrough(t, url, theirs.id)).status).toBe(400);
    expect(
      (await signThrough(t, url.replace(/sig=\w{4}/, 'sig=ffff'), (await defaultSeal(t, b1.userId)).id))
        .status,
    ).toBe(403);
    expect((await contractRow(t, contractId)).status).toBe('pending_sign');
    expect(await orderStatus(t, orderId)).toBe('pending_sign');
  });

  it('needs an approved e-sign account and a seal before it hands out a link', async () => {
    const { contractId } = await paidOrder(t, b2);
    await t.db.delete(electronicContractAccounts).where(eq(electronicContractAccounts.userId, b2.userId));
    await t.db.delete(electronicContractSeals).where(eq(electronicContractSeals.userId, b2.userId));
    const ask = () => t.call('electronic_contract/getSignUrl', { id: contractId }, b2.token);
    expect(await ask()).toMatchObject({ status: false, message: '请先开通电子签章账户' });
    const applied = await t.call(
      'electronic_contract_account/apply',
      {
        org_name: '上海测试有限公司',
        credit_code: '91310000MA1FL0Q618',
        legal_person: '李四',
        contact_mobile: '13900000000',
      },
      b2.token,
    );
    expect(applied).toMatchObject({ status: true, data: { info: { status: 'reviewing' } } });
    expect(await ask()).toMatchObject({ status: false, message: '请先开通电子签章账户' });
    await t.db
      .update(electronicContractAccounts)
      .set({ appliedAt: new Date(Date.now() - 4000) })
      .where(eq(electronicContractAccounts.userId, b2.userId));
    expect(await ask()).toMatchObject({ status: false, message: '请先设置签章' });
    await t.call('electronic_contract_seal/set', { name: '上海测试有限公司', kind: 'contract' }, b2.token);
    expect((await ask()).status).toBe(true);
  });
});

/** The seal's red (#d4241c) as pdfkit sets it for filling. */
const SEAL_RED_FILL = /0\.83\d* 0\.14\d* 0\.1\d* scn/;

describe('contract documents', () => {
  it('downloads an unsigned contract marked 未签署, then the signed PDF with both seals, the same bytes each time', async () => {
    const { contractId, contractNo } = await paidOrder(t, b1, { invoice_id: 1 });
    const link = await t.call('electronic_contract/download', { id: contractId }, b1.token);
    expect(link.data.url).toMatch(new RegExp(`^/files/contract/${contractId}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const unsigned = await t.request(link.data.url);
    expect(unsigned.status).toBe(200);
    expect(unsigned.headers.get('content-type')).toBe('application/pdf');
    expect(unsigned.headers.get('content-disposition')).toContain('attachment');
    expect(unsigned.headers.get('content-disposition')).toContain(
      encodeURIComponent(`合同-${contractNo}.pdf`),
    );
    const draft = readPdf(new Uint8Array(await unsigned.arrayBuffer()));
    expect(draft.text).toContain('未签署');
    // no seal before signing: no seal label, nothing drawn in the seal's red
    expect(draft.text).not.toMatch(/合同专用章|公章/);
    expect(draft.objects.map((o) => o.stream).join('\n')).not.toMatch(SEAL_RED_FILL);
    const { data } = await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token);
    const seal = await defaultSeal(t, b1.userId);
    await signThrough(t, data.url, seal.id);
    const download = async () => {
      const url = (await t.call('electronic_contract/download', { id: contractId }, b1.token)).data.url;
      return new Uint8Array(await (await t.request(url)).arrayBuffer());
    };
    const bytes = await download();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toContain('%%EOF');
    expect(Buffer.from(await download()).equals(Buffer.from(bytes))).toBe(true);
    expect(Buffer.from((await signedContractBytes(t.db, contractId))!).equals(Buffer.from(bytes))).toBe(true);
    const doc = readPdf(bytes);
    for (const text of [
      contractNo,
      '甲方（委托方）',
      '北京华检科技有限公司',
      '91110108MA01H3KX26',
      '乙方（服务方）',
      '中研检测技术（苏州）有限公司',
      '服务内容：',
      '认可标识：',
      '服务金额',
      '应付金额',
      '全款：¥4000.00',
      '签署时间：20',
    ]) {
      expect(doc.text).toContain(text);
    }
    expect(doc.text).not.toContain('未签署');
    // the two seals, drawn as vectors in red over their parties, each carrying its name and kind
    expect(doc.objects.map((o) => o.stream).join('\n')).toMatch(SEAL_RED_FILL);
    expect(doc.text).toContain(`${seal.name}${seal.kind === 'official' ? '公章' : '合同专用章'}`);
    expect(doc.text).toContain('中研检测技术（苏州）有限公司合同专用章');
  });

  it('refuses expired, forged and re-targeted download links', async () => {
    const { contractId } = await paidOrder(t, b1);
    const old = String(Math.floor(Date.now() / 1000) - 1);
    const sig = linkSignature(SECRET, 'file-contract', contractId, old);
    expect((await t.request(`/files/contract/${contractId}?exp=${old}&sig=${sig}`)).status).toBe(403);
    const { data } = await t.call('electronic_contract/download', { id: contractId }, b1.token);
    const url: string = data.url;
    expect((await t.request(url.replace(/sig=\w{4}/, 'sig=0000'))).status).toBe(403);
    expect(
      (await t.request(url.replace(`/contract/${contractId}?`, `/contract/${contractId + 1}?`))).status,
    ).toBe(403);
    const later = String(Number(new URL(url, 'http://x').searchParams.get('exp')) + 3600);
    expect((await t.request(url.replace(/exp=\d+/, `exp=${later}`))).status).toBe(403);
    expect((await t.request(`/files/contract/${contractId}`)).status).toBe(403);
  });
});
