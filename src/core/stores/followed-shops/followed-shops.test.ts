import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused, resetStores } from '../../testing/fake-api';
import { $collectedGoods } from '../collected-goods';
import { toggleCollectGoods } from '../collected-goods/actions';
import { setSession } from '../session';
import { $toast } from '../toast';
import { $followedShops, isFollowing } from '.';
import { followShop, toggleFollowShop, unfollowShop } from './actions';

beforeEach(() => {
  resetStores();
  setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
});
afterEach(resetStores);

describe('$followedShops', () => {
  it('follow and unfollow call the API and show its message', async () => {
    const api = fakeApi({
      'merchant_attention/attention': ok(null, '关注成功'),
      'merchant_attention/unAttention': ok(null, '已取消关注'),
    });
    await followShop(3, { owner: 'f1' });
    expect(api.callsTo('merchant_attention/attention')[0].params).toEqual({ merchant_id: 3 });
    expect(isFollowing(3)).toBe(true);
    expect($toast.get()).toMatchObject({ message: '关注成功', kind: 'success', owner: 'f1' });
    await toggleFollowShop(3);
    expect($followedShops.get()).toEqual([]);
    expect($toast.get()?.message).toBe('已取消关注');
    await unfollowShop(3);
    expect(api.callsTo('merchant_attention/unAttention')).toHaveLength(2);
  });

  it('a merchant is refused with 请以买家身份登录后操作 and no call', async () => {
    setSession({ userType: 2 });
    const api = fakeApi({});
    const result = await followShop(3);
    expect(result.ok).toBe(false);
    expect(api.calls).toEqual([]);
    expect($toast.get()).toMatchObject({ kind: 'error', message: '请以买家身份登录后操作' });
  });

  it('an expert may follow', async () => {
    setSession({ userType: 3 });
    fakeApi({ 'merchant_attention/attention': ok(null, '关注成功') });
    expect((await followShop(8)).ok).toBe(true);
  });

  it('a refusal from the server is an error toast and no change', async () => {
    fakeApi({ 'merchant_attention/attention': refused('店铺不存在') });
    await followShop(404);
    expect(isFollowing(404)).toBe(false);
    expect($toast.get()).toMatchObject({ kind: 'error', message: '店铺不存在' });
  });
});

describe('$collectedGoods', () => {
  it('collect toggles the id list', async () => {
    const api = fakeApi({
      'goods_collect/collect': ok(null, '收藏成功'),
      'goods_collect/unCollect': ok(null, '已取消'),
    });
    await toggleCollectGoods(11);
    expect($collectedGoods.get()).toEqual([11]);
    await toggleCollectGoods(11);
    expect($collectedGoods.get()).toEqual([]);
    expect(api.calls.map((c) => c.id)).toEqual(['goods_collect/collect', 'goods_collect/unCollect']);
  });

  it('experts cannot collect', async () => {
    setSession({ userType: 3 });
    const api = fakeApi({});
    await toggleCollectGoods(11);
    expect(api.calls).toEqual([]);
  });
});
