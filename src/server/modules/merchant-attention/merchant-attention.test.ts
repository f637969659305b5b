import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantAttention } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const followed = async (token: string) =>
  (await t.call('merchant_attention/get', { limit: 9999 }, token)).data.list.map(
    (i: { merchant_id: number }) => i.merchant_id,
  );

describe('merchant_attention', () => {
  it('lets buyers and experts follow and unfollow', async () => {
    for (const who of ['buyer', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      // the demo expert follows some shops already (seed), never shop 3
      const before = await followed(token);
      expect(before).not.toContain(3);
      expect(await t.call('merchant_attention/attention', { merchant_id: 3 }, token)).toMatchObject({
        status: true,
        message: '关注成功',
      });
      await t.call('merchant_attention/attention', { merchant_id: 3 }, token);
      expect((await followed(token)).sort()).toEqual([...before, 3].sort());
      const list = await t.call('merchant_attention/get', { limit: 9999 }, token);
      expect(list.data.list.find((i: { merchant_id: number }) => i.merchant_id === 3)).toMatchObject({
        merchantInfo: { id: 3 },
      });
      expect(await t.call('merchant_attention/unAttention', { merchant_id: 3 }, token)).toMatchObject({
        status: true,
        message: '已取消关注',
      });
      expect(await followed(token)).toEqual(before);
    }
  });

  it('counts followers in the shop info', async () => {
    const { token } = await t.loginAs('buyer2');
    const before = (await t.call('merchant/info', { id: 2 })).data.info.fans;
    await t.call('merchant_attention/attention', { merchant_id: 2 }, token);
    expect((await t.call('merchant/info', { id: 2 })).data.info.fans).toBe(before + 1);
  });

  it('refuses merchants with exactly 请以买家身份登录后操作 and stores nothing', async () => {
    const { token } = await t.loginAs('merchant');
    const before = await t.db.select().from(merchantAttention);
    for (const id of ['merchant_attention/attention', 'merchant_attention/unAttention'] as const) {
      expect(await t.call(id, { merchant_id: 3 }, token)).toEqual({
        status: false,
        message: '请以买家身份登录后操作',
        data: null,
        http: 200,
      });
    }
    expect(await t.db.select().from(merchantAttention)).toEqual(before);
    expect((await t.call('merchant_attention/get', {}, token)).status).toBe(-2);
  });

  it('asks visitors to log in and refuses unknown shops and bad ids', async () => {
    expect((await t.call('merchant_attention/attention', { merchant_id: 3 })).status).toBe(-2);
    const { token } = await t.loginAs('buyer');
    expect((await t.call('merchant_attention/attention', { merchant_id: 9999 }, token)).message).toBe(
      '店铺不存在',
    );
    expect((await t.call('merchant_attention/attention', {}, token)).message).toBe('缺少店铺ID');
    expect((await t.call('merchant_attention/attention', { merchant_id: true }, token)).message).toBe(
      '无效的店铺ID',
    );
  });
});
