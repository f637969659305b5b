/** Test helpers: a scripted transport for the `api` singleton and a store reset. Not bundled. */
import { vi } from 'vitest';
import type { TransportRequest } from '../api/client';
import type { EndpointId } from '../api/contract/endpoints';
import type { Envelope } from '../api/contract/envelope';
import { api } from '../api/instance';
import { emptyCart } from '../stores/cart';
import { emptyCollectedGoods } from '../stores/collected-goods';
import { emptyFollowedShops } from '../stores/followed-shops';
import { clearSession } from '../stores/session/state';
import { hideToast } from '../stores/toast';

export type Handler = (
  params: Record<string, unknown>,
  req: TransportRequest,
) => Envelope | Promise<Envelope>;
export type Routes = Partial<Record<EndpointId, Handler | Envelope>>;

export interface RecordedCall {
  id: EndpointId;
  method: string;
  params: Record<string, unknown>;
  token: string | undefined;
}

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ status: true, message, data });
export const refused = (message: string): Envelope => ({ status: false, message, data: null });
export const list = <T>(items: T[]) => ok({ list: items, total: items.length, page: 1, limit: 9999 });

export function fakeApi(routes: Routes = {}) {
  const calls: RecordedCall[] = [];
  const onLoginRequired = vi.fn();
  api.configure({
    baseUrl: '/api',
    onLoginRequired,
    transport: async (req) => {
      const id = req.url.replace(/^.*\/api\//, '') as EndpointId;
      const params = (req.method === 'GET' ? req.params : req.data) as Record<string, unknown>;
      calls.push({ id, method: req.method, params, token: req.headers['login-token'] });
      const route = routes[id];
      if (!route) return { status: 404, data: refused('接口不存在') };
      return { status: 200, data: typeof route === 'function' ? await route(params, req) : route };
    },
  });
  return {
    calls,
    routes,
    onLoginRequired,
    callsTo: (id: EndpointId) => calls.filter((c) => c.id === id),
  };
}

export function resetStores(): void {
  localStorage.clear();
  clearSession();
  emptyCart();
  emptyFollowedShops();
  emptyCollectedGoods();
  hideToast();
}

/** Lets pending promises and timers of zero delay run. */
export const flush = async (times = 5): Promise<void> => {
  for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0));
};
