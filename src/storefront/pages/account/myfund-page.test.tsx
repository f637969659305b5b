import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FundRecord, FundStatics } from '../../../core';
import { ok, type Routes, refused } from '../../../core/testing/fake-api';
import { niceMax } from '../../components/fund/fund-chart';
import { openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const rec = (over: Partial<FundRecord> = {}): FundRecord => ({
  id: 'plan-1',
  type: 'payment',
  kind: 'expense',
  amount: 4000,
  order_id: 7,
  order_no: 'DD20250101000007',
  title: '全款',
  goods_name: '生活饮用水全分析检测',
  created_at: '2025-01-01T10:00:00+08:00',
  ...over,
});
const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  expense: i === 0 ? 4000 : i === 11 ? 1200 : 0,
  income: 0,
}));
const stats = (over: Partial<FundStatics> = {}): FundStatics => ({
  expense: 5200,
  income: 4000,
  net: 1200,
  count: 3,
  by_type: [],
  by_month: months,
  ...over,
});
const rows = [
  rec(),
  rec({ id: 'plan-2', type: 'deposit', amount: 1200, title: '预付款' }),
  rec({ id: 'refund-1', type: 'refund', kind: 'income' }),
];
const routes = (over: Routes = {}): Routes => ({
  'user_amount_record/get': ok({ list: rows, total: 3, page: 1, limit: 10 }),
  'user_amount_record/statics': ok(stats()),
  ...over,
});
const totals = () => [...document.querySelectorAll('.sf-fund__totals dd')].map((d) => d.textContent);
const loaded = () => !!document.querySelector('.sf-fund__table') && totals()[0] !== '…';

describe('我的资金 /home/myfund', () => {
  it('lists the movements with their type and sign, the totals and the monthly chart', async () => {
    await openApp('/home/myfund', routes());
    await settle(loaded);
    expect(document.title).toBe(`我的资金 - ${SITE}`);
    expect(totals()).toEqual(['¥5200.00', '¥4000.00', '¥1200.00', '3']);
    const trs = [...document.querySelectorAll('.sf-fund__table tbody tr')];
    expect(trs.map((tr) => tr.querySelector('.sf-fund__type')?.textContent)).toEqual([
      '订单支付',
      '预付款',
      '退款',
    ]);
    expect(trs[0]?.querySelector('.sf-fund__amount')?.textContent).toBe('-4000.00');
    expect(trs[2]?.querySelector('.sf-fund__amount')?.textContent).toBe('+4000.00');
    expect(trs[0]?.querySelector('a')?.getAttribute('href')).toBe('/home/order/detail?id=7');
    const bars = document.querySelectorAll('.sf-fund-chart rect');
    expect(bars).toHaveLength(12);
    expect(document.querySelector('.sf-fund-chart title')?.textContent).toBe('2025-01：支出 ¥4000.00');
  });

  it('filters by type and month through the address, for the rows and the totals alike', async () => {
    const server = await openApp('/home/myfund?type=deposit&month=2025-12', routes());
    await settle(loaded);
    expect(server.callsTo('user_amount_record/get')[0]?.params).toMatchObject({
      type: 'deposit',
      month: '2025-12',
      page: 1,
    });
    expect(server.callsTo('user_amount_record/statics')[0]?.params).toEqual({
      type: 'deposit',
      month: '2025-12',
    });
    const select = document.querySelector<HTMLSelectElement>('.sf-fund__filter select')!;
    expect(select.value).toBe('deposit');
    await act(() => {
      select.value = 'refund';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(() => location.search === '?type=refund&month=2025-12');
    await settle(() => server.callsTo('user_amount_record/statics').some((c) => c.params.type === 'refund'));
  });

  it('ignores a malformed filter in the address', async () => {
    const server = await openApp('/home/myfund?type=salary&month=2025-13', routes());
    await settle(loaded);
    expect(server.callsTo('user_amount_record/get')[0]?.params).toEqual({ page: 1, limit: 10 });
  });

  it('shows the empty state, and 重试 when the totals fail', async () => {
    let fail = true;
    await openApp(
      '/home/myfund',
      routes({
        'user_amount_record/get': ok({ list: [], total: 0, page: 1, limit: 10 }),
        'user_amount_record/statics': () => (fail ? refused('服务繁忙') : ok(stats({ count: 0 }))),
      }),
    );
    await settle(
      () =>
        !!document.querySelector('.sf-fund [role="alert"]') &&
        !!document.querySelector('.sf-fund__list .sf-empty'),
    );
    expect(document.querySelector('.sf-fund__list .sf-empty')?.textContent).toContain('还没有资金记录');
    fail = false;
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === '重试')!;
    await act(() => retry.click());
    await settle(() => totals()[3] === '0');
  });

  it('rounds the chart axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 120, 4000, 5200, 90_000].map(niceMax)).toEqual([1, 5, 200, 5000, 10_000, 100_000]);
  });
});
