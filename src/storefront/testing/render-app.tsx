/** Test helpers: the storefront at a URL, with a scripted API. Not bundled. */
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { ShopInfo } from '../../core';
import { fakeApi, list, ok, type Routes, resetStores } from '../../core/testing/fake-api';
import { App, StorefrontRouter, startStorefront } from '../app';
import { chunkReload } from '../router/page-loader';

/** In tests a failed page chunk does not reload (happy-dom cannot): settle() reports it. */
let chunkFailures = 0;
chunkReload.reload = () => {
  chunkFailures++;
};

export const SITE = '检验检测认证服务商城';

/** merchant/info of shop 1, complete as the server answers it. */
export const shop: ShopInfo = {
  id: 1,
  org_name: '测试检测有限公司',
  logo: '',
  kind: 'testing_lab',
  kind_name: '检测机构',
  province: '江苏省',
  city: '苏州市',
  intro: '',
  banner: '',
  navInfos: [
    { id: 1, name: '检验检测' },
    { id: 5, name: '企业动态' },
  ],
  qualifications: [],
  contact_phone: '',
  address: '',
  goods_count: 0,
  fans: 0,
};

/** Answers the shell needs (config, hot words, a shop); pages' own calls get 接口不存在. */
export const shellRoutes = (): Routes => ({
  'config/load': ok({ config: { service_code: 'https://kefu.example/chat', hotline: '400-000-0000' } }),
  'search/get': list([{ id: 1, keyword: '水质检测' }]),
  'merchant/info': ok({ info: shop }),
  'merchant_style/info': ok({
    info: { merchant_id: 1, banner: '', theme_color: '#0f8a8a', navInfos: shop.navInfos },
  }),
});

let root: HTMLElement | null = null;

/** Renders the app at `url` (fresh DOM, same module state as a real page after navigation). */
export async function openApp(url: string, routes: Routes = {}) {
  unmountApp();
  const server = fakeApi({ ...shellRoutes(), ...routes });
  startStorefront();
  // startStorefront ran once per file; keep its -2 redirect on the scripted client too
  server.onLoginRequired.mockImplementation(() => {
    void import('../router/navigation').then((m) => m.go('/login'));
  });
  history.replaceState(null, '', url);
  root = document.createElement('div');
  document.body.append(root);
  await act(() => {
    render(<App />, root!);
  });
  return server;
}

/** Renders `node` alone inside the storefront's router at `path` (a layout, a menu), not the whole app. */
export async function mountInRouter(node: ComponentChild, path: string) {
  unmountApp();
  history.replaceState(null, '', path);
  root = document.createElement('div');
  document.body.append(root);
  await act(() => {
    render(<StorefrontRouter>{node}</StorefrontRouter>, root!);
  });
}

export function unmountApp(): void {
  if (root) {
    render(null, root);
    root.remove();
    root = null;
  }
}

export function resetApp(): void {
  unmountApp();
  chunkFailures = 0;
  sessionStorage.clear();
  resetStores();
  document.title = '';
}

/** Waits until the page chunk has rendered (no loading skeleton) and `check` holds. */
export async function settle(check: () => boolean = () => true): Promise<void> {
  await vi.waitFor(
    () => {
      if (chunkFailures) throw new Error('the page chunk failed to load (an import of the page is broken)');
      if (document.querySelector('.sf-page-loading') || !check()) throw new Error('not yet');
    },
    { timeout: 3000, interval: 10 },
  );
}

export const main = (): HTMLElement | null => document.getElementById('sf-main');
