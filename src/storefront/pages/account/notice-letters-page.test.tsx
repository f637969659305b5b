import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';
import { letter, letterServer } from './favourites-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const rows = () => [...document.querySelectorAll<HTMLElement>('.sf-letter')];
const unreadRows = () => rows().filter((r) => r.classList.contains('is-unread'));
const button = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const menuBadge = () =>
  [...document.querySelectorAll('.sf-account-menu__link')]
    .find((a) => a.textContent?.startsWith('消息通知'))
    ?.querySelector('.sf-account-menu__badge')?.textContent ?? '';
const click = (el: HTMLElement) => act(() => el.click());

async function open(routes = {}) {
  const server = await openApp('/home/notice', routes);
  await settle(() => rows().length > 0 || !!document.querySelector('.sf-empty'));
  return server;
}

describe('消息通知 /home/notice', () => {
  it('lists the letters with the unread ones marked and counted', async () => {
    await open(letterServer([letter(3), letter(2), letter(1, { is_read: true })]).routes);
    expect(document.title).toBe(`消息通知 - ${SITE}`);
    expect(rows()).toHaveLength(3);
    expect(unreadRows()).toHaveLength(2);
    await settle(() => menuBadge() === '2');
    expect(document.querySelector('.sf-fav-head p')?.textContent).toBe('共 3 条消息，2 条未读');
  });

  it('opening a letter shows it, marks it read and drops the menu badge at once', async () => {
    const srv = letterServer([letter(3), letter(2)]);
    const server = await open(srv.routes);
    await settle(() => menuBadge() === '2');
    await click(rows()[0]!.querySelector('button')!);
    expect(rows()[0]!.querySelector('.sf-letter__body')?.textContent).toContain('您的订单已支付成功');
    expect(rows()[0]!.querySelector('.sf-letter__link')?.getAttribute('href')).toBe(
      '/home/order/detail?id=7',
    );
    await settle(() => menuBadge() === '1');
    expect(server.callsTo('notice_site_letter/read').map((c) => c.params)).toEqual([{ id: 3 }]);
    // the badge followed without asking the count again
    expect(server.callsTo('notice_site_letter/getNotReadCount')).toHaveLength(1);
    expect(unreadRows()).toHaveLength(1);
    // reading it again asks nothing
    await click(rows()[0]!.querySelector('button')!);
    await click(rows()[0]!.querySelector('button')!);
    expect(server.callsTo('notice_site_letter/read')).toHaveLength(1);
  });

  it('全部已读 marks every letter read and hides the badge', async () => {
    const srv = letterServer([letter(3), letter(2), letter(1)]);
    const server = await open(srv.routes);
    await settle(() => menuBadge() === '3');
    await click(button('全部已读'));
    await settle(() => menuBadge() === '');
    expect(server.callsTo('notice_site_letter/read').map((c) => c.params)).toEqual([{ all: true }]);
    expect(unreadRows()).toHaveLength(0);
    expect(button('全部已读').disabled).toBe(true);
  });

  it('the 未读消息 tab asks for unread letters only', async () => {
    const srv = letterServer([letter(3), letter(2, { is_read: true })]);
    const server = await open(srv.routes);
    await click([...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')][1]!);
    await settle(() => rows().length === 1);
    expect(server.callsTo('notice_site_letter/get').at(-1)?.params).toMatchObject({ unread: true, page: 1 });
  });

  it('says so when there is no letter', async () => {
    await open(letterServer([]).routes);
    expect(document.querySelector('.sf-empty')?.textContent).toContain('暂无消息');
  });
});
