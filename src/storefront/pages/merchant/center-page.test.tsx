import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../core';
import type { MerchantCenter } from '../../../core/api/contract/models-merchant';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../core/rules/order-states';
import { ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

const lab = () => setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });
beforeEach(() => {
  resetApp();
  lab();
});
afterEach(resetApp);

/** 7 unpaid orders of which 3 came today; every other state 1 order, none today. */
const center = (): MerchantCenter => ({
  merchant_id: 1,
  org_name: '华夏检测技术（上海）有限公司',
  state: 'open',
  state_label: '已入驻',
  reject_reason: '',
  orders: ORDER_STATUSES.map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    count: status === 'pending_payment' ? 7 : 1,
    today: status === 'pending_payment' ? 3 : 0,
  })),
  today_orders: 3,
  changes_waiting: 2,
  questions_waiting: 1,
  unread_letters: 4,
  month_income: '12800.00',
  goods: { draft: 1, pending: 0, on_sale: 5, rejected: 0, off_shelf: 1, private: 0 },
});
const figure = (label: string) =>
  [...main()!.querySelectorAll('#mc-orders ~ .mc-figures li')].find(
    (li) => li.querySelector('span')?.textContent === label,
  )!;

describe('工作台 (/merchant)', () => {
  it('shows today’s new orders first, and today’s share beside each state’s all-time count', async () => {
    await openApp('/merchant', { 'merchant_center/info': ok({ info: center() }) });
    await settle(() => !!main()?.querySelector('#mc-orders'));
    const today = figure('今日新订单');
    expect(today.querySelector('strong')!.textContent).toBe('3');
    expect(today.querySelector('a')!.getAttribute('href')).toBe('/merchant/order');
    expect(today.parentElement!.firstElementChild).toBe(today);
    const unpaid = figure(ORDER_STATUS_LABELS.pending_payment);
    expect(unpaid.querySelector('strong')!.textContent).toBe('7');
    expect(unpaid.querySelector('small')!.textContent).toBe('今日 +3');
    expect(unpaid.querySelector('small')!.classList.contains('is-new')).toBe(true);
    const done = figure(ORDER_STATUS_LABELS.completed);
    expect(done.querySelector('small')!.textContent).toBe('今日 0');
    expect(done.querySelector('small')!.classList.contains('is-new')).toBe(false);
  });
});
