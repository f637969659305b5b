import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userAddress } from '../../db/schema';
import { accountIdOf, testAppForFile, tokensOf } from '../../test/test-app';
import { resolveZones } from './zone.service';

const t = testAppForFile();
let buyer: string;
let buyer2: string;
let buyer2Id: number;
let seeded: Record<string, unknown>[];
beforeAll(async () => {
  ({ buyer, buyer2 } = await tokensOf(t, 'buyer', 'buyer2'));
  buyer2Id = await accountIdOf(t, 'buyer2');
  seeded = (await t.call('user_address/get', {}, buyer)).data.list;
});
beforeEach(async () => {
  await t.db.delete(userAddress).where(eq(userAddress.userId, buyer2Id));
});

/** 上海市 › 浦东新区 › 陆家嘴街道, with names the server must ignore. */
const SHANGHAI = {
  consignee: '李娜',
  mobile: '13912345678',
  province_code: '31',
  city_code: '3101',
  area_code: '310115',
  street_code: '310115005',
  detail: '世纪大道 100 号环球金融中心 52 层',
  province: '火星',
  city: '假城',
};
const mine = async (token = buyer2) => (await t.call('user_address/get', { limit: 9999 }, token)).data.list;

describe('user_address/get', () => {
  it('answers the demo buyer’s seeded default address, with real zone codes', async () => {
    expect(seeded).toEqual([
      expect.objectContaining({
        consignee: '张伟',
        province_code: '11',
        province: '北京市',
        city_code: '1101',
        city: '北京市',
        area_code: '110108',
        area: '海淀区',
        street_code: '110108010',
        street: '学院路街道',
        is_default: true,
      }),
    ]);
    const a = seeded[0] as Record<string, string>;
    expect(await resolveZones(t.db, a as never)).toEqual({
      province: a.province,
      city: a.city,
      area: a.area,
      street: a.street,
    });
  });
});

describe('user_address/add', () => {
  it('stores the names of the zones table, never the client’s, and makes the first address default', async () => {
    const answer = await t.call('user_address/add', SHANGHAI, buyer2);
    expect(answer).toMatchObject({ status: true, message: '地址已添加' });
    expect(answer.data).toEqual({
      id: expect.any(Number),
      consignee: '李娜',
      mobile: '13912345678',
      province_code: '31',
      province: '上海市',
      city_code: '3101',
      city: '上海市',
      area_code: '310115',
      area: '浦东新区',
      street_code: '310115005',
      street: '陆家嘴街道',
      detail: SHANGHAI.detail,
      is_default: true,
    });
  });

  it('takes the street as optional; a later address is not default unless asked, then it alone is', async () => {
    const first = await t.call('user_address/add', SHANGHAI, buyer2);
    const second = await t.call('user_address/add', { ...SHANGHAI, street_code: '' }, buyer2);
    expect(second.data).toMatchObject({ street_code: '', street: '', is_default: false });
    const third = await t.call('user_address/add', { ...SHANGHAI, is_default: '1' }, buyer2);
    expect(third.data.is_default).toBe(true);
    const list = await mine();
    expect(list.map((a: { id: number }) => a.id)).toEqual([third.data.id, second.data.id, first.data.id]);
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it.each([
    [{ province_code: '' }, '请选择省份'],
    [{ city_code: undefined }, '请选择城市'],
    [{ area_code: null }, '请选择区县'],
    [{ province_code: '99' }, '所选省份不存在'],
    [{ province_code: '11' }, '所选城市不属于该省份'],
    [{ city_code: '3201' }, '所选城市不属于该省份'],
    [{ area_code: '110108' }, '所选区县不属于该城市'],
    [{ street_code: '110108010' }, '所选街道不属于该区县'],
    [{ street_code: '310115999' }, '所选街道不存在'],
    // a district's code where the city's belongs: a level mismatch, not a match by prefix
    [{ city_code: '310115' }, '所选城市不存在'],
    [{ area_code: "310115' OR '1'='1" }, '无效的区县'],
    [{ province_code: { code: '31' } }, '无效的省份'],
  ])('refuses a wrong zone chain %j: %s', async (patch, message) => {
    const answer = await t.call('user_address/add', { ...SHANGHAI, ...patch }, buyer2);
    expect(answer).toMatchObject({ status: false, message, data: null });
    expect(await mine()).toEqual([]);
  });

  it.each([
    [{ consignee: '' }, '请输入收货人姓名'],
    [{ consignee: '李' }, '收货人姓名至少2个字'],
    [{ consignee: '李'.repeat(21) }, '收货人姓名不能超过20个字'],
    [{ consignee: '李娜😀' }, '收货人姓名只能包含文字'],
    [{ consignee: '李\u200b娜' }, '收货人姓名只能包含文字'],
    [{ consignee: '<script>' }, '收货人姓名只能包含文字'],
    [{ consignee: '李\u202e娜' }, '输入内容包含非法字符'],
    [{ mobile: '' }, '请输入手机号'],
    [{ mobile: '1391234567' }, '请输入正确的手机号'],
    [{ mobile: '+8613912345678' }, '请输入正确的手机号'],
    [{ detail: '世纪大道' }, '详细地址至少5个字'],
    [{ detail: '路'.repeat(121) }, '详细地址不能超过120个字'],
    [{ detail: 'x'.repeat(30_000) }, '输入内容过长'],
    [{ detail: '世纪大道\u0000100 号' }, '输入内容包含非法字符'],
  ])('refuses odd fields %j: %s', async (patch, message) => {
    const answer = await t.call('user_address/add', { ...SHANGHAI, ...patch }, buyer2);
    expect(answer).toMatchObject({ status: false, message, data: null });
    expect(await mine()).toEqual([]);
  });

  it('accepts names of other scripts and a 120-character detail', async () => {
    const ok = await t.call(
      'user_address/add',
      { ...SHANGHAI, consignee: '阿依古丽·买买提', detail: '路'.repeat(120) },
      buyer2,
    );
    expect(ok.status).toBe(true);
    expect((await t.call('user_address/add', { ...SHANGHAI, consignee: 'Anna Müller' }, buyer2)).status).toBe(
      true,
    );
  });

  it('keeps at most 20 addresses per buyer', async () => {
    for (let i = 0; i < 20; i++)
      expect((await t.call('user_address/add', SHANGHAI, buyer2)).status).toBe(true);
    const answer = await t.call('user_address/add', SHANGHAI, buyer2);
    expect(answer).toMatchObject({ status: false, message: expect.stringContaining('20') });
    expect(await mine()).toHaveLength(20);
  });

  it('is for buyers only', async () => {
    const { token } = await t.loginAs('merchant');
    expect((await t.call('user_address/add', SHANGHAI, token)).status).toBe(-2);
    expect((await t.call('user_address/get', {})).status).toBe(-2);
  });
});

describe('user_address/edit and delete', () => {
  it('edits only the fields sent and re-reads the names; a new district drops the old street', async () => {
    const { data } = await t.call('user_address/add', SHANGHAI, buyer2);
    const edited = await t.call(
      'user_address/edit',
      { id: data.id, consignee: '王芳', area: '乱写' },
      buyer2,
    );
    expect(edited).toMatchObject({
      status: true,
      data: { consignee: '王芳', area: '浦东新区', street: '陆家嘴街道' },
    });
    const moved = await t.call('user_address/edit', { id: data.id, area_code: '310104' }, buyer2);
    expect(moved.data).toMatchObject({ area: '徐汇区', street_code: '', street: '' });
    const bad = await t.call('user_address/edit', { id: data.id, province_code: '11' }, buyer2);
    expect(bad).toMatchObject({ status: false, message: '所选城市不属于该省份' });
    expect((await mine())[0]).toMatchObject({ province: '上海市', area: '徐汇区' });
  });

  it('sets the default through is_default and never leaves a buyer without one', async () => {
    const a = (await t.call('user_address/add', SHANGHAI, buyer2)).data;
    const b = (await t.call('user_address/add', SHANGHAI, buyer2)).data;
    await t.call('user_address/edit', { id: b.id, is_default: true }, buyer2);
    expect((await mine()).map((x: { id: number; is_default: boolean }) => [x.id, x.is_default])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    // un-setting the only default is ignored: choose another one instead
    const kept = await t.call('user_address/edit', { id: b.id, is_default: false }, buyer2);
    expect(kept.data.is_default).toBe(true);
  });

  it('deleting the default promotes the newest remaining address', async () => {
    const a = (await t.call('user_address/add', SHANGHAI, buyer2)).data;
    const b = (await t.call('user_address/add', SHANGHAI, buyer2)).data;
    const c = (await t.call('user_address/add', SHANGHAI, buyer2)).data;
    expect(await t.call('user_address/delete', { id: a.id }, buyer2)).toMatchObject({ status: true });
    expect((await mine()).map((x: { id: number; is_default: boolean }) => [x.id, x.is_default])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    expect(await t.call('user_address/delete', { id: a.id }, buyer2)).toMatchObject({
      status: false,
      message: '地址不存在',
    });
  });
});

describe('ownership: buyer2 cannot touch buyer 1’s address', () => {
  it('reads, edits, sets default and deletes nothing of it, answering as for a missing id', async () => {
    const id = (seeded[0] as { id: number }).id;
    const missing = { id: 999_999 };
    for (const [endpoint, payload] of [
      ['user_address/edit', { consignee: '冒名者' }],
      ['user_address/edit', { is_default: true }],
      ['user_address/delete', {}],
    ] as const) {
      const foreign = await t.call(endpoint, { ...payload, id }, buyer2);
      const absent = await t.call(endpoint, { ...payload, ...missing }, buyer2);
      expect(foreign).toEqual(absent);
      expect(foreign).toMatchObject({ status: false, message: '地址不存在' });
    }
    const listed = await mine();
    expect(listed.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await t.call('user_address/get', {}, buyer)).data.list).toEqual(seeded);
  });
});
