/** Component-test helpers: mount real custom elements and look inside their shadow roots. */
import { vi } from 'vitest';
import type { UserType } from '../../core/api/contract/models';
import { api } from '../../core/api/instance';
import { setSession } from '../../core/stores/session/state';
import { fakeApi, flush, type Routes, resetStores } from '../../core/testing/fake-api';
import { defineWidgets } from '../define';
import { across } from '../shared/across';
import { goToLogin, widgetEnv } from '../shared/env';

export { flush, list, ok, refused } from '../../core/testing/fake-api';

export const STOREFRONT = 'https://mall.example';

/** The tests' page is on another origin than STOREFRONT: login comes back here. */
export const loginHere = (): string =>
  `${STOREFRONT}/login?${new URLSearchParams({ redirect: location.href.split('#')[0]! })}`;

/** Defines the elements, scripts the API and records navigation instead of leaving the page. */
export function setupWidgets(routes: Routes = {}) {
  defineWidgets();
  resetStores();
  document.body.innerHTML = '';
  const server = fakeApi(routes);
  api.configure({ onLoginRequired: goToLogin });
  const navigate = vi.fn<(url: string) => void>();
  widgetEnv.storefront = STOREFRONT;
  widgetEnv.navigate = navigate;
  widgetEnv.across = across;
  return { server, navigate };
}

export async function mount<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  // like a browser parsing the page: attributes are in place before the element upgrades
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const box = document.createElement('div');
  box.append(document.importNode(tpl.content, true));
  document.body.append(box);
  await flush();
  return box.firstElementChild as T;
}

export const shadow = (el: Element): ShadowRoot => {
  if (!el.shadowRoot) throw new Error(`${el.tagName} has no open shadow root`);
  return el.shadowRoot;
};

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  shadow(el).querySelector<T>(selector);

export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] =>
  Array.from(shadow(el).querySelectorAll<T>(selector));

export const text = (el: Element, selector: string): string => $(el, selector)?.textContent?.trim() ?? '';

/** The toast this widget shows (inside its own shadow root), or ''. */
export const toastOf = (el: Element): string => $(el, '[part="toast"]')?.textContent ?? '';

const infos = {
  1: { id: 1, mobile: '13800000001' },
  2: { id: 2, mobile: '13800000002' },
  3: { id: 3, mobile: '13800000003' },
};

export function loginAs(type: Exclude<UserType, 0>, token = `token-${type}`): void {
  setSession({ token, userType: type, userInfo: infos[type] });
}

/** Records the composed events that reach the document. */
export function recordEvents(...names: string[]) {
  const seen: CustomEvent[] = [];
  const on = (e: Event) => seen.push(e as CustomEvent);
  for (const n of names) document.addEventListener(n, on);
  return {
    seen,
    stop: () => {
      for (const n of names) document.removeEventListener(n, on);
    },
  };
}

export const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
