import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $followedShops, $toast } from '../../../core';
import { openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';
import { followServer } from './favourites-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const cards = () => [...document.querySelectorAll<HTMLElement>('.sf-fav-card')];
const button = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const click = (el: HTMLElement) => act(() => el.click());

async function open(routes = {}) {
  const server = await openApp('/home/store', routes);
  await settle(
    () => !!document.querySelector('.sf-fav-page') && !document.querySelector('[aria-busy="true"]'),
  );
  return server;
}

describe('关注的店铺 /home/store', () => {
  it('lists the followed shops with their kind and city, linked to the shop', async () => {
    await open(followServer([3, 5]).routes);
    expect(document.title).toBe(`关注的店铺 - ${SITE}`);
    expect(document.querySelector('.sf-fav-head p')?.textContent).toBe('共关注 2 家店铺');
    expect(cards()[0]!.querySelector('.sf-fav-card__name')?.textContent).toBe('苏州谱尼测试技术有限公司 3');
    expect(cards()[0]!.querySelector('.sf-fav-card__meta')?.textContent).toBe('检测机构 · 苏州市');
    expect(cards()[1]!.querySelector('a')?.getAttribute('href')).toBe('/shop?id=5');
  });

  it('unfollows one through the followed-shops store', async () => {
    const srv = followServer([3, 5]);
    $followedShops.set([3, 5]);
    const server = await open(srv.routes);
    await click(button('取消关注', cards()[0]!));
    await settle(() => cards().length === 1);
    expect(server.callsTo('merchant_attention/unAttention').map((c) => c.params)).toEqual([
      { merchant_id: 3 },
    ]);
    expect($followedShops.get()).toEqual([5]);
    expect($toast.get()?.message).toBe('已取消关注 1 家店铺');
  });

  it('unfollows all after a confirmation; the empty state leads to the recommended shops', async () => {
    const srv = followServer([3, 5, 7]);
    await open(srv.routes);
    await click(button('全部清空'));
    expect(dialog()?.textContent).toContain('确定取消关注全部 3 家店铺吗？');
    await click(button('确定', dialog()!));
    await settle(() => !!document.querySelector('.sf-empty'));
    expect(srv.ids).toEqual([]);
    expect(document.querySelector('.sf-empty')?.textContent).toContain('还没有关注的店铺');
    expect(document.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/recommend/shop');
  });
});
