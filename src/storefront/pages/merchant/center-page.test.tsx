import { describe, expect, it } from 'vitest';
import { setSession } from '../../../core';
import type { MerchantCenter } from '../../../core/api/contract/models-merchant';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../core/rules/order-states';
import { ok } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsLab } from './merchant-fixtures';

const _lab = () => setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });
eachTestAsLab();

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
  contracts_to_sign: 1,
  after_sales_open: 2,
  unread_letters: 4,
  month_income: '12800.00',
  income_month: '2026-12',
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

  it('every count is a link (a real one, reached by Tab) to the list it counts', async () => {
    await openApp('/merchant', { 'merchant_center/info': ok({ info: center() }) });
    await settle(() => !!main()?.querySelector('#mc-todo'));
    const tiles = [...main()!.querySelectorAll('.mc-figures li')];
    // each tile holds exactly one link around its figure and label
    for (const li of tiles) expect(li.querySelectorAll('a[href]'), li.textContent ?? '').toHaveLength(1);
    const to = (label: string) =>
      tiles
        .find((li) => li.querySelector('span')?.textContent === label)!
        .querySelector('a')!
        .getAttribute('href');
    expect(to('待签署合同')).toBe('/merchant/contract?state=mine');
    expect(to('待处理变更')).toBe('/merchant/orderchange');
    expect(to('待处理售后')).toBe('/merchant/rating?tab=aftersale');
    expect(to('未读站内信')).toBe('/merchant/notice');
    expect(to('待回答问答')).toBe('/merchant/qa');
    expect(to(ORDER_STATUS_LABELS.awaiting_sample)).toBe('/merchant/order?status=awaiting_sample');
    // the income leads to 资金结算 of the same month, where the same figure stands
    expect(to('本月实收（元）')).toBe('/merchant/funds?month=2026-12');
    expect(to('已上架')).toBe('/merchant/goods?state=on_sale');
  });
});
