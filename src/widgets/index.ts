/**
 * The widget bundle entry: configures the API and storefront from the script
 * tag, defines the elements, and exposes window.TicWidgets. A second copy on the page
 * keeps the first one's TicWidgets and stores.
 */
import { version } from '../../package.json';
import type { CartAddPayload } from '../core/api/contract/models';
import { api } from '../core/api/instance';
import type { LoginKind } from '../core/rules/user-types';
import type { ActionResult } from '../core/stores/action';
import { addToCart } from '../core/stores/cart/actions';
import { login, logout } from '../core/stores/session';
import { defineWidgets } from './define';
import { MINI_CART_OWNER } from './mini-cart/mini-cart';
import { installAcross } from './shared/across';
import { goToLogin, widgetEnv } from './shared/env';

export interface TicWidgetsApi {
  configure(options: { api?: string; storefront?: string }): void;
  login(kind: LoginKind, mobile: string, password: string): Promise<ActionResult>;
  logout(): Promise<ActionResult>;
  addToCart(payload: CartAddPayload): Promise<ActionResult>;
  version: string;
}

declare global {
  interface Window {
    TicWidgets?: TicWidgetsApi;
  }
}

const SCRIPT_NAME = /\/tic-widgets\.m?js(?:[?#]|$)/;

/** This bundle's <script>: currentScript while it runs, else one whose src names the bundle. */
function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src && SCRIPT_NAME.test(current.src)) return current;
  return (
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) =>
      SCRIPT_NAME.test(s.src),
    ) ?? null
  );
}

function configure({ api: apiBase, storefront }: { api?: string; storefront?: string }): void {
  if (apiBase) api.configure({ baseUrl: apiBase });
  if (storefront) widgetEnv.storefront = storefront.replace(/\/+$/, '');
}

function install(): TicWidgetsApi {
  const script = ownScript();
  const origin = script ? new URL(script.src, location.href).origin : location.origin;
  configure({
    api: script?.dataset.api || `${origin}/api`,
    storefront: script?.dataset.storefront || origin,
  });
  api.configure({ onLoginRequired: goToLogin });
  // another origin signs in at the marketplace; a code it came back with becomes its session
  installAcross();
  return {
    configure,
    login: (kind, mobile, password) => login(kind, { mobile, password }),
    logout: () => logout(),
    addToCart: (payload) => addToCart(payload, { owner: MINI_CART_OWNER }),
    version,
  };
}

if (!window.TicWidgets) window.TicWidgets = install();
const TicWidgets: TicWidgetsApi = window.TicWidgets;
defineWidgets();

export default TicWidgets;
