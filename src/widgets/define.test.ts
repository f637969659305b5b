import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidgets } from './define';
import { widgetRegistry, widgetTags } from './registry';
import { shadowCss } from './shared/shadow-sheet';
import { flush, ok, setupWidgets } from './testing/helpers';
import { mount } from './testing/shadow';

/** A script tag naming the bundle; text/plain so the test DOM does not try to fetch it. */
function bundleScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.src = src;
  return script;
}

afterEach(() => {
  document.querySelectorAll('script').forEach((s) => {
    s.remove();
  });
  delete window.TicWidgets;
});

describe('registration', () => {
  it('defines every registry tag once; defining again defines nothing and throws nothing', () => {
    defineWidgets();
    for (const tag of widgetTags) expect(customElements.get(tag)).toBeTypeOf('function');
    expect(() => defineWidgets()).not.toThrow();
    expect(defineWidgets()).toEqual([]);
  });

  it('a fresh registry gets all five, a second pass none', () => {
    const defined = new Map<string, CustomElementConstructor>();
    const registry = {
      get: (tag: string) => defined.get(tag),
      define(tag: string, ctor: CustomElementConstructor) {
        if (defined.has(tag)) throw new DOMException('already defined', 'NotSupportedError');
        defined.set(tag, ctor);
      },
    } as unknown as CustomElementRegistry;
    expect(defineWidgets(registry)).toEqual(widgetTags);
    expect(defineWidgets(registry)).toEqual([]);
  });

  it('every element renders into an open shadow root and adds nothing to the page head', async () => {
    setupWidgets({ 'config/load': ok({ config: { service_code: '' } }), 'search/get': ok({ list: [] }) });
    const before = document.head.innerHTML;
    for (const tag of widgetTags) {
      const el = await mount(`<${tag} merchant-id="1"></${tag}>`);
      expect(el.shadowRoot?.mode).toBe('open');
      expect(shadowCss(el.shadowRoot!)).toContain(':host{display:');
      expect(el.shadowRoot!.adoptedStyleSheets).toHaveLength(1);
    }
    expect(document.head.innerHTML).toBe(before);
  });

  it('the registry is plain data with a description, parts and custom properties per tag', () => {
    for (const def of Object.values(widgetRegistry)) {
      expect(def.description.length).toBeGreaterThan(10);
      expect(def.parts.length).toBeGreaterThan(0);
      expect(def.cssProperties.map((c) => c.name)).toEqual(['--tic-primary', '--tic-radius', '--tic-font']);
    }
    expect(JSON.parse(JSON.stringify(widgetRegistry))).toEqual(widgetRegistry);
  });
});

describe('the bundle entry', () => {
  it('reads data-api and data-storefront from its script tag and exposes TicWidgets', async () => {
    vi.resetModules();
    const script = bundleScript('https://cdn.example/widgets/tic-widgets.js?v=1');
    script.dataset.api = 'https://api.example/api';
    script.dataset.storefront = 'https://mall.example/';
    document.body.append(script);
    const { api: freshApi } = await import('../core/api/instance');
    const { widgetEnv: env } = await import('./shared/env');
    const { default: TicWidgets } = await import('./index');
    expect(window.TicWidgets).toBe(TicWidgets);
    expect(freshApi.baseUrl).toBe('https://api.example/api');
    expect(env.storefront).toBe('https://mall.example');
    expect(TicWidgets.version).toMatch(/^\d+\.\d+\.\d+/);
    TicWidgets.configure({ api: 'http://localhost:3000/api', storefront: 'http://localhost:3000' });
    expect(freshApi.baseUrl).toBe('http://localhost:3000/api');
    expect(env.storefront).toBe('http://localhost:3000');
  });

  it('defaults to the script origin for both', async () => {
    vi.resetModules();
    document.body.append(bundleScript('https://cdn.example/widgets/tic-widgets.mjs'));
    const { api: freshApi } = await import('../core/api/instance');
    const { widgetEnv: env } = await import('./shared/env');
    await import('./index');
    expect(freshApi.baseUrl).toBe('https://cdn.example/api');
    expect(env.storefront).toBe('https://cdn.example');
  });

  it('loading the bundle twice keeps the first TicWidgets and throws nothing', async () => {
    vi.resetModules();
    const first = (await import('./index')).default;
    vi.resetModules();
    const second = await import('./index');
    expect(second.default).toBe(first);
    expect(window.TicWidgets).toBe(first);
  });

  it('TicWidgets.login and logout drive the shared session', async () => {
    vi.resetModules();
    const { default: TicWidgets } = await import('./index');
    const { setupWidgets } = await import('./testing/helpers');
    const { $session } = await import('../core/stores/session/state');
    setupWidgets({
      'merchant_account/login': ok({ token: 'm1', userInfo: { id: 2, mobile: '13800000002' }, type: 2 }),
      'user/loginOut': ok(null, '已退出'),
    });
    const result = await TicWidgets.login('merchant', '13800000002', 'Demo@1234');
    expect(result.ok).toBe(true);
    expect($session.get()).toMatchObject({ token: 'm1', userType: 2 });
    await TicWidgets.logout();
    await flush();
    expect($session.get().token).toBe('');
  });
});
