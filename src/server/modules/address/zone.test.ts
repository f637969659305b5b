import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zones } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Z = { code: string; name: string };
const names = (answer: { data: { list: Z[] } }) => answer.data.list.map((z) => z.name);
const codeOf = (answer: { data: { list: Z[] } }, name: string) =>
  answer.data.list.find((z) => z.name === name)?.code ?? '';

describe('zone_* (national divisions, public)', () => {
  it('holds the full national data: 31 provinces down to ~41,000 streets', async () => {
    const all = await t.db.select({ level: zones.level }).from(zones);
    const per = [1, 2, 3, 4].map((l) => all.filter((z) => z.level === l).length);
    expect(per[0]).toBe(31);
    expect(per[1]).toBeGreaterThan(330);
    expect(per[2]).toBeGreaterThan(2800);
    expect(per[3]).toBeGreaterThan(40000);
  });

  it('lists every province without a token and with no paging cut', async () => {
    const answer = await t.call('zone_province/get');
    expect(answer).toMatchObject({ status: true, data: { total: 31, page: 1, limit: 31 } });
    expect(answer.data.list[0]).toEqual({ code: '11', name: '北京市' });
    expect(names(answer)).toEqual(expect.arrayContaining(['上海市', '广东省', '新疆维吾尔自治区']));
  });

  it.each([
    ['北京市', '海淀区', '学院路街道'],
    ['上海市', '浦东新区', '陆家嘴街道'],
    ['天津市', '和平区', '劝业场街道'],
    ['重庆市', '渝中区', '解放碑街道'],
  ])('a municipality works through all four levels: %s › %s › %s', async (province, area, street) => {
    const provinces = await t.call('zone_province/get');
    const cities = await t.call('zone_city/get', { province_code: codeOf(provinces, province) });
    // the statistics' 市辖区 is shown as the municipality's own name
    expect(names(cities)).toContain(province);
    expect(names(cities)).not.toContain('市辖区');
    const areas = await t.call('zone_area/get', { city_code: codeOf(cities, province) });
    expect(names(areas)).toContain(area);
    const streets = await t.call('zone_street/get', { area_code: codeOf(areas, area) });
    expect(names(streets)).toContain(street);
    expect(streets.data.total).toBe(streets.data.list.length);
  });

  it('answers a city without districts (东莞) with one district of its own name, so the chain holds', async () => {
    const areas = await t.call('zone_area/get', { city_code: '4419' });
    expect(areas.data.list).toEqual([{ code: '441900', name: '东莞市' }]);
    expect((await t.call('zone_street/get', { area_code: '441900' })).data.total).toBeGreaterThan(20);
  });

  it('answers an empty list for an unknown parent and a clear message for a bad one', async () => {
    expect((await t.call('zone_city/get', { province_code: '99' })).data.list).toEqual([]);
    // a district code asked for cities: no cities hang under it
    expect((await t.call('zone_city/get', { province_code: '110108' })).data.list).toEqual([]);
    expect(await t.call('zone_city/get', {})).toMatchObject({ status: false, message: '请选择省份' });
    expect(await t.call('zone_area/get', { city_code: "1' OR 1=1" })).toMatchObject({
      status: false,
      message: '无效的城市',
    });
    expect(await t.call('zone_street/get', { area_code: 'x'.repeat(50) })).toMatchObject({
      status: false,
      message: '无效的区县',
    });
  });
});
