import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_KIND, optionRole, startingPriceFen } from '../../../core/rules/starting-price';
import { goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const main = (name: string, priceFen: number) => ({ kind: OPTION_KIND.serviceContent, name, priceFen });
const form = (name: string, priceFen: number) => ({ kind: OPTION_KIND.trainingForm, name, priceFen });

describe('the 起 price rule', () => {
  it('is the cheapest complete package, not a cheaper add-on', () => {
    const options = [
      main('基础 8 项', 68000),
      main('家庭入户 15 项', 108000),
      main('单项加测（每项）', 12000),
    ];
    expect(startingPriceFen(1, null, options)).toBe(68000);
    expect(
      startingPriceFen(1, null, [main('厂界噪声（4 个测点）', 120000), main('增加测点（每点）', 26000)]),
    ).toBe(120000);
  });

  it('leaves out the surveillance audit of a certification', () => {
    const options = [
      main('初次认证（50 人以下）', 1280000),
      main('年度监督审核', 860000),
      main('再认证', 990000),
    ];
    expect(startingPriceFen(2, null, options)).toBe(990000);
    expect(optionRole('三体系年度监督审核')).toBe('surveillance');
  });

  it('prices a service with only one group by that group, and adds a required training form', () => {
    expect(startingPriceFen(4, null, [form('线上直播', 98000), form('线下面授', 148000)])).toBe(98000);
    expect(startingPriceFen(1, null, [main('送检校准', 8000)])).toBe(8000);
    expect(startingPriceFen(4, null, [main('课程', 50000), form('线上直播', 10000)])).toBe(60000);
  });

  it('keeps unit prices (每台, 每点位) as packages and falls back when a group has nothing else', () => {
    expect(optionRole('pH 计（每台）')).toBe('package');
    expect(optionRole('氡浓度（每点位）')).toBe('package');
    expect(startingPriceFen(2, null, [main('年度监督审核', 860000)])).toBe(860000);
  });

  it('uses the cheapest promotion unit for 培训 and 咨询', () => {
    expect(startingPriceFen(4, { online_wages: 880, spot_wages: 1480 }, [form('线上直播', 1)])).toBe(88000);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lists, goods/info and search answer the 起 price', () => {
  it('goods/info answers the cheapest package while the add-on is cheaper', async () => {
    const { data } = await t.call('goods/info', { id: 2 });
    const addon = data.info.serviceContent.find((o: { name: string }) => o.name.includes('单项加测'));
    expect(addon.price).toBe(120);
    expect(data.info.min_price).toBe(680);
  });

  it('a certification lists its first certification, not its yearly audit', async () => {
    const { data } = await t.call('goods/info', { id: 26 });
    expect(data.info.min_price).toBe(12800);
    const list = await t.call('goods/get', { merchant_id: data.info.merchant_id, limit: 100 });
    expect(list.data.list.find((g: { id: number }) => g.id === 26).min_price).toBe(12800);
  });

  it('the search list and its price order use the same figure', async () => {
    const hit = await t.call('search/goods', { keyword: '桶装水常规水质检测套餐' });
    expect(hit.data.list.find((g: { id: number }) => g.id === 2)).toMatchObject({ min_price: 680 });
    const row = await t.db.select({ fen: goods.minPriceFen }).from(goods).where(eq(goods.id, 7));
    expect(row[0].fen).toBe(120000);
  });

  it('migration 0023 recomputes the prices the earlier rule stored', async () => {
    await t.db.update(goods).set({ minPriceFen: 12000 }).where(eq(goods.id, 2));
    await t.db.update(goods).set({ minPriceFen: 860000 }).where(eq(goods.id, 26));
    const file = new URL('../../db/migrations/0023_starting_price_packages.sql', import.meta.url);
    await t.db.execute(sql.raw(readFileSync(file, 'utf8')));
    const rows = await t.db
      .select({ id: goods.id, fen: goods.minPriceFen })
      .from(goods)
      .where(eq(goods.merchantId, 1));
    expect(rows.find((r) => r.id === 2)?.fen).toBe(68000);
    const cert = await t.db.select({ fen: goods.minPriceFen }).from(goods).where(eq(goods.id, 26));
    expect(cert[0].fen).toBe(1280000);
  });
});
