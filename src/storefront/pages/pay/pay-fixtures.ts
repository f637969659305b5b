/** Test data and steps of the cashier's tests (imported by tests only, never bundled). */
import { vi } from 'vitest';
import { type OrderDetail, setSession } from '../../../core';
import type { Routes } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { fulfilment } from '../order/order-fixtures';
import { payNav } from './pay-kit';

/** Leaving for a provider's page is recorded, not done. */
export const assign = vi.spyOn(payNav, 'assign').mockImplementation(() => {});

/** A fresh app with the demo buyer logged in and no page left recorded. */
export function buyerAtCashier() {
  resetApp();
  assign.mockClear();
  setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
}

/** order/info of order 9, waiting for its whole price to be paid, unless `patch` says otherwise. */
export const cashierOrder = (patch: Partial<OrderDetail> = {}): { info: OrderDetail } => ({
  info: {
    id: 9,
    order_no: 'TIC20261204120000123456',
    status: 'pending_payment',
    status_label: '',
    merchant_id: 3,
    merchant_name: '苏州市计量测试院',
    pay_plan: 'full',
    goods_amount: 12000,
    discount: 0,
    pay_amount: 12000,
    paid_amount: 0,
    due_amount: 12000,
    items: [{ name: '压力表检定' } as OrderDetail['items'][number]],
    created_at: '2026-12-04T04:00:00Z',
    pay_deadline: new Date(Date.now() + 3_600_000).toISOString(),
    actions: ['pay', 'cancel'],
    contracts: [],
    e_invoice: null,
    address: null,
    invoice: null,
    remark: '',
    coupon: null,
    plan: [
      { id: 5, seq: 1, name: '全款', amount: 12000, status: 'unpaid', paid_at: null, accepted_at: null },
    ],
    events: [],
    changes: [],
    sample_based: true,
    fulfilment: fulfilment(),
    report: null,
    ...patch,
  },
});

/** Opens the cashier of order 9 and waits until it shows. */
export async function openCashier(routes: Routes) {
  const server = await openApp('/cashierdesk?id=9', routes);
  await settle(() => !!main()?.querySelector('.sf-cashier h1') && !main()?.querySelector('.sf-skeleton'));
  return server;
}
