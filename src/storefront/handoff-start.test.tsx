/** A visitor arriving from a partner site with a login code in the fragment. */
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { $session } from '../core';
import { fakeApi, list, ok, refused, resetStores } from '../core/testing/fake-api';
import { mountStorefront } from './app';
import { settle, shellRoutes } from './testing/render-app';

const CODE = 'b'.repeat(32);
let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  resetStores();
});

const start = (url: string) => {
  history.replaceState(null, '', url);
  root = document.createElement('div');
  document.body.append(root);
  mountStorefront(root);
};

describe('the storefront started with #tic_code=', () => {
  it('exchanges the code before the route guard runs: /shopcar opens logged in', async () => {
    const server = fakeApi({
      ...shellRoutes(),
      'session_handoff/exchange': ok({
        token: 'S'.repeat(43),
        userInfo: { id: 1, mobile: '13800000001' },
        type: 1,
      }),
      'goods_cart/get': list([]),
      'goods_collect/get': list([]),
      'merchant_attention/get': list([]),
    });
    start(`/shopcar#tic_code=${CODE}`);
    expect(location.hash).toBe('');
    await settle(() => !!document.querySelector('#sf-main'));
    expect(server.callsTo('session_handoff/exchange')[0]!.params).toEqual({ code: CODE });
    expect($session.get()).toMatchObject({ token: 'S'.repeat(43), userType: 1 });
    expect(location.pathname).toBe('/shopcar');
  });

  it('a refused code: the guard sends the visitor to log in as usual', async () => {
    fakeApi({ ...shellRoutes(), 'session_handoff/exchange': refused('登录凭证无效或已过期，请重新登录') });
    start(`/shopcar#tic_code=${CODE}`);
    await settle(() => location.pathname === '/login');
    expect($session.get().token).toBe('');
  });
});
