import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, setSession } from '../../core';
import { fakeApi, ok, refused } from '../../core/testing/fake-api';
import { mountInRouter, openApp, resetApp, settle } from '../testing/render-app';
import AccountLayout, { AccountMenu } from './account-layout';
import { ACCOUNT_MENU, activeMenuPath, badgeText, visibleMenu } from './account-menu';

const buyer = () => setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
const counts = (pending: number) =>
  ok({ list: [], total: 0, page: 1, limit: 1, counts: { all: 9, pending_payment: pending } });

beforeEach(resetApp);
afterEach(resetApp);

/** The menu alone at `path`, with every entry routed unless `has` says otherwise. */
async function menuAt(path: string, has: (p: string) => boolean = () => true) {
  await mountInRouter(<AccountMenu path={path} has={has} />, path);
}

const titles = () => [...document.querySelectorAll('.sf-account-menu__title')].map((h) => h.textContent);
const link = (label: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('.sf-account-menu__link')].find((a) =>
    a.textContent?.startsWith(label),
  );
const current = () =>
  [...document.querySelectorAll('.sf-account-menu [aria-current="page"]')].map(
    (a) => a.firstChild?.textContent,
  );

describe('account menu rules', () => {
  it('has the three groups with their level-2 links', () => {
    expect(ACCOUNT_MENU.map((g) => g.title)).toEqual(['账户中心', '交易中心', '收藏中心']);
    expect(ACCOUNT_MENU[0]!.links.map((l) => l.label)).toEqual([
      '客户中心',
      '消息通知',
      '客户认证',
      '安全设置',
      '商户管理',
      '我的资金',
      '补贴申请',
      '地址管理',
      '发票管理',
      '电子发票',
    ]);
    expect(ACCOUNT_MENU[1]!.links.map((l) => l.label)).toEqual([
      '我的订单',
      '我的合同',
      '电子签章',
      '订单变更',
    ]);
    expect(ACCOUNT_MENU[2]!.links.map((l) => l.label)).toEqual(['收藏的服务', '关注的店铺', '我的足迹']);
  });

  it('drops entries without a route, and groups left empty', () => {
    const shown = visibleMenu((p) => p.startsWith('/home/order') || p === '/home/contract');
    expect(shown).toEqual([
      {
        title: '交易中心',
        links: [
          { label: '我的订单', path: '/home/order', badge: 'orders' },
          { label: '我的合同', path: '/home/contract' },
          { label: '订单变更', path: '/home/orderchange' },
        ],
      },
    ]);
  });

  it('keeps the parent entry active on sub-pages, segment-wise', () => {
    expect(activeMenuPath('/home/order')).toBe('/home/order');
    expect(activeMenuPath('/home/order/detail')).toBe('/home/order');
    // 电子签章 is an entry of its own (the longest path that matches wins)
    expect(activeMenuPath('/home/contract/agreement')).toBe('/home/contract/agreement');
    expect(activeMenuPath('/home/contract')).toBe('/home/contract');
    // /home/orderchange is its own entry, not a sub-page of /home/order
    expect(activeMenuPath('/home/orderchange')).toBe('/home/orderchange');
    expect(activeMenuPath('/home/goodsdetail')).toBe('');
  });

  it('shows badge counts as numbers, nothing for 0, 99+ above 99', () => {
    expect([badgeText(0), badgeText(3), badgeText('12'), badgeText(120), badgeText(null)]).toEqual([
      '',
      '3',
      '12',
      '99+',
      '',
    ]);
  });
});

describe('AccountMenu', () => {
  it('renders level-1 titles and level-2 links, the active one marked, with both badges', async () => {
    buyer();
    const server = fakeApi({
      'notice_site_letter/getNotReadCount': ok({ count: 5 }),
      'order/get': counts(3),
    });
    await menuAt('/home/order/detail');
    expect(titles()).toEqual(['账户中心', '交易中心', '收藏中心']);
    expect(current()).toEqual(['我的订单']);
    expect(link('我的订单')?.getAttribute('href')).toBe('/home/order');
    await vi.waitFor(() =>
      expect(link('消息通知')?.querySelector('.sf-account-menu__badge')?.textContent).toBe('5'),
    );
    await vi.waitFor(() =>
      expect(link('我的订单')?.querySelector('.sf-account-menu__badge')?.textContent).toBe('3'),
    );
    expect(link('我的订单')?.querySelector('.sf-sr')?.textContent).toBe('3 个待付款');
    // the orders badge asks for counts only: one order on one page
    expect(server.callsTo('order/get')[0]!.params).toEqual({ page: 1, limit: 1 });
    expect(link('安全设置')?.querySelector('.sf-account-menu__badge')).toBeNull();
  });

  it('marks 我的合同 on the agreement page; hides entries without a route and their badges', async () => {
    buyer();
    const server = fakeApi({ 'order/get': counts(0) });
    await menuAt('/home/contract/agreement', (p) => ['/home/order', '/home/contract'].includes(p));
    expect(titles()).toEqual(['交易中心']);
    expect(current()).toEqual(['我的合同']);
    expect(link('订单变更')).toBeUndefined();
    expect(link('消息通知')).toBeUndefined();
    await vi.waitFor(() => expect(server.callsTo('order/get')).toHaveLength(1));
    // 消息通知 is not shown, so its count is not asked for; a count of 0 draws no badge
    expect(server.callsTo('notice_site_letter/getNotReadCount')).toEqual([]);
    expect(link('我的订单')?.querySelector('.sf-account-menu__badge')).toBeNull();
  });

  it('a failed count hides its badge', async () => {
    buyer();
    fakeApi({ 'notice_site_letter/getNotReadCount': refused('服务繁忙'), 'order/get': counts(2) });
    await menuAt('/home/order');
    await vi.waitFor(() =>
      expect(link('我的订单')?.querySelector('.sf-account-menu__badge')?.textContent).toBe('2'),
    );
    expect(link('消息通知')?.querySelector('.sf-account-menu__badge')).toBeNull();
  });
});

describe('account layout in the app', () => {
  it('puts the menu beside the page inside the default header and footer', async () => {
    buyer();
    await openApp('/home/order/detail?id=1', { 'order/get': counts(1) });
    await settle(() => !!document.querySelector('.sf-account-menu'));
    expect(document.querySelector('.sf-header')).not.toBeNull();
    expect(document.querySelector('.sf-footer')).not.toBeNull();
    expect(document.querySelector('#sf-main .sf-account .sf-account__body')).not.toBeNull();
    expect(current()).toEqual(['我的订单']);
    // the route table decides which entries exist
    expect(link('我的合同')).toBeDefined();
  });

  it('without a token warns 请先登录 and goes to login', async () => {
    await openApp('/home/order');
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect($toast.get()).toMatchObject({ kind: 'warning', message: '请先登录' });
  });

  it('the layout itself needs a token too (for any path it is given)', async () => {
    fakeApi({});
    await mountInRouter(
      <AccountLayout path="/anywhere">
        <p id="secret">x</p>
      </AccountLayout>,
      '/anywhere',
    );
    expect(document.getElementById('secret')).toBeNull();
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect($toast.get()).toMatchObject({ kind: 'warning', message: '请先登录' });
  });
});
