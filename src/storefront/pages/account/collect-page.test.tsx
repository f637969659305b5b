import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $collectedGoods, $toast } from '../../../core';
import { refused } from '../../../core/testing/fake-api';
import { openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';
import { collectServer } from './favourites-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const cards = () => [...document.querySelectorAll<HTMLElement>('.sf-fav-card')];
const names = () => cards().map((c) => c.querySelector('.sf-fav-card__name')?.textContent);
const button = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const click = (el: HTMLElement) => act(() => el.click());

async function open(routes = {}) {
  const server = await openApp('/home/collect', routes);
  await settle(
    () => !!document.querySelector('.sf-fav-page') && !document.querySelector('[aria-busy="true"]'),
  );
  return server;
}

describe('收藏的服务 /home/collect', () => {
  it('lists the collected services a page at a time, the off-sale one marked', async () => {
    const { routes } = collectServer(
      Array.from({ length: 15 }, (_, i) => i + 1),
      { offSale: [2] },
    );
    const server = await open(routes);
    expect(document.title).toBe(`收藏的服务 - ${SITE}`);
    expect(document.querySelector('.sf-fav-head p')?.textContent).toBe('共收藏 15 个服务');
    expect(cards()).toHaveLength(12);
    expect(names()[0]).toBe('生活饮用水全分析检测 1');
    expect(names()[1]).toBe('该服务已下架');
    expect(cards()[0]!.querySelector('a')?.getAttribute('href')).toBe('/home/goodsdetail?id=1');
    expect(server.callsTo('goods_collect/get').some((c) => c.params.limit === 12)).toBe(true);

    await click(button('2'));
    await settle(() => cards().length === 3);
    expect(names()[0]).toBe('生活饮用水全分析检测 13');
  });

  it('removes one through the collected-goods store (header and other tabs follow)', async () => {
    const srv = collectServer([1, 2, 3]);
    $collectedGoods.set([1, 2, 3]);
    const server = await open(srv.routes);
    await click(button('取消收藏', cards()[1]!));
    await settle(() => cards().length === 2);
    expect(server.callsTo('goods_collect/unCollect').map((c) => c.params)).toEqual([{ goods_id: 2 }]);
    expect($collectedGoods.get()).toEqual([1, 3]);
    expect($toast.get()?.message).toBe('已取消收藏 1 个服务');
  });

  it('removes the selected ones after a confirmation', async () => {
    const srv = collectServer([1, 2, 3]);
    const server = await open(srv.routes);
    expect(button('删除选中 (0)').disabled).toBe(true);
    await act(() => cards()[0]!.querySelector<HTMLInputElement>('.sf-fav-pick')!.click());
    await act(() => cards()[2]!.querySelector<HTMLInputElement>('.sf-fav-pick')!.click());
    await click(button('删除选中 (2)'));
    expect(dialog()?.textContent).toContain('确定取消收藏选中的 2 个服务吗？');
    await click(button('取消', dialog()!));
    expect(dialog()).toBeNull();
    expect(server.callsTo('goods_collect/unCollect')).toEqual([]);

    await click(button('删除选中 (2)'));
    await click(button('确定', dialog()!));
    await settle(() => cards().length === 1);
    expect(srv.ids).toEqual([2]);
    expect($toast.get()?.message).toBe('已取消收藏 2 个服务');
  });

  it('clears every page after a confirmation, then shows the way back to the catalogue', async () => {
    const srv = collectServer(Array.from({ length: 14 }, (_, i) => i + 1));
    const server = await open(srv.routes);
    await click(button('全部清空'));
    expect(dialog()?.textContent).toContain('确定取消收藏全部 14 个服务吗？');
    await click(button('确定', dialog()!));
    await settle(() => !!document.querySelector('.sf-empty'));
    expect(srv.ids).toEqual([]);
    expect(server.callsTo('goods_collect/get').some((c) => c.params.limit === 9999)).toBe(true);
    expect(document.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/check');
    expect(button('全部清空').disabled).toBe(true);
  });

  it('a failed load offers 重试', async () => {
    const srv = collectServer([1]);
    let fail = true;
    await open({
      ...srv.routes,
      'goods_collect/get': (p: Record<string, unknown>) =>
        fail ? refused('服务繁忙') : (srv.routes['goods_collect/get'] as (x: unknown) => never)(p),
    });
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('服务繁忙');
    fail = false;
    await click(button('重试'));
    await settle(() => cards().length === 1);
  });
});
