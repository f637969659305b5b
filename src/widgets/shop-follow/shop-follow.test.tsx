import { describe, expect, it } from 'vitest';
import { eventsOfEachTest, flush, list, ok, refused, setupWidgets } from '../testing/helpers';
import { loginAs, loginHere } from '../testing/session';
import { $, mount, toastOf } from '../testing/shadow';

const routes = () => ({
  'merchant_attention/get': list([{ id: 1, merchant_id: 5 }]),
  'goods_collect/get': list([]),
  'goods_cart/get': list([]),
  'merchant_attention/attention': ok(null, '关注成功'),
  'merchant_attention/unAttention': ok(null, '已取消关注'),
});

const button = (el: Element) => $<HTMLButtonElement>(el, '[part="button"]')!;
const state = (el: Element) => [button(el).textContent, button(el).getAttribute('aria-pressed')];

const events = eventsOfEachTest({ lists: true });

describe('<tic-shop-follow>', () => {
  it('shows the followed state from the shared list', async () => {
    setupWidgets(routes());
    loginAs(1);
    const followed = await mount('<tic-shop-follow merchant-id="5"></tic-shop-follow>');
    const other = await mount('<tic-shop-follow merchant-id="3"></tic-shop-follow>');
    expect(state(followed)).toEqual(['已关注', 'true']);
    expect(state(other)).toEqual(['关注', 'false']);
  });

  it('a click follows; both buttons of the shop change together; one event each', async () => {
    const { server } = setupWidgets(routes());
    loginAs(1);
    events.record('tic-follow-change');
    const a = await mount('<tic-shop-follow merchant-id="3"></tic-shop-follow>');
    const b = await mount('<tic-shop-follow merchant-id="3"></tic-shop-follow>');
    button(a).click();
    await flush();
    expect(server.callsTo('merchant_attention/attention')[0].params).toEqual({ merchant_id: 3 });
    expect(state(a)).toEqual(['已关注', 'true']);
    expect(state(b)).toEqual(['已关注', 'true']);
    expect(toastOf(a)).toBe('关注成功');
    expect(toastOf(b)).toBe(''); // the toast belongs to the button that was clicked
    expect(events.seen.map((e) => [e.target, e.detail])).toEqual([
      [a, { merchantId: 3, followed: true }],
      [b, { merchantId: 3, followed: true }],
    ]);
    button(b).click();
    await flush();
    expect(server.callsTo('merchant_attention/unAttention')).toHaveLength(1);
    expect(state(a)).toEqual(['关注', 'false']);
    expect(toastOf(b)).toBe('已取消关注');
  });

  it('a refusal from the server is shown as an error and changes nothing', async () => {
    setupWidgets({ ...routes(), 'merchant_attention/attention': refused('店铺已关闭') });
    loginAs(3);
    const el = await mount('<tic-shop-follow merchant-id="9"></tic-shop-follow>');
    button(el).click();
    await flush();
    expect(state(el)).toEqual(['关注', 'false']);
    expect(toastOf(el)).toBe('店铺已关闭');
    expect($(el, '[part="toast"]')!.dataset.kind).toBe('error');
  });

  it('a merchant gets 请以买家身份登录后操作 without any call', async () => {
    const { server } = setupWidgets(routes());
    loginAs(2);
    const el = await mount('<tic-shop-follow merchant-id="3"></tic-shop-follow>');
    button(el).click();
    await flush();
    expect(toastOf(el)).toBe('请以买家身份登录后操作');
    expect($(el, '[part="toast"]')!.dataset.kind).toBe('error');
    expect(server.calls).toEqual([]);
    expect(state(el)).toEqual(['关注', 'false']);
  });

  it('a logged-out visitor is asked to log in and sent to the login page', async () => {
    const { server, navigate } = setupWidgets(routes());
    const el = await mount('<tic-shop-follow merchant-id="3"></tic-shop-follow>');
    button(el).click();
    await flush();
    expect(toastOf(el)).toBe('请先登录');
    expect($(el, '[part="toast"]')!.dataset.kind).toBe('warning');
    expect(navigate).toHaveBeenCalledWith(loginHere());
    expect(server.calls).toEqual([]);
  });
});
