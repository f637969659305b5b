import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { accounts, goods, goodsRevisions, merchants, orders, siteLetters } from '../../db/schema';
import { type SeededDatabase, seededTempDatabase } from '../../test/postgres';
import { createTestApp, DEMO, type TestApp, testAppOn } from '../../test/test-app';
import { upload } from '../merchant-center/merchant.test-helpers';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { type Buyer, buyerOf } from '../order/order-fixtures';
import { REVISION_MSG } from './goods-revision';

const ATTACK_NAME = '【CNAS+CMA 双资质 24 小时出报告】';
const adminUrl = process.env.TEST_DATABASE_URL;

type Detail = Record<string, unknown> & {
  id: number;
  name: string;
  cover: string;
  pictures: string[];
  serviceContent: { id: number; name: string; price: number }[];
  trainingForm: { id: number; name: string; price: number }[];
  approvalLogo: { id: number; name: string; price: number }[];
  revision?: { state: string } | null;
};

/** merchant_goods/edit's input from the lab's own detail: what the edit page would send unchanged. */
const inputOf = (d: Detail) => ({
  id: d.id,
  name: d.name,
  servics_id: d.servics_id,
  category_id: d.category_id,
  cover: d.cover,
  pictures: d.pictures,
  summary: d.summary,
  content: d.content,
  standards: d.standards,
  turnaround_days: d.turnaround_days,
  sample_requirement: d.sample_requirement,
  serviceContent: d.serviceContent,
  trainingForm: d.trainingForm,
  approvalLogo: d.approvalLogo,
  sales_promotion: d.sales_promotion,
});

/**
 * The attack of a listed service changed without review, on the demo lab's own listed services
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): name and price edits wait for a reviewer
 * while goods/info, carts and orders keep the approved version.
 */
function revisionSuite(name: string, open: () => Promise<{ t: TestApp; close: () => Promise<void> }>) {
  describe(name, () => {
    let t: TestApp;
    let close: () => Promise<void>;
    let lab: string;
    let labAccount: number;
    let reviewer: string;
    let b: Buyer;
    let ids: number[];

    beforeAll(async () => {
      ({ t, close } = await open());
      lab = (await t.loginAs('merchant')).token;
      reviewer = (await enrolledStaff(t, 'reviewer')).token;
      b = await buyerOf(t, 'buyer');
      const [acc] = await t.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.mobile, DEMO.merchant.mobile), eq(accounts.type, 2)));
      labAccount = acc!.id;
      const rows = await t.db
        .select({ id: goods.id, servicsId: goods.servicsId })
        .from(goods)
        .innerJoin(merchants, eq(merchants.id, goods.merchantId))
        .where(and(eq(merchants.ownerAccountId, labAccount), eq(goods.status, 1)))
        .orderBy(asc(goods.id));
      ids = rows.filter((r) => r.servicsId <= 3).map((r) => r.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
    }, 120_000);
    afterAll(() => close?.());

    const detail = async (id: number): Promise<Detail> =>
      (await t.call('merchant_goods/info', { id }, lab)).data.info;
    const publicInfo = async (id: number) => (await t.call('goods/info', { id })).data.info;
    const lastLetter = async () =>
      (
        await t.db
          .select()
          .from(siteLetters)
          .where(eq(siteLetters.accountId, labAccount))
          .orderBy(sql`id desc`)
          .limit(1)
      )[0]!;
    const queue = async () =>
      (await staffCall(t, 'operator_review/get', { kind: 'goods_revision', status: 'pending' }, reviewer))
        .data.list as { id: number; title: string }[];

    it('the attack: a new name and ¥1 wait for review; goods/info, cart and order keep the approved version', async () => {
      const id = ids[0]!;
      const before = await detail(id);
      const old = before.serviceContent[0]!;
      const oldName = before.name;
      const cartAdd = await t.call(
        'goods_cart/add',
        {
          goods_id: id,
          service_content_id: old.id,
          ...(before.trainingForm[0] ? { training_form_id: before.trainingForm[0].id } : {}),
        },
        b.token,
      );
      expect(cartAdd.status).toBe(true);

      const edited = await t.call(
        'merchant_goods/edit',
        {
          ...inputOf(before),
          name: ATTACK_NAME,
          serviceContent: before.serviceContent.map((o, i) => (i === 0 ? { ...o, price: 1 } : o)),
        },
        lab,
      );
      expect(edited).toMatchObject({ status: true, message: REVISION_MSG.submitted });
      expect(edited.data.info).toMatchObject({
        state: 'on_sale',
        name: ATTACK_NAME,
        revision: { state: 'pending', state_label: '待审核的修改' },
      });

      // buyers see the approved version everywhere
      const pub = await publicInfo(id);
      expect(pub.name).toBe(oldName);
      expect(pub.serviceContent[0]).toMatchObject({ id: old.id, price: old.price });
      const cart = await t.call('goods_cart/get', { page: 1, limit: 9999 }, b.token);
      const item = cart.data.list.find((c: { goods_id: number }) => c.goods_id === id);
      expect(item.goodsInfo.serviceContent.price).toBe(old.price);
      const placed = await t.call('order/create', { cart_ids: [item.id], address_id: b.addressId }, b.token);
      expect(placed.status).toBe(true);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.data.id));
      expect(order!.goodsAmountFen).toBeGreaterThanOrEqual(Math.round(old.price * 100));
      expect(order!.goodsAmountFen).not.toBe(100);
      const found = await t.call('search/goods', { keyword: oldName, limit: 100 });
      expect(found.data.list.find((g: { id: number }) => g.id === id)?.name).toBe(oldName);

      // the lab sees its pending edit; the reviewer sees it in the queue with the difference
      const mine = await t.call('merchant_goods/get', { keyword: oldName.slice(0, 6), limit: 100 }, lab);
      expect(mine.data.list.find((g: { id: number }) => g.id === id).revision.state_label).toBe(
        '待审核的修改',
      );
      expect((await detail(id)).name).toBe(ATTACK_NAME);
      const [rev] = await t.db
        .select()
        .from(goodsRevisions)
        .where(and(eq(goodsRevisions.goodsId, id), eq(goodsRevisions.status, 0)));
      expect((await queue()).map((r) => r.id)).toContain(rev!.id);
      const info = (
        await staffCall(t, 'operator_review/info', { kind: 'goods_revision', id: rev!.id }, reviewer)
      ).data.info;
      expect(info.changes).toEqual(
        expect.arrayContaining([
          { label: '服务名称', before: oldName, after: ATTACK_NAME },
          expect.objectContaining({ label: '服务内容', after: expect.stringContaining(`${old.name} ¥1.00`) }),
        ]),
      );
      expect(info.changes.find((c: { label: string }) => c.label === '起价').after).toBe('¥1.00');

      // approved: both change at once, carts follow (option ids kept)
      const yes = await staffCall(
        t,
        'operator_review/approve',
        { kind: 'goods_revision', id: rev!.id },
        reviewer,
      );
      expect(yes.data.info.status).toBe('approved');
      const after = await publicInfo(id);
      expect(after.name).toBe(ATTACK_NAME);
      expect(after.serviceContent[0]).toMatchObject({ id: old.id, price: 1 });
      expect(await lastLetter()).toMatchObject({ title: '服务修改申请已通过', link: '/merchant/goods' });
      const again = await staffCall(
        t,
        'operator_review/approve',
        { kind: 'goods_revision', id: rev!.id },
        reviewer,
      );
      expect(again.status).toBe(false);
      expect((await detail(id)).revision).toBeNull();
    }, 60_000);

    it('a rejected revision keeps the live version and tells the lab why', async () => {
      const id = ids[1]!;
      const before = await detail(id);
      const price = before.serviceContent[0]!.price;
      await t.call(
        'merchant_goods/edit',
        { ...inputOf(before), serviceContent: before.serviceContent.map((o) => ({ ...o, price: 0.5 })) },
        lab,
      );
      const [rev] = await t.db
        .select()
        .from(goodsRevisions)
        .where(and(eq(goodsRevisions.goodsId, id), eq(goodsRevisions.status, 0)));
      const no = await staffCall(
        t,
        'operator_review/reject',
        { kind: 'goods_revision', id: rev!.id, reason: '价格明显低于成本，请核实' },
        reviewer,
      );
      expect(no.data.info).toMatchObject({ status: 'rejected', reason: '价格明显低于成本，请核实' });
      expect((await publicInfo(id)).serviceContent[0].price).toBe(price);
      const letter = await lastLetter();
      expect(letter.title).toBe('服务修改申请未通过');
      expect(letter.content).toContain('价格明显低于成本，请核实');
      expect(letter.content).toContain('线上继续展示审核通过的原版本');
      const row = (await detail(id)).revision;
      expect(row).toMatchObject({ state: 'rejected', reject_reason: '价格明显低于成本，请核实' });
      // the lab's form is the live version again
      expect((await detail(id)).serviceContent[0]!.price).toBe(price);
    });

    it('the lab withdraws its pending edit; another lab cannot; off the shelf voids it', async () => {
      const id = ids[2]!;
      const before = await detail(id);
      await t.call('merchant_goods/edit', { ...inputOf(before), summary: '全新简介：三天出报告' }, lab);
      expect((await detail(id)).revision?.state).toBe('pending');
      const stranger = (await t.loginAs('buyer')).token;
      expect((await t.call('merchant_goods/withdrawRevision', { id }, stranger)).status).toBe(-2);
      const w = await t.call('merchant_goods/withdrawRevision', { id }, lab);
      expect(w).toMatchObject({ status: true, message: REVISION_MSG.withdrawn });
      expect(w.data.info.revision).toBeNull();
      expect(await t.call('merchant_goods/withdrawRevision', { id }, lab)).toMatchObject({
        status: false,
        message: REVISION_MSG.none,
      });
      expect((await queue()).some((r) => r.title.startsWith(before.name))).toBe(false);

      // an edit back to the live version withdraws the pending one as well
      await t.call('merchant_goods/edit', { ...inputOf(before), summary: '又一次修改' }, lab);
      const back = await t.call('merchant_goods/edit', inputOf(before), lab);
      expect(back).toMatchObject({ status: true, message: REVISION_MSG.saved });
      expect(back.data.info.revision).toBeNull();

      await t.call('merchant_goods/edit', { ...inputOf(before), summary: '下架前的修改' }, lab);
      expect((await t.call('merchant_goods/offShelf', { id }, lab)).status).toBe(true);
      const [left] = await t.db
        .select()
        .from(goodsRevisions)
        .where(and(eq(goodsRevisions.goodsId, id), eq(goodsRevisions.status, 0)));
      expect(left).toBeUndefined();
    });

    it('a cosmetic edit (pictures) goes live at once', async () => {
      const id = ids[0]!;
      const before = await detail(id);
      const picture = await upload(t, lab);
      const edited = await t.call(
        'merchant_goods/edit',
        { ...inputOf(before), cover: '', cover_id: picture, pictures: [] },
        lab,
      );
      expect(edited).toMatchObject({ status: true, message: REVISION_MSG.saved });
      expect(edited.data.info.revision).toBeNull();
      expect((await publicInfo(id)).cover ?? (await publicInfo(id)).image).toContain(
        `/files/public/${picture}`,
      );
    });
  });
}

revisionSuite('a listed service changes only through review (PGlite)', async () => {
  const t = await createTestApp();
  return { t, close: () => t.close() };
});

describe.skipIf(!adminUrl)('on PostgreSQL', () => {
  revisionSuite('a listed service changes only through review (PostgreSQL)', async () => {
    const temp: SeededDatabase = await seededTempDatabase(adminUrl!, { demo: true, max: 10 });
    const t = testAppOn(
      createApp(temp.database.db, {
        onError: () => {},
        limits: {
          loginTriesPerMobile: { limit: 100_000, windowSec: 60 },
          loginTriesPerIp: { limit: 100_000, windowSec: 60 },
        },
      }),
      temp.database,
    );
    return { t, close: () => temp.close() };
  });
});
