import { expect } from 'vitest';
import type { GoodsDetail } from '../../../src/core/api/contract/models';
import type { OrderDetail } from '../../../src/core/api/contract/models-buying';
import { api, clearCart, DEMO_MOBILE } from '../../support/api';
import type { useBrowser } from '../../support/fixture';
import { labWork } from '../../support/lab';
import { signWithDemoLab } from '../pages/contract-sign';

type B = ReturnType<typeof useBrowser>;

export interface DemoOrder {
  id: number;
  /** order/info as the buyer reads it now. */
  info: () => Promise<OrderDetail>;
  /** A call of the demo buyer's that must succeed. */
  must: <T>(path: string, body: Record<string, unknown>, method?: 'GET' | 'POST') => Promise<T>;
}

/** The demo buyer orders the demo lab's water test (its first package) through the API: 待付款. */
export async function unpaidDemoOrder(b: B): Promise<DemoOrder> {
  const { token } = b.sessions.buyer;
  const must = async <T>(path: string, body: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => {
    const a = await api<T>(b.baseURL, path, { method, token, body });
    if (a.status !== true) throw new Error(`${path}: ${a.message}`);
    return a.data as T;
  };
  await clearCart(b.baseURL, token);
  const g = (await must<{ info: GoodsDetail }>('goods/info', { id: 1 }, 'GET')).info;
  const added = await must<{ id: number }>('goods_cart/add', {
    goods_id: 1,
    service_content_id: g.serviceContent[0]!.id,
  });
  const addresses = await must<{ list: Array<{ id: number }> }>('user_address/get', {}, 'GET');
  const { id } = await must<{ id: number }>('order/create', {
    cart_ids: [added.id],
    address_id: addresses.list[0]!.id,
    pay_plan: 'full',
  });
  const info = async () => (await must<{ info: OrderDetail }>('order/info', { id }, 'GET')).info;
  return { id, info, must };
}

/** The same order, paid. */
export async function paidDemoOrder(b: B): Promise<DemoOrder> {
  const order = await unpaidDemoOrder(b);
  await order.must('pay/payTest', { id: order.id });
  return order;
}

/** The same order signed by the buyer and then the demo lab: past 待签署. */
export async function signedDemoOrder(b: B): Promise<DemoOrder> {
  const order = await paidDemoOrder(b);
  const contract = (await order.info()).contracts[0]!.id;
  await signWithDemoLab(b.baseURL, { token: b.sessions.buyer.token, mobile: DEMO_MOBILE.buyer }, contract);
  await expect.poll(async () => (await order.info()).status, { timeout: 10_000 }).not.toBe('pending_sign');
  return order;
}

let shared: Promise<DemoOrder> | undefined;

/**
 * One order signed by both, shared by the flows that follow an order through its life: each
 * signature waits out the previous code's minute, so an order signed for each flow cost each a
 * minute. The flows ask for it in the order of its stages — 待寄样, then its report, then 已完成 —
 * and each takes it only as far as it needs (it never goes back).
 */
export async function sharedOrderAt(
  b: B,
  stage: 'awaiting_sample' | 'reported' | 'completed',
): Promise<DemoOrder> {
  shared ??= signedDemoOrder(b);
  const order = await shared;
  if (stage !== 'awaiting_sample') await labWork(b.baseURL, b.sessions.buyer.token, order.id);
  if (stage === 'completed' && (await order.info()).status !== 'completed')
    await order.must('order/confirm', { id: order.id });
  return order;
}
