import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeekHelpDetail, SeekHelpQuote } from '../../../core/api/contract/models-ledger';
import { list, ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const DEMAND: SeekHelpDetail = {
  id: 4,
  title: '锂电池 UN38.3 运输鉴定检测',
  servics_id: 1,
  servics_name: '检验检测',
  subject: 'UN38.3',
  province: '江苏省',
  city: '苏州市',
  budget_min: 3000,
  budget_max: 8000,
  deadline: '2099-12-31',
  status: 'answered',
  status_name: '已响应',
  quotes: 2,
  mine: true,
  created_at: '2026-11-20T02:00:00.000Z',
  content: '18650 锂电池组，空运出口。',
  contact_name: '王芳',
  contact_mobile: '13912345678',
  attachments: [],
  attachment_count: 0,
};
const quote = (id: number, name: string, price: number): SeekHelpQuote => ({
  id,
  seek_help_id: 4,
  seek_help_title: DEMAND.title,
  seek_help_status: 'answered',
  seek_help_status_name: '已响应',
  merchant_id: id,
  merchant_name: name,
  price,
  days: 5 + id,
  note: `${name}的说明`,
  mine: false,
  quoted_at: '2026-11-21T02:00:00.000Z',
  accepted: false,
  accepted_goods_id: null,
});

const quotes = () => [...document.querySelectorAll('.sf-sh-quote')];

describe('/seekhelp/detail quotes', () => {
  it('the poster sees every quote, cheapest first, with lab, price, days and note', async () => {
    const server = await openApp('/seekhelp/detail?id=4', {
      'seek_help/info': ok({ info: DEMAND }),
      'seek_help_quote/get': list([quote(1, '中研检测', 5200), quote(2, '乙方检测实验室', 4800.5)]),
    });
    await settle(() => quotes().length === 2);
    expect(server.callsTo('seek_help_quote/get')[0]?.params).toMatchObject({ seek_help_id: 4 });
    expect(quotes()[0]!.textContent).toContain('乙方检测实验室');
    expect(quotes()[0]!.textContent).toContain('4800.50');
    expect(quotes()[0]!.textContent).toContain('服务周期 7 天');
    expect(quotes()[0]!.textContent).toContain('乙方检测实验室的说明');
    expect(quotes()[0]!.querySelector('a')?.getAttribute('href')).toBe('/shop?id=2');
    expect(main()!.textContent).toContain('接受报价并下单');
  });

  it('接受报价并下单: asks to confirm, accepts that quote by id only, then settles its cart item', async () => {
    const server = await openApp('/seekhelp/detail?id=4', {
      'seek_help/info': ok({ info: DEMAND }),
      'seek_help_quote/get': list([quote(1, '中研检测', 5200), quote(2, '乙方检测实验室', 4800.5)]),
      'seek_help_quote/accept': ok({ goods_id: 77, cart_id: 55 }),
    });
    await settle(() => quotes().length === 2);
    const button = quotes()[0]!.querySelector<HTMLButtonElement>('.sf-sh-quote__accept')!;
    expect(button.textContent).toBe('接受报价并下单');
    button.click();
    await settle(() => !!document.querySelector('dialog'));
    expect(document.querySelector('dialog')!.textContent).toContain('乙方检测实验室');
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find(
      (b) => b.textContent === '接受报价并下单',
    )!;
    confirm.click();
    await settle(() => server.callsTo('seek_help_quote/accept').length === 1);
    // the price is never sent: the server prices it from the quote row
    expect(server.callsTo('seek_help_quote/accept')[0]?.params).toEqual({ id: 2 });
    await settle(() => location.pathname === '/shopcarsettle');
    expect(location.search).toBe('?ids=55');
  });

  it('an accepted quote shows 已接受 and no quote can be accepted again', async () => {
    await openApp('/seekhelp/detail?id=4', {
      'seek_help/info': ok({ info: DEMAND }),
      'seek_help_quote/get': list([
        quote(1, '中研检测', 5200),
        { ...quote(2, '乙方检测实验室', 4800.5), accepted: true, accepted_goods_id: 77 },
      ]),
    });
    await settle(() => quotes().length === 2);
    expect(quotes()[0]!.textContent).toContain('已接受');
    expect(document.querySelectorAll('.sf-sh-quote__accept')).toHaveLength(0);
  });

  it('others see the count only, and no quote is asked for', async () => {
    const server = await openApp('/seekhelp/detail?id=4', {
      'seek_help/info': ok({ info: { ...DEMAND, mine: false, contact_name: '王**' } }),
    });
    await settle(() => !!main()?.querySelector('.sf-sh-detail'));
    expect(main()!.textContent).toContain('2 家机构已报价');
    expect(main()!.querySelector('.sf-sh-quote-list')).toBeNull();
    expect(server.callsTo('seek_help_quote/get')).toHaveLength(0);
  });
});
