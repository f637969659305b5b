import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $toast } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';
import { footprintServer } from './favourites-fixtures';
import { byDay, dayLabel } from './footprint-page';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const cards = () => [...document.querySelectorAll<HTMLElement>('.sf-fav-card')];
const days = () => [...document.querySelectorAll('.sf-fav-day__title')].map((h) => h.textContent);
const button = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const click = (el: HTMLElement) => act(() => el.click());

const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const day = (iso: string) => formatTime(iso).slice(0, 10);

async function open(routes = {}) {
  const server = await openApp('/home/footprint', routes);
  await settle(
    () => !!document.querySelector('.sf-fav-page') && !document.querySelector('[aria-busy="true"]'),
  );
  return server;
}

describe('我的足迹 /home/footprint', () => {
  it('names days 今天, 昨天 or by date, and cuts the list into runs of one day', () => {
    const at = new Date(2025, 0, 10, 12);
    expect(dayLabel('2025-01-10', at)).toBe('今天');
    expect(dayLabel('2025-01-09', at)).toBe('昨天');
    expect(dayLabel('2025-01-01', at)).toBe('2025-01-01');
    const rows = [1, 2, 3].map((id, i) => ({
      id,
      goods_id: id,
      viewed_at: new Date(2025, 0, i < 2 ? 10 : 8, 9 - i).toISOString(),
      goodsInfo: null,
    }));
    expect(byDay(rows).map((g) => [g.day, g.rows.length])).toEqual([
      ['2025-01-10', 2],
      ['2025-01-08', 1],
    ]);
  });

  it('shows the viewed services grouped by day, newest first', async () => {
    const old = hoursAgo(24 * 5);
    await open(
      footprintServer([
        [1, hoursAgo(0)],
        [2, hoursAgo(0.5)],
        [3, old],
      ]).routes,
    );
    expect(document.title).toBe(`我的足迹 - ${SITE}`);
    expect(days()[0]).toMatch(/^(今天|昨天)/); // half an hour ago may be yesterday just after midnight
    expect(days().at(-1)).toBe(day(old));
    expect(cards()).toHaveLength(3);
    expect(cards()[2]!.querySelector('a')?.getAttribute('href')).toBe('/home/goodsdetail?id=3');
  });

  it('removes one footprint by its goods, and clears all after a confirmation', async () => {
    const srv = footprintServer([
      [1, hoursAgo(1)],
      [2, hoursAgo(2)],
      [3, hoursAgo(3)],
    ]);
    const server = await open(srv.routes);
    await click(cards()[1]!.querySelector<HTMLButtonElement>('.sf-fav-card__remove')!);
    await settle(() => cards().length === 2);
    expect(server.callsTo('goods_footprint/clear').map((c) => c.params)).toEqual([{ goods_id: 2 }]);
    expect($toast.get()?.message).toBe('已删除 1 条足迹');

    await click(button('全部清空'));
    expect(dialog()?.textContent).toContain('确定清空全部 2 条浏览足迹吗？');
    await click(button('确定', dialog()!));
    await settle(() => !!document.querySelector('.sf-empty'));
    expect(server.callsTo('goods_footprint/clear').at(-1)?.params).toEqual({});
    expect(srv.seen).toEqual([]);
    expect(document.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/check');
  });
});
