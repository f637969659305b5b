import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { merchants, seekHelpQuotes, seekHelps, zones } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { registerLab } from '../merchant-center/merchant.test-helpers';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { chinaToday } from '../seek-help/seek-help.service';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), { clear: [seekHelpQuotes, seekHelps] });

/** Lab A: the demo merchant (已入驻). Lab B: a new lab, approved through the test hook (the db). */
let labA: string;
let labB: string;
let labBMerchant: number;
beforeAll(async () => {
  labA = (await t.loginAs('merchant')).token;
  const b = await registerLab(t, '13900000061', 61, '乙方检测实验室有限公司');
  labB = b.token;
  labBMerchant = b.merchantId;
  await t.db.update(merchants).set({ status: 1 }).where(eq(merchants.id, b.merchantId));
});

let demand: number;
beforeEach(async () => {
  const [province] = await t.db.select().from(zones).where(eq(zones.level, 1)).limit(1);
  const added = await t.call(
    'seek_help/add',
    {
      title: '锂电池 UN38.3 运输鉴定检测',
      servics_id: 1,
      province_code: province!.code,
      deadline: chinaToday(new Date(Date.now() + 10 * 86_400_000)),
      content: '18650 锂电池组，空运出口，需要 UN38.3 测试报告和运输鉴定书。',
      contact_name: '王芳',
      contact_mobile: '13912345678',
    },
    b1.token,
  );
  demand = added.data.id;
});

const QUOTE = { price: '4800.50', days: 7, note: '含运输鉴定书，样品寄送苏州实验室' };
const quote = (token: string, extra: Record<string, unknown> = {}) =>
  t.call('seek_help_quote/add', { seek_help_id: demand, ...QUOTE, ...extra }, token);
const quotesOf = (token: string, seek_help_id?: number) =>
  t.call('seek_help_quote/get', seek_help_id ? { seek_help_id } : {}, token);
const stored = () => t.db.select().from(seekHelpQuotes);

describe('seek_help_quote', () => {
  it('a lab quotes; the demand becomes 已响应; the poster sees the quote with the lab name', async () => {
    const answer = await quote(labA);
    expect(answer).toMatchObject({ status: true, message: '报价已提交' });
    const info = await t.call('seek_help/info', { id: demand });
    expect(info.data.info).toMatchObject({ status: 'answered', status_name: '已响应', quotes: 1 });
    const seen = await quotesOf(b1.token, demand);
    expect(seen.data.total).toBe(1);
    expect(seen.data.list[0]).toMatchObject({
      id: answer.data.id,
      seek_help_id: demand,
      merchant_name: expect.any(String),
      price: 4800.5,
      days: 7,
      note: QUOTE.note,
      mine: false,
    });
    expect(seen.data.list[0].merchant_name.length).toBeGreaterThan(1);
    expect((await stored())[0]).toMatchObject({ priceFen: 480050, days: 7 });
  });

  it('quoting again replaces the lab’s quote (one per lab and demand)', async () => {
    await quote(labA);
    const again = await quote(labA, { price: 4500, days: 5, note: '' });
    expect(again).toMatchObject({ status: true, message: '报价已更新' });
    expect(await stored()).toHaveLength(1);
    expect((await quotesOf(labA, demand)).data.list[0]).toMatchObject({
      price: 4500,
      days: 5,
      note: '',
      mine: true,
    });
  });

  it("ownership: lab B sees neither lab A's quote nor any on the poster's behalf; 我的报价 lists only its own", async () => {
    await quote(labA);
    expect((await quotesOf(labB, demand)).data).toMatchObject({ total: 0, list: [] });
    expect((await quotesOf(labB)).data.total).toBe(0);
    await quote(labB, { price: 5200 });
    const poster = await quotesOf(b1.token, demand);
    expect(poster.data.total).toBe(2);
    expect(poster.data.list.map((q: { merchant_id: number }) => q.merchant_id)).toContain(labBMerchant);
    const mineB = await quotesOf(labB);
    expect(mineB.data.list).toHaveLength(1);
    expect(mineB.data.list[0]).toMatchObject({
      price: 5200,
      mine: true,
      merchant_name: '乙方检测实验室有限公司',
      seek_help_title: '锂电池 UN38.3 运输鉴定检测',
    });
    // another buyer and an expert are refused; a visitor is asked to log in
    expect(await quotesOf(b2.token, demand)).toMatchObject({
      status: false,
      message: '只有需求发布者可以查看报价',
    });
    expect(await quotesOf(b2.token)).toMatchObject({ status: false, message: '请选择需求' });
    const expert = (await t.loginAs('expert')).token;
    expect((await quotesOf(expert, demand)).status).toBe(false);
    expect((await t.call('seek_help_quote/get', { seek_help_id: demand })).status).toBe(-2);
  });

  it('buyers and experts cannot quote; a lab not yet approved cannot either', async () => {
    expect((await quote(b2.token)).status).toBe(-2);
    expect((await quote((await t.loginAs('expert')).token)).status).toBe(-2);
    const pending = await registerLab(t, '13900000062', 62);
    expect(await quote(pending.token)).toMatchObject({
      status: false,
      message: '店铺入驻审核通过后才能报价',
    });
    expect(await stored()).toEqual([]);
  });

  it('a closed demand, a missing one and bad input: a clear message, nothing stored', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ seek_help_id: undefined }, '缺少需求'],
      [{ seek_help_id: 999_999 }, '需求不存在'],
      [{ price: '' }, '请输入报价'],
      [{ price: 'abc' }, '报价应为数字，最多两位小数'],
      [{ price: '1.234' }, '报价应为数字，最多两位小数'],
      [{ price: 0.5 }, '报价应在 1 至 10000000 元之间'],
      [{ price: 10_000_001 }, '报价应在 1 至 10000000 元之间'],
      [{ days: '' }, '请输入服务周期'],
      [{ days: 0 }, '服务周期应为 1 到 365 之间的整数（天）'],
      [{ days: 2.5 }, '服务周期应为 1 到 365 之间的整数（天）'],
      [{ days: 366 }, '服务周期应为 1 到 365 之间的整数（天）'],
      [{ note: '长'.repeat(501) }, '报价说明不能超过500个字'],
      [{ note: 'a\u202eb' }, '输入内容包含非法字符'],
    ];
    for (const [extra, message] of cases) {
      expect(await quote(labA, extra), JSON.stringify(extra)).toMatchObject({ status: false, message });
    }
    await t.db.update(seekHelps).set({ status: 'closed' }).where(eq(seekHelps.id, demand));
    expect(await quote(labA)).toMatchObject({ status: false, message: '该需求已关闭，不能报价' });
    await t.db
      .update(seekHelps)
      .set({ status: 'open', deadline: '2020-01-01' })
      .where(eq(seekHelps.id, demand));
    expect(await quote(labA)).toMatchObject({ status: false, message: '该需求已关闭，不能报价' });
    expect(await stored()).toEqual([]);
    expect((await quotesOf(labA, 999_999)).message).toBe('需求不存在');
  });
});
