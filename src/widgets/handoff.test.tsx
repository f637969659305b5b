/** Across origins: the tests' page (localhost) is another origin than STOREFRONT. */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptHandoff } from '../core/stores/session/handoff';
import { $session } from '../core/stores/session/state';
import { widgetEnv } from './shared/env';
import { eventsOfEachTest, flush, list, ok, refused, STOREFRONT, setupWidgets } from './testing/helpers';
import { loginAs } from './testing/session';
import { $, mount } from './testing/shadow';

const CODE = 'Zm9yLXRoZS1wYXJ0bmVyLXBhZ2UtMTIzNDU2';
const buyer = { token: 'partner-token', userInfo: { id: 1, mobile: '13800000001' }, type: 1 };

const events = eventsOfEachTest({ lists: true });
afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('coming back from the marketplace login', () => {
  it('the code leaves the address bar, becomes this origin’s session, and every widget follows', async () => {
    const { server } = setupWidgets({
      'session_handoff/exchange': ok(buyer, '登录成功'),
      'config/load': ok({ config: { service_code: '' } }),
      'goods_cart/get': list([]),
      'merchant_attention/get': list([]),
      'goods_collect/get': list([]),
    });
    history.replaceState(null, '', `/lab/page?x=1#tic_code=${CODE}`);
    events.record('tic-session-change');
    const status = await mount('<tic-login-status></tic-login-status>');
    const adopted = adoptHandoff();
    // gone before the answer arrives: never bookmarked, shared or sent on
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/lab/page?x=1');
    expect(await adopted).toBe(true);
    await flush();
    expect(server.callsTo('session_handoff/exchange')[0]!.params).toEqual({ code: CODE });
    expect($session.get()).toMatchObject({ token: 'partner-token', userType: 1 });
    expect($(status, '[part="account"]')!.textContent).toContain('138****0001');
    expect(events.seen.map((e) => e.detail)).toEqual([{ type: 1, loggedIn: true }]);
  });

  it('a refused code leaves the visitor as they were', async () => {
    setupWidgets({ 'session_handoff/exchange': refused('登录凭证无效或已过期，请重新登录') });
    history.replaceState(null, '', `/#tic_code=${CODE}`);
    expect(await adoptHandoff()).toBe(false);
    expect(location.hash).toBe('');
    expect($session.get().token).toBe('');
  });

  it('no code, no call', async () => {
    const { server } = setupWidgets();
    history.replaceState(null, '', '/#services');
    expect(await adoptHandoff()).toBe(false);
    expect(location.hash).toBe('#services');
    expect(server.calls).toEqual([]);
  });
});

describe('links into the storefront from another origin', () => {
  const item = {
    id: 5,
    remark: '常规 35 项',
    attribute: {
      service_content_id: 101,
      training_form_id: null,
      approval_logo_id: null,
      sales_promotion_unit: null,
    },
    goodsInfo: { id: 1, name: '水质检测', cover: '', pictures: [], servicsInfo: { id: 1, name: '检验检测' } },
  };
  const routes = {
    'goods_cart/get': list([item]),
    'session_handoff/issue': (p: Record<string, unknown>) => ok({ url: `${p.return_url}#tic_code=${CODE}` }),
    'config/load': ok({ config: { service_code: '' } }),
  };

  it('去购物车结算 carries the login as a code: the buyer arrives in the cart logged in', async () => {
    const { server, navigate } = setupWidgets(routes);
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    $(el, '[part="button"]')!.parentElement!.dispatchEvent(new MouseEvent('mouseenter'));
    await flush();
    const settle = $<HTMLAnchorElement>(el, '[part="settle"]');
    expect(settle).not.toBeNull();
    settle!.click();
    await flush();
    expect(server.callsTo('session_handoff/issue')[0]!.params).toEqual({
      return_url: `${STOREFRONT}/shopcar`,
    });
    expect(navigate).toHaveBeenCalledWith(`${STOREFRONT}/shopcar#tic_code=${CODE}`);
  });

  it('我的订单 in the account menu does the same', async () => {
    const { navigate } = setupWidgets(routes);
    loginAs(1);
    const el = await mount('<tic-login-status></tic-login-status>');
    $<HTMLButtonElement>(el, '[part="account"]')!.click();
    await flush();
    const orders = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="menu"] a')].find(
      (a) => a.textContent === '我的订单',
    );
    orders!.click();
    await flush();
    expect(navigate).toHaveBeenCalledWith(`${STOREFRONT}/home/order#tic_code=${CODE}`);
  });

  it('on the storefront’s own origin links stay plain links', async () => {
    const { server } = setupWidgets(routes);
    widgetEnv.storefront = location.origin;
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $(el, '[part="button"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(server.callsTo('session_handoff/issue')).toEqual([]);
  });
});

describe('no session token in any address a widget goes to', () => {
  const SECRET = 'session-token-AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const words = ok({ list: [{ id: 1, keyword: '水质' }], total: 1, page: 1, limit: 20 });

  it('a logged-in search on the storefront’s own origin carries nothing: the page shares the login', async () => {
    const { navigate, server } = setupWidgets({ 'search/get': words });
    widgetEnv.storefront = location.origin;
    loginAs(1, SECRET);
    const bar = await mount('<tic-search-bar></tic-search-bar>');
    const input = $<HTMLInputElement>(bar, 'input')!;
    input.value = 'CMA';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    $<HTMLButtonElement>(bar, 'button[type="submit"]')!.click();
    const hot = await mount('<tic-hot-words></tic-hot-words>');
    $<HTMLButtonElement>(hot, '[part="word"]')!.click();
    await flush();
    expect(navigate.mock.calls.map(([url]) => url)).toEqual([
      `${location.origin}/searchResult?skw=CMA&stype=goods`,
      `${location.origin}/searchResult?skw=${encodeURIComponent('水质')}&stype=goods`,
    ]);
    expect(server.callsTo('session_handoff/issue')).toEqual([]);
  });

  it('from another origin the search carries a single-use code, and never the token', async () => {
    const { navigate, server } = setupWidgets({
      'search/get': words,
      'session_handoff/issue': (p: Record<string, unknown>) =>
        ok({ url: `${p.return_url}#tic_code=${CODE}` }),
    });
    loginAs(1, SECRET);
    const hot = await mount('<tic-hot-words></tic-hot-words>');
    $<HTMLButtonElement>(hot, '[part="word"]')!.click();
    await flush();
    const [url] = navigate.mock.calls[0]!;
    expect(url).toBe(
      `${STOREFRONT}/searchResult?skw=${encodeURIComponent('水质')}&stype=goods#tic_code=${CODE}`,
    );
    expect(url).not.toContain(SECRET);
    // the code was asked for with the visitor's session, in a header, not in an address
    expect(server.callsTo('session_handoff/issue')).toHaveLength(1);
  });

  it('a code that cannot be had (origin not allowed, network) still sends no token', async () => {
    const { navigate } = setupWidgets({
      'search/get': words,
      'session_handoff/issue': refused('该网站未获商城授权，无法返回，请联系商城运营方'),
    });
    loginAs(1, SECRET);
    const hot = await mount('<tic-hot-words></tic-hot-words>');
    $<HTMLButtonElement>(hot, '[part="word"]')!.click();
    await flush();
    expect(navigate).toHaveBeenCalledWith(
      `${STOREFRONT}/searchResult?skw=${encodeURIComponent('水质')}&stype=goods`,
    );
  });
});
