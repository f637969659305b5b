import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { wrapName } from './goods-cover';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wrapName', () => {
  it('breaks a long name into at most three lines and ends a cut one with …', () => {
    expect(wrapName('水质检测', 11)).toEqual(['水质检测']);
    expect(wrapName('生活饮用水全分析检测（GB 5749-2022 全部 97 项指标）', 11)).toEqual([
      '生活饮用水全分析检测（',
      'GB 5749-2022 全部 97',
      '项指标）',
    ]);
    const long = wrapName('一'.repeat(40), 11);
    expect(long).toHaveLength(3);
    expect(long[2]).toBe(`${'一'.repeat(10)}…`);
    // a standard number is never split across lines
    expect(wrapName('纺织品基本安全技术检测（GB 18401-2010）', 11)).toEqual([
      '纺织品基本安全技术检测',
      '（GB 18401-2010）',
    ]);
  });
});

describe('GET /files/cover/:id.svg', () => {
  it('draws each service without a photo its own cover, named in the goods answers', async () => {
    const list = await t.call('goods/get', { page: 1, limit: 2 });
    const [a, b] = list.data.list;
    expect(a.cover).toBe(`/files/cover/${a.id}.svg`);
    expect(a.pictures).toEqual([a.cover]);
    const [svgA, svgB] = await Promise.all([t.request(a.cover), t.request(b.cover)]);
    expect(svgA.status).toBe(200);
    expect(svgA.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svgA.headers.get('cache-control')).toBe('public, max-age=3600');
    const [textA, textB] = [await svgA.text(), await svgB.text()];
    expect(textA).toContain(`aria-label="${a.name}"`);
    expect(textA).toContain(a.standard_no);
    expect(textA).not.toBe(textB);
    const again = await t.request(a.cover, { headers: { 'If-None-Match': svgA.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('names a service only once it has been public, and answers 404 for what does not exist', async () => {
    const [row] = await t.db.select({ id: goods.id, name: goods.name }).from(goods).limit(1);
    await t.db.update(goods).set({ status: GOODS_STATUS_CODE.draft }).where(eq(goods.id, row!.id));
    const draft = await (await t.request(`/files/cover/${row!.id}.svg`)).text();
    expect(draft).not.toContain(row!.name);
    await t.db.update(goods).set({ status: GOODS_STATUS_CODE.on_sale }).where(eq(goods.id, row!.id));
    for (const path of [
      '/files/cover/99999999.svg',
      '/files/cover/abc.svg',
      '/files/cover/1.png',
      '/files/cover/0.svg',
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});
