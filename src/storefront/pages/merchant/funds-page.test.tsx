import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../core';
import type { MerchantAmountStatics } from '../../../core/api/contract/models-fulfil';
import { ok, type Routes } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsLab } from './merchant-fixtures';

const _lab = () => setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });
eachTestAsLab();

/** All time: 10 000 gross over 5 records; the asked month (or this one): 4 000 over 2. */
const statics = (month: string): MerchantAmountStatics => ({
  gross: 10000,
  fee: 300,
  net: 9700,
  month,
  month_gross: 4000,
  month_fee: 120,
  month_net: 3880,
  month_settled: 1940,
  month_pending: 1940,
  month_count: 2,
  fee_rate: 0.03,
  count: 5,
});
const record = (id: number, month: string) => ({
  id,
  order_id: id,
  order_no: `TIC2026${id}`,
  stage: '全款',
  amount: 2000,
  fee_rate: 0.03,
  platform_fee: 60,
  net_amount: 1940,
  month,
  created_at: `${month}-10T02:00:00.000Z`,
  settle_state: id % 2 ? ('settled' as const) : ('pending' as const),
  settle_label: id % 2 ? '已结算' : '待结算',
});
const routes = (): Routes => ({
  'merchant_amount_record/statics': (p) => ok({ info: statics((p.month as string) || '2026-11') }),
  'merchant_amount_record/get': (p) => {
    const list = [record(1, (p.month as string) || '2026-11'), record(2, (p.month as string) || '2026-10')];
    return ok({ list, total: list.length, page: 1, limit: 10 });
  },
});
const totals = () =>
  [...main()!.querySelectorAll('.mw-totals li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('资金结算 (/merchant/funds)', () => {
  it('leads with the all-time totals beside this month’s', async () => {
    const server = await openApp('/merchant/funds', routes());
    await settle(() => main()!.querySelectorAll('.mc-table tbody tr').length === 2);
    expect(server.callsTo('merchant_amount_record/statics')[0]!.params).toEqual({});
    expect(totals()).toEqual([
      '结算总额¥10000.00本月 ¥4000.00',
      '平台服务费¥300.00本月 ¥120.00',
      '实收金额¥9700.00本月 ¥3880.00',
      '本月 已结算¥1940.00待结算 ¥1940.00',
      '结算笔数5本月 2 · 服务费率 3.0%',
    ]);
    // each record says whether its order is completed (已结算) or still under way (待结算)
    expect(
      [...main()!.querySelectorAll('.mc-table tbody tr')].map(
        (tr) => tr.querySelector('.mc-state')?.textContent,
      ),
    ).toEqual(['已结算', '待结算']);
    expect(main()!.querySelector('.sf-fund__filter select')).toBeNull();
  });

  it('filtered by a month (in the address), shows that month’s totals first and the all-time ones beside', async () => {
    const server = await openApp('/merchant/funds?month=2025-03', routes());
    await settle(() => main()!.querySelectorAll('.mc-table tbody tr').length === 2);
    expect(server.callsTo('merchant_amount_record/statics')[0]!.params).toEqual({ month: '2025-03' });
    expect(server.callsTo('merchant_amount_record/get')[0]!.params).toMatchObject({ month: '2025-03' });
    expect(main()!.querySelector('.mw-totals')!.getAttribute('aria-label')).toBe('2025-03 结算合计');
    expect(totals()).toEqual([
      '2025-03 结算总额¥4000.00累计 ¥10000.00',
      '2025-03 平台服务费¥120.00累计 ¥300.00',
      '2025-03 实收金额¥3880.00累计 ¥9700.00',
      '2025-03 已结算¥1940.00待结算 ¥1940.00',
      '2025-03 结算笔数2累计 5 · 服务费率 3.0%',
    ]);
    const input = main()!.querySelector<HTMLInputElement>('.sf-fund__filter input[type="month"]')!;
    expect(input.value).toBe('2025-03');
    await act(() => {
      input.value = '2025-04';
      // preact/compat hears an input's onChange on `input`, as a browser fires it when a month is picked
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(() => location.search === '?month=2025-04');
    await settle(() =>
      server.callsTo('merchant_amount_record/statics').some((c) => c.params.month === '2025-04'),
    );
    // 清除 goes back to all months
    const clear = [...main()!.querySelectorAll<HTMLAnchorElement>('.sf-fund__filter a')].find(
      (a) => a.textContent === '清除',
    )!;
    await act(() => clear.click());
    await settle(() => location.search === '');
    await settle(() => totals()[0]?.startsWith('结算总额') === true);
  });

  it('ignores a malformed month in the address', async () => {
    const server = await openApp('/merchant/funds?month=2025-13', routes());
    await settle(() => main()!.querySelectorAll('.mc-table tbody tr').length === 2);
    expect(server.callsTo('merchant_amount_record/statics')[0]!.params).toEqual({});
    expect(server.callsTo('merchant_amount_record/get')[0]!.params).toEqual({ page: 1, limit: 10 });
  });
});
