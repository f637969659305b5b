/** 三流一致: the order's 甲方 is the buyer's own company, named alike everywhere. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attachments,
  buyerCompanies,
  goodsCart,
  orderPayPlans,
  orders,
  siteLetters,
  userCertifications,
  userInvoice,
} from '../../db/schema';
import { readPdf } from '../../lib/pdf/pdf-text.test-helpers';
import type { TestApp } from '../../test/test-app';
import { type Buyer, cartItem, withBuyers } from '../order/order-fixtures';
import { paidOrder } from './contract.test-helpers';
import { PARTY_MISMATCH, PARTY_MISSING } from './contract-party';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), {
  clear: [orders, goodsCart, siteLetters, buyerCompanies, userCertifications],
  app: { payNotify: async () => 'success' },
});

const SH = '上海沪检新材料有限公司';

async function title(userId: number, name: string, taxNo = '91310000MA1FL1XD6J'): Promise<number> {
  const [row] = await t.db.insert(userInvoice).values({ userId, type: 1, title: name, taxNo }).returning();
  return row!.id;
}

async function company(userId: number, name: string): Promise<number> {
  const [row] = await t.db
    .insert(buyerCompanies)
    .values({
      userId,
      orgName: name,
      creditCode: '91440300MA5FQ3KX89',
      contactName: '王芳',
      contactMobile: '13800000004',
    })
    .returning();
  return row!.id;
}

const create = async (b: Buyer, extra: Record<string, unknown>) =>
  t.call('order/create', { cart_ids: [await cartItem(t, b)], address_id: b.addressId, ...extra }, b.token);

describe('order/parties', () => {
  it('lists the buyer’s own companies once each, the certified one first, never another buyer’s', async () => {
    const shId = await title(b1.userId, SH);
    await company(b1.userId, SH);
    await company(b2.userId, '王芳的公司有限公司');
    await t.db.insert(userCertifications).values({
      userId: b1.userId,
      status: 'approved',
      orgName: '北京华检科技有限公司',
      creditCode: '91110108MA01H3KX26',
      legalPerson: '张伟',
      contactName: '张伟',
      contactMobile: '13800000001',
      address: '北京市海淀区学院路 30 号',
      licenceId: await licence(),
    });
    const answer = await t.call('order/parties', {}, b1.token);
    expect(answer.status).toBe(true);
    const list = answer.data.list as { key: string; name: string; invoice_id: number | null }[];
    expect(list.map((p) => p.name)).toEqual(['北京华检科技有限公司', SH]);
    expect(list[0]).toMatchObject({ key: 'certified', invoice_id: b1.invoiceId });
    expect(list[1]).toMatchObject({ key: expect.stringMatching(/^company:\d+$/), invoice_id: shId });
    expect(JSON.stringify(list)).not.toContain('王芳的公司');
    await t.db.delete(userInvoice).where(eq(userInvoice.id, shId));
  });
});

/** A private attachment row for the certification's licence (the column requires one). */
async function licence(): Promise<number> {
  const [row] = await t.db
    .insert(attachments)
    .values({
      ownerId: b1.userId,
      storageKey: 'a'.repeat(32),
      originalName: 'licence.png',
      mime: 'image/png',
      size: 1,
    })
    .returning();
  return row!.id;
}

describe('order/create with a 甲方', () => {
  it('stores the chosen company; the contract, invoice and payer all name it', async () => {
    const shId = await title(b1.userId, SH);
    const { orderId, contractId } = await paidOrder(t, b1, { party: `invoice:${shId}`, invoice_id: shId });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.party).toEqual({ source: 'invoice', name: SH, credit_code: '91310000MA1FL1XD6J' });
    expect(order!.invoice).toMatchObject({ title: SH });
    const info = await t.call('order/info', { id: orderId }, b1.token);
    expect(info.data.info.party).toEqual({ name: SH, credit_code: '91310000MA1FL1XD6J' });
    const url = (await t.call('electronic_contract/download', { id: contractId }, b1.token)).data.url;
    expect(readPdf(new Uint8Array(await (await t.request(url)).arrayBuffer())).text).toContain(SH);
    const [stage] = await t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, orderId));
    const receipt = await t.call('order_pay_plan/transactionReceipt', { id: stage!.id }, b1.token);
    expect(receipt.data.info.payer).toBe(SH);
    await t.db.delete(orders);
    await t.db.delete(userInvoice).where(eq(userInvoice.id, shId));
  });

  it('without a pick, takes the invoice title’s company', async () => {
    const created = await create(b1, { invoice_id: b1.invoiceId });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, created.data.id));
    expect(order!.party).toMatchObject({ source: 'invoice', name: '北京华检科技有限公司' });
  });

  it('refuses another buyer’s company or title, and an invoice naming another company; nothing stored', async () => {
    const theirs = await company(b2.userId, '王芳的公司有限公司');
    const theirTitle = await title(b2.userId, '王芳商贸有限公司');
    const mine = await company(b1.userId, SH);
    for (const [extra, message] of [
      [{ party: `company:${theirs}` }, PARTY_MISSING],
      [{ party: `invoice:${theirTitle}` }, PARTY_MISSING],
      [{ party: 'company:999999' }, PARTY_MISSING],
      [{ party: 'sgs; drop table' }, PARTY_MISSING],
      [{ party: 'certified' }, PARTY_MISSING],
      [{ party: `company:${mine}`, invoice_id: b1.invoiceId }, PARTY_MISMATCH],
    ] as const) {
      const answer = await create(b1, extra);
      expect(answer).toMatchObject({ status: false, message });
      expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await t.db.select().from(orders)).toHaveLength(0);
    const ok = await create(b1, { party: `company:${mine}` });
    expect(ok.status).toBe(true);
    await t.db.delete(userInvoice).where(eq(userInvoice.id, theirTitle));
  });
});
