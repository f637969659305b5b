import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, setSession } from '../../core';
import { fakeApi } from '../../core/testing/fake-api';
import { mountInRouter, resetApp } from '../testing/render-app';
import { AccountMenu } from './account-layout';
import { activeMenuPath, EXPERT_MENU } from './account-menu';
import ExpertLayout, { expertCrumbs } from './expert-layout';

const expert = () => setSession({ token: 'e', userType: 3, userInfo: { id: 3, mobile: '13800000003' } });

beforeEach(resetApp);
afterEach(resetApp);

async function mount(node: preact.ComponentChild, path: string) {
  fakeApi({});
  await mountInRouter(node, path);
}

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('.sf-account-menu__link')];
const current = () =>
  links()
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

describe('expert menu', () => {
  it('lists the seven entries in the spec order under one group', () => {
    expect(EXPERT_MENU.map((g) => g.title)).toEqual(['专家中心']);
    expect(EXPERT_MENU[0]!.links.map((l) => [l.label, l.path])).toEqual([
      ['个人中心', '/expert'],
      ['专家认证', '/expert/auth'],
      ['开户信息', '/expert/openAccount'],
      ['资金管理', '/expert/funds'],
      ['客户关系', '/expert/recommend'],
      ['我的关注', '/expert/follow'],
      ['安全设置', '/expert/safeset'],
    ]);
  });

  it('keeps 客户关系 active on /expert/order, and 个人中心 only on /expert itself', () => {
    expect(activeMenuPath('/expert/order', EXPERT_MENU)).toBe('/expert/recommend');
    expect(activeMenuPath('/expert/recommend', EXPERT_MENU)).toBe('/expert/recommend');
    expect(activeMenuPath('/expert/funds', EXPERT_MENU)).toBe('/expert/funds');
    expect(activeMenuPath('/expert', EXPERT_MENU)).toBe('/expert');
  });

  it('builds the breadcrumb from the home page', () => {
    expect(expertCrumbs('/expert').map((c) => c.label)).toEqual(['个人中心']);
    expect(expertCrumbs('/expert/auth').map((c) => c.label)).toEqual(['个人中心', '专家认证']);
    expect(expertCrumbs('/expert/order').map((c) => c.label)).toEqual(['个人中心', '客户关系', '客户订单']);
    expect(expertCrumbs('/expert/order').at(-1)?.href).toBeUndefined();
  });

  it('renders the expert menu with its own name, the active entry marked', async () => {
    expert();
    await mount(
      <AccountMenu path="/expert/order" has={() => true} menu={EXPERT_MENU} label="专家中心菜单" />,
      '/expert/order',
    );
    expect(document.querySelector('nav.sf-account-menu')?.getAttribute('aria-label')).toBe('专家中心菜单');
    expect(links()).toHaveLength(7);
    expect(current()).toEqual(['客户关系']);
  });
});

describe('expert layout', () => {
  it('shows the breadcrumb from 首页 above menu and page', async () => {
    expert();
    await mount(
      <ExpertLayout path="/expert/auth">
        <p id="page">x</p>
      </ExpertLayout>,
      '/expert/auth',
    );
    const crumbs = [...document.querySelectorAll('.sf-account > .sf-breadcrumb li')].map(
      (li) => li.textContent,
    );
    expect(crumbs).toEqual(['首页', '个人中心', '专家认证']);
    expect(document.querySelector('.sf-account__body #page')).not.toBeNull();
  });

  it('needs a token: without one 请先登录 and login', async () => {
    await mount(
      <ExpertLayout path="/expert">
        <p id="secret">x</p>
      </ExpertLayout>,
      '/expert',
    );
    expect(document.getElementById('secret')).toBeNull();
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect($toast.get()).toMatchObject({ kind: 'warning', message: '请先登录' });
  });
});
