import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheOf, createApp } from '../app';
import { categories } from '../db/schema';
import { type SeededDatabase, seededTempDatabase } from '../test/postgres';
import { type TestApp, testAppOn } from '../test/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A production site's first start: what a visitor and the operator find before anyone wrote anything. */
describe.skipIf(!adminUrl)('reference content on an empty production database (TEST_DATABASE_URL)', () => {
  let temp: SeededDatabase;
  let t: TestApp;

  beforeAll(async () => {
    temp = await seededTempDatabase(adminUrl!, { demo: false });
    const app = createApp(temp.database.db, { production: true, onError: () => {} });
    // the cache's listener on the database is up before the tests run and before close
    await cacheOf(app)?.ready;
    t = testAppOn(app, temp.database);
  });
  afterAll(async () => {
    await temp?.close();
  });

  it('the agreements /reg links to, and the privacy policy, have text marked as awaiting review', async () => {
    for (const [id, title] of [
      [101, '用户服务协议'],
      [102, '商家入驻协议'],
      [103, '隐私政策'],
    ] as const) {
      const { info } = (await t.call('page/info', { id })).data;
      expect(info.title).toBe(title);
      expect(info.content).toContain('【待审定】');
      expect(info.content.length).toBeGreaterThan(500);
    }
  });

  it('the four service types have their category trees, and the help centre has articles', async () => {
    const tree = (await t.call('goods_category/getTreeFront')).data.list as { name: string }[];
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['食品检测', '管理体系认证']));
    const help = (await t.call('help/get', { page: 1, limit: 10 })).data;
    expect(help.total).toBeGreaterThanOrEqual(10);
    expect((await t.call('help_category/getTree')).data.list.length).toBe(4);
  });

  it('a category the operator adds takes the next free id after the reference ones', async () => {
    const [row] = await temp.database.db
      .insert(categories)
      .values({ name: '新增分类', servicsId: 1 })
      .returning({ id: categories.id });
    expect(row!.id).toBeGreaterThan(500);
  });
});
