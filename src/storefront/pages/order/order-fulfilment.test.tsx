import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { buyer, change, detail, fulfilment, sampleAddress } from './order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(() => resetApp());

const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

async function open(info: ReturnType<typeof detail>, routes = {}) {
  const server = await openApp('/home/order/detail?id=7', { 'order/info': ok({ info }), ...routes });
  await settle(() => !!main()?.querySelector('.sf-od-banner'));
  return server;
}

const awaiting = () =>
  detail({ status: 'awaiting_sample', status_label: '待寄样', actions: ['shipSample'], changes: [] });

describe('the buyer’s fulfilment on 订单详情', () => {
  it('asks for the sample’s courier and waybill, checks them in Chinese, then sends them', async () => {
    const server = await open(awaiting(), { 'order/shipSample': ok(null) });
    const form = main()!.querySelector<HTMLFormElement>('form.sf-od-ship')!;
    expect(main()!.querySelector('#od-ship')?.textContent).toBe('寄送样品');
    // the list's 寄送样品 link is not repeated on the detail: the form is the action
    expect(main()!.querySelector('.sf-od-banner [data-action="shipSample"]')).toBeNull();
    await act(() => form.requestSubmit());
    expect([...form.querySelectorAll('.sf-field__error')].map((e) => e.textContent)).toEqual([
      '请输入快递公司',
      '请输入运单号',
    ]);
    const [courier, waybill] = [...form.querySelectorAll('input')];
    await type(courier!, '顺丰速运');
    await type(waybill!, 'SF-1');
    await act(() => form.requestSubmit());
    expect(form.querySelector('.sf-field__error')?.textContent).toBe('运单号应为 6-30 位字母或数字');
    expect(server.callsTo('order/shipSample')).toHaveLength(0);
    await type(waybill!, 'sf1234567890');
    await act(() => form.requestSubmit());
    await settle(() => server.callsTo('order/shipSample').length === 1);
    expect(server.callsTo('order/shipSample')[0]?.params).toEqual({
      id: 7,
      courier_company: '顺丰速运',
      waybill_no: 'SF1234567890',
    });
  });

  it('says where to send the sample, and 复制 puts 收件人 电话 地址 on the clipboard as one line', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open(awaiting());
    const box = main()!.querySelector('#od-ship')!.parentElement!.querySelector('.sf-od-sendto')!;
    expect(box.querySelector('h3')?.textContent).toBe('样品寄往');
    expect(box.textContent).toContain('周敏 0512-62583316');
    expect(box.textContent).toContain(
      '江苏省苏州市苏州工业园区星湖街 218 号生物医药产业园 C3 栋 1 楼样品接收室',
    );
    const copy = box.querySelector('button')!;
    expect(copy.textContent).toBe('复制');
    await act(() => copy.click());
    await settle(() => copy.textContent === '已复制');
    expect(writeText).toHaveBeenCalledWith(
      '周敏 0512-62583316 江苏省苏州市苏州工业园区星湖街 218 号生物医药产业园 C3 栋 1 楼样品接收室',
    );
    // the buyer's own address is where the lab sends things back
    expect(main()!.querySelector('#od-address')?.textContent).toBe('回寄地址');
  });

  it('a municipality is not named twice, and a lab without an address is said so', async () => {
    const tianjin = sampleAddress({
      province: '天津市',
      city: '天津市',
      area: '滨海新区',
      detail: '第四大街 80 号',
    });
    await open(detail({ ...awaiting(), fulfilment: fulfilment({ sample_address: tianjin }) }));
    expect(main()!.querySelector('.sf-od-sendto')?.textContent).toContain('天津市滨海新区第四大街 80 号');
    resetApp();
    buyer();
    await open(detail({ ...awaiting(), fulfilment: fulfilment({ sample_address: null }) }));
    expect(main()!.querySelector('.sf-od-sendto')).toBeNull();
    expect(main()!.textContent).toContain('实验室尚未提供收样地址');
  });

  it('shows the steps with their times, the sample record, the report and a change’s new amount', async () => {
    const steps = fulfilment().steps.map((s, i) => ({
      ...s,
      at: i < 5 ? `2025-01-0${i + 1}T10:00:00+08:00` : null,
    }));
    await open(
      detail({
        fulfilment: fulfilment({
          courier_company: '顺丰速运',
          waybill_no: 'SF1234567890',
          shipped_at: steps[1]!.at,
          sample_note: '样品完好',
          steps,
        }),
        report: {
          report_no: 'WT-2026-000001',
          sha256: 'a'.repeat(64),
          file_name: 'WT-2026-000001.pdf',
          size: 1024,
          issued_at: '2025-01-05T10:00:00+08:00',
          url: '/files/attachment/9?exp=1&sig=x',
          verify_path: '/report/verify?no=WT-2026-000001',
        },
        changes: [
          change({ status: 'approved', status_label: '已同意', new_amount: 4500.5, reply: '同意追加' }),
        ],
      }),
    );
    const page = main()!;
    expect(page.querySelector('form.sf-od-ship')).toBeNull();
    const items = [...page.querySelectorAll('.sf-od-steps li')];
    expect(items.map((li) => li.querySelector('b')?.textContent)).toEqual([
      '合同签署',
      '寄送样品',
      '实验室收样',
      '开始检测',
      '出具报告',
      '确认完成',
    ]);
    expect(items.filter((li) => li.classList.contains('is-done'))).toHaveLength(5);
    expect(items[5]!.textContent).toContain('待进行');
    expect(page.querySelector('.sf-od-fulfil')?.textContent).toContain('顺丰速运 SF1234567890');
    expect(page.querySelector('.sf-od-fulfil')?.textContent).toContain('样品完好');
    const report = page.querySelector('.sf-od-report')!;
    expect(report.textContent).toContain('报告编号：WT-2026-000001');
    const links = [...report.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['下载报告', '/files/attachment/9?exp=1&sig=x'],
      ['报告真伪查询', '/report/verify?no=WT-2026-000001'],
    ]);
    expect(page.querySelector('.sf-od-changes')?.textContent).toContain('调整后订单金额：¥4500.50');
  });
});
