import { describe, expect, it } from 'vitest';
import { shadowCss } from '../shared/shadow-sheet';
import { eventsOfEachTest, flush, ok, refused, STOREFRONT, setupWidgets } from '../testing/helpers';
import { loginAs, loginHere } from '../testing/session';
import { $, $$, key, mount, text, toastOf } from '../testing/shadow';

const config = ok({
  config: {
    service_code: 'https://kf.example/chat',
    welcome_notice: '欢迎使用检验检测认证服务商城，新用户注册即享优惠',
  },
});

const open = async (el: Element) => {
  $<HTMLButtonElement>(el, '[part="account"]')!.click();
  await flush();
};
const menu = (el: Element) =>
  $$<HTMLAnchorElement>(el, '[part="menu"] a').map((a) => [a.textContent, a.href, a.target || null]);

const events = eventsOfEachTest();

describe('<tic-login-status>', () => {
  it('logged out: 请先登录 and 免费注册, online service and the notice', async () => {
    const { server } = setupWidgets({ 'config/load': config });
    const el = await mount('<tic-login-status></tic-login-status>');
    const login = $<HTMLAnchorElement>(el, '[part="login"]')!;
    const reg = $<HTMLAnchorElement>(el, '[part="register"]')!;
    expect([login.textContent, login.href]).toEqual(['请先登录', loginHere()]);
    expect([reg.textContent, reg.href]).toEqual(['免费注册', `${STOREFRONT}/reg`]);
    const service = $<HTMLAnchorElement>(el, '[part="service"]')!;
    expect([service.textContent, service.href, service.target]).toEqual([
      '在线客服',
      'https://kf.example/chat',
      '_blank',
    ]);
    expect(text(el, '[part="notice"]')).toBe('欢迎使用检验检测认证服务商城，新用户注册即享优惠');
    expect($(el, '[part="account"]')).toBeNull();
    expect(server.callsTo('config/load').length).toBeLessThanOrEqual(1);
  });

  it('the notice stands still (no ticker slicing characters): whole words, … when long, all of it in its title', async () => {
    setupWidgets({ 'config/load': config });
    const el = await mount('<tic-login-status></tic-login-status>');
    const css = shadowCss(el.shadowRoot!);
    expect(css).not.toMatch(/@keyframes|animation/);
    expect(css).toMatch(/text-overflow: ?ellipsis/);
    expect($(el, '[part="notice"]')!.getAttribute('title')).toBe(
      '欢迎使用检验检测认证服务商城，新用户注册即享优惠',
    );
  });

  it('a buyer sees the masked mobile and the buyer menu', async () => {
    setupWidgets({ 'config/load': config });
    loginAs(1);
    const el = await mount('<tic-login-status></tic-login-status>');
    expect(text(el, '[part="account"]')).toBe('138****0001');
    expect($(el, '[part="login"]')).toBeNull();
    await open(el);
    expect(menu(el)).toEqual([
      ['我的订单', `${STOREFRONT}/home/order`, null],
      ['个人中心', `${STOREFRONT}/home/usercenter`, null],
      ['收藏的服务', `${STOREFRONT}/home/collect`, null],
      ['安全设置', `${STOREFRONT}/home/safeset`, null],
    ]);
    expect(text(el, '[part="logout"]')).toBe('退出登录');
  });

  it('a merchant gets 商家中心 in a new window; an expert 个人中心', async () => {
    setupWidgets({ 'config/load': config });
    loginAs(2);
    const merchant = await mount('<tic-login-status></tic-login-status>');
    await open(merchant);
    expect(menu(merchant)).toEqual([['商家中心', `${STOREFRONT}/merchant`, '_blank']]);
    loginAs(3);
    await flush();
    await open(merchant);
    expect(menu(merchant)).toEqual([['个人中心', `${STOREFRONT}/expert`, null]]);
  });

  it('the dropdown opens on focus and closes on Escape', async () => {
    setupWidgets({ 'config/load': config });
    loginAs(1);
    const el = await mount('<tic-login-status></tic-login-status>');
    const trigger = $<HTMLButtonElement>(el, '[part="account"]')!;
    trigger.focus();
    await flush();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu(el)).toHaveLength(4);
    key(trigger, 'Escape');
    await flush();
    expect($(el, '[part="menu"]')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(el.shadowRoot!.activeElement).toBe(trigger);
  });

  it('退出登录 logs out and stays, announcing tic-session-change', async () => {
    const { server, navigate } = setupWidgets({ 'config/load': config, 'user/loginOut': ok(null, '已退出') });
    loginAs(1, 'abc');
    events.record('tic-session-change');
    const el = await mount('<tic-login-status></tic-login-status>');
    $<HTMLButtonElement>(el, '[part="logout"]')!.click();
    await flush();
    expect(server.callsTo('user/loginOut')[0].token).toBe('abc');
    expect(text(el, '[part="login"]')).toBe('请先登录');
    expect(localStorage.getItem('tic_token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(events.seen.map((e) => e.detail)).toEqual([{ type: 0, loggedIn: false }]);
    expect(events.seen[0].composed && events.seen[0].bubbles).toBe(true);
  });

  it('a failed logout shows the server message as an error toast, inside the widget', async () => {
    setupWidgets({ 'config/load': config, 'user/loginOut': refused('系统繁忙，请稍后再试') });
    loginAs(1);
    const el = await mount('<tic-login-status></tic-login-status>');
    $<HTMLButtonElement>(el, '[part="logout"]')!.click();
    await flush();
    expect(toastOf(el)).toBe('系统繁忙，请稍后再试');
    expect($(el, '[part="toast"]')!.dataset.kind).toBe('error');
    expect(text(el, '[part="account"]')).toBe('138****0001');
  });

  it('a login elsewhere (another tab) updates it at once', async () => {
    setupWidgets({ 'config/load': config });
    events.record('tic-session-change');
    const el = await mount('<tic-login-status></tic-login-status>');
    localStorage.setItem('tic_token', 't3');
    localStorage.setItem('tic_type', '3');
    localStorage.setItem('tic_userinfo', JSON.stringify({ id: 3, mobile: '13800000003' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'tic_token', newValue: 't3' }));
    await flush();
    expect(text(el, '[part="account"]')).toBe('138****0003');
    expect(events.seen.map((e) => e.detail)).toEqual([{ type: 3, loggedIn: true }]);
  });
});
