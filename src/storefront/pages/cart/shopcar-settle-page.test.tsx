import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../core';
import { type Handler, list, ok, type Routes, refused } from '../../../core/testing/fake-api';
import { isCheckoutPath } from '../../routes';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { address, cartItem, coupon, title } from './cart-fixtures';
import { NEWEST, resolveChoices } from './settle-choices';

beforeEach(resetApp);
afterEach(resetApp);

const ITEMS = [cartItem(11, 3, 3800), cartItem(12, 3, 200), cartItem(21, 7, 900)];

const routes = (extra: Routes = {}): Routes => ({
  'goods_cart/get': list(ITEMS),
  'user_address/get': list([address(1, false), address(2, true)]),
  'user_invoice/get': list([title(5, false), title(6, true)]),
  'invoice_project/get': list([
    { id: 1, name: '检测服务费', tax_id: 1 },
    { id: 2, name: '技术咨询费', tax_id: 1 },
  ]),
  'coupon/getOrderUsableList': list([coupon(31, 300, 1000), coupon(32, 100)]),
  'order/create': ok({ id: 77, order_no: 'TIC1', pay_amount: 3700 }, '订单提交成功'),
  ...extra,
});

async function openSettle(ids: string, extra: Routes = {}) {
  setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
  const server = await openApp(`/shopcarsettle?ids=${ids}`, routes(extra));
  await settle(() => !!main()?.querySelector('.sf-settle-summary, .sf-empty'));
  return server;
}

/** The radio in `block` whose card reads `text`. */
const radio = (block: string, text: string) => {
  const section = [...document.querySelectorAll('.sf-settle-block')].find(
    (s) => s.querySelector('h2')?.textContent === block,
  );
  const label = [...(section?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.includes(text));
  return label?.querySelector<HTMLInputElement>('input[type="radio"]') ?? null;
};
const amount = (label: string) =>
  [...document.querySelectorAll('.sf-settle-summary dl > div')]
    .find((d) => d.querySelector('dt')?.textContent === label)
    ?.querySelector('.sf-price')?.textContent;
const submit = () => document.querySelector<HTMLButtonElement>('.sf-settle-submit')!;
const waitLoaded = () =>
  vi.waitFor(() => {
    expect(radio('收货地址', '张三')).not.toBeNull();
    expect(radio('优惠券', '满减券300')).not.toBeNull();
    expect(radio('发票信息', '苏州某某检测科技有限公司')).not.toBeNull();
  });

describe('settlement choices', () => {
  const lists = {
    addresses: [address(1, false), address(2, true)],
    titles: [title(5, false), title(6, true)],
    projects: [{ id: 1, name: '检测服务费', tax_id: 1 }],
    coupons: [coupon(31, 300), coupon(32, 100)],
  };
  it('defaults: the default address and title, the first project, the best coupon', () => {
    expect(
      resolveChoices(lists, { address: 0, invoice: undefined, project: '', coupon: undefined }),
    ).toMatchObject({
      addressId: 2,
      invoiceId: 6,
      project: '检测服务费',
      couponId: 31,
    });
  });
  it('keeps the buyer’s picks while they exist; NEWEST is the highest id', () => {
    const picked = resolveChoices(lists, { address: 1, invoice: null, project: '检测服务费', coupon: null });
    expect(picked).toMatchObject({ addressId: 1, invoiceId: null, couponId: null, coupon: null });
    const gone = resolveChoices(lists, { address: 99, invoice: 99, project: 'x', coupon: 99 });
    expect(gone).toMatchObject({ addressId: 2, invoiceId: null, project: '检测服务费', couponId: null });
    expect(resolveChoices(lists, { address: NEWEST, invoice: 5, project: '', coupon: 32 })).toMatchObject({
      addressId: 2,
      invoiceId: 5,
      couponId: 32,
      coupon: { amount: 100 },
    });
  });
});

describe('确认订单 page', () => {
  it('preselects the default address and invoice title and the best coupon; shows the amounts', async () => {
    const server = await openSettle('11,12');
    await waitLoaded();
    expect(document.title).toMatch(/^确认订单 - /);
    expect(
      [...document.querySelectorAll('.sf-settle-items .sf-cart-item__name')].map((a) => a.textContent),
    ).toEqual(['服务11', '服务12']);
    expect(radio('收货地址', '张三')!.checked).toBe(true);
    expect(radio('发票信息', '苏州某某检测科技有限公司')!.checked).toBe(true);
    expect(radio('优惠券', '满减券300')!.checked).toBe(true);
    expect(radio('付款方式', '全款支付')!.checked).toBe(true);
    expect(amount('商品金额')).toBe('¥4000.00');
    expect(amount('优惠')).toBe('¥300.00');
    expect(amount('应付金额')).toBe('¥3700.00');
    expect(server.callsTo('coupon/getOrderUsableList')[0]!.params).toMatchObject({ cart_ids: '11,12' });
    // the items are read by id (a 立即购买 item is not in the cart's list)
    expect(server.callsTo('goods_cart/get').map((call) => call.params.ids)).toContain('11,12');
  });

  it('has the compact checkout header (no search or navigation on phones); the cart page does not', async () => {
    await openSettle('11');
    expect(document.querySelector('.sf-header')?.classList.contains('sf-header--checkout')).toBe(true);
    expect(isCheckoutPath('/cashierdesk')).toBe(true);
    expect(isCheckoutPath('/shopcar')).toBe(false);
  });

  it('coupons that do not apply are listed, not offered, with the reason', async () => {
    const usable = [coupon(31, 300, 1000), coupon(32, 100)];
    const unusable = [{ ...coupon(33, 500, 5000), reason: '还差 ¥1000.00 可用' }];
    await openSettle('11,12', {
      'coupon/getOrderUsableList': ok({ list: usable, total: 2, page: 1, limit: 2, unusable }),
    });
    await waitLoaded();
    const row = [...document.querySelectorAll('.sf-settle-option.is-unusable')];
    expect(row).toHaveLength(1);
    expect(row[0]!.textContent).toContain('满减券500');
    expect(row[0]!.textContent).toContain('还差 ¥1000.00 可用');
    expect(row[0]!.querySelector('input')).toBeNull();
    expect(radio('优惠券', '满减券300')!.checked).toBe(true);
  });

  it('address cards mask the phone and name a municipality once (北京市海淀区)', async () => {
    const beijing = {
      ...address(3, false),
      consignee: '王五',
      province: '北京市',
      city: '北京市',
      area: '海淀区',
      street: '学院路街道',
      detail: '学院路 30 号',
    };
    await openSettle('11,12', { 'user_address/get': list([beijing, address(2, true)]) });
    await waitLoaded();
    const card = radio('收货地址', '王五')!.closest('label')!.textContent!;
    expect(card).toContain('王五 138****0001');
    expect(card).not.toContain('13800000001');
    expect(card).toContain('北京市海淀区学院路街道学院路 30 号');
    expect(card).not.toContain('北京市北京市');
    expect(radio('收货地址', '江苏省苏州市虎丘区科技城锦峰路 2 号')).not.toBeNull();
  });

  it('submits ids and choices only — never a price — and goes to the cashier desk', async () => {
    const server = await openSettle('11,12');
    await waitLoaded();
    await act(() => radio('收货地址', '李四')!.click());
    await act(() => radio('优惠券', '满减券100')!.click());
    await act(() => radio('付款方式', '预付30%')!.click());
    expect(amount('应付金额')).toBe('¥3900.00');
    expect(amount('首付（30%）')).toBe('¥1170.00');
    const project = document.querySelector<HTMLSelectElement>('.sf-settle-field--inline select')!;
    await act(() => {
      project.value = '技术咨询费';
      project.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const remark = document.querySelector<HTMLTextAreaElement>('.sf-settle-remark')!;
    await act(() => {
      remark.value = '  样品 3 份，周五前寄出  ';
      remark.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => submit().click());
    await vi.waitFor(() => expect(location.pathname + location.search).toBe('/cashierdesk?id=77'));
    const sent = server.callsTo('order/create');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual({
      cart_ids: [11, 12],
      address_id: 1,
      invoice_id: 6,
      invoice_project: '技术咨询费',
      user_coupon_id: 32,
      pay_plan: 'deposit',
      remark: '样品 3 份，周五前寄出',
    });
    expect(JSON.stringify(sent[0]!.params)).not.toMatch(/price|amount|total|discount/);
  });

  it('不开发票 and 不使用优惠券 send neither', async () => {
    const server = await openSettle('11');
    await waitLoaded();
    await act(() => radio('发票信息', '不开发票')!.click());
    await act(() => radio('优惠券', '不使用优惠券')!.click());
    expect(document.querySelector('.sf-settle-field--inline select')).toBeNull();
    expect(amount('应付金额')).toBe('¥3800.00');
    await act(() => submit().click());
    await vi.waitFor(() => expect(server.callsTo('order/create')).toHaveLength(1));
    expect(server.callsTo('order/create')[0]!.params).toEqual({
      cart_ids: [11],
      address_id: 2,
      pay_plan: 'full',
      remark: '',
    });
  });

  it('disables 提交订单 while it runs and shows the server’s refusal', async () => {
    let answer: (v: unknown) => void = () => {};
    const pending: Handler = () =>
      new Promise((resolve) => {
        answer = () => resolve(refused('优惠券不可用或已被使用'));
      });
    const server = await openSettle('11,12', { 'order/create': pending });
    await waitLoaded();
    await act(() => submit().click());
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('提交中…');
    await act(() => submit().click());
    expect(server.callsTo('order/create')).toHaveLength(1);
    await act(() => answer(null));
    await vi.waitFor(() =>
      expect(document.querySelector('.sf-settle-summary [role="alert"]')?.textContent).toBe(
        '优惠券不可用或已被使用',
      ),
    );
    expect(submit().disabled).toBe(false);
    expect(location.pathname).toBe('/shopcarsettle');
  });

  it('refuses items of two labs, and ids no longer in the cart', async () => {
    await openSettle('11,21');
    expect(main()?.querySelector('.sf-empty')?.textContent).toContain('来自不同的服务机构');
    expect(document.querySelector('.sf-settle-submit')).toBeNull();
    await openSettle('99');
    await settle(() => !!main()?.querySelector('.sf-empty'));
    expect(main()?.querySelector('.sf-empty')?.textContent).toContain('所选服务已不在购物车中');
    expect(main()?.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/shopcar');
  });

  it('with no address: the inline form checks its fields, adds the address and uses it', async () => {
    let saved = false;
    const server = await openSettle('11', {
      'user_address/get': () => list(saved ? [address(8, false)] : []),
      'user_address/add': () => {
        saved = true;
        return ok({ id: 8 }, '添加成功');
      },
      'zone_province/get': list([{ code: '32', name: '江苏省' }]),
      'zone_city/get': list([{ code: '3205', name: '苏州市' }]),
      'zone_area/get': list([{ code: '320505', name: '虎丘区' }]),
      'zone_street/get': list([]),
    });
    await vi.waitFor(() => expect(document.querySelector('.sf-settle-addr-form')).not.toBeNull());
    expect(main()?.textContent).toContain('还没有收货地址');
    const form = document.querySelector<HTMLFormElement>('.sf-settle-addr-form')!;
    await act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect([...form.querySelectorAll('.sf-field__error')].map((e) => e.textContent)).toEqual([
      '收货人姓名为 2–20 个字',
      '请输入正确的 11 位手机号',
      '请选择完整的省、市、区县',
      '详细地址为 5–120 个字',
    ]);
    expect(server.callsTo('user_address/add')).toEqual([]);

    const type = async (label: string, value: string) => {
      const id = [...form.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor;
      const input = document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
      await act(() => {
        input.value = value;
        input.dispatchEvent(new Event(input.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      });
    };
    await type('收货人', '王五');
    await type('手机号码', '13900000009');
    await vi.waitFor(() => expect(form.querySelectorAll('select')[0]!.options.length).toBe(2));
    await type('省份', '32');
    await vi.waitFor(() => expect(form.querySelectorAll('select')[1]!.options.length).toBe(2));
    await type('城市', '3205');
    await vi.waitFor(() => expect(form.querySelectorAll('select')[2]!.options.length).toBe(2));
    await type('区县', '320505');
    await type('详细地址', '狮山路 88 号 5 楼');
    await act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await vi.waitFor(() => expect(server.callsTo('user_address/add')).toHaveLength(1));
    // the contract's user_address/add: zone codes only (the server names them from its own table)
    expect(server.callsTo('user_address/add')[0]!.params).toEqual({
      consignee: '王五',
      mobile: '13900000009',
      province_code: '32',
      city_code: '3205',
      area_code: '320505',
      street_code: '',
      detail: '狮山路 88 号 5 楼',
      is_default: false,
    });
    await vi.waitFor(() => expect(radio('收货地址', '李四')?.checked).toBe(true));
    expect(document.querySelector('.sf-settle-addr-form')).toBeNull();
    await act(() => submit().click());
    await vi.waitFor(() => expect(server.callsTo('order/create')).toHaveLength(1));
    expect(server.callsTo('order/create')[0]!.params).toMatchObject({ address_id: 8 });
  });

  it('新增抬头 adds an invoice title in a dialog on the page, and the order is invoiced to it', async () => {
    let added = false;
    const server = await openSettle('11', {
      'user_invoice/get': () =>
        list([
          title(5, false),
          title(6, true),
          ...(added ? [{ ...title(9, false), title: '上海衡信检测技术有限公司' }] : []),
        ]),
      'user_invoice/add': () => {
        added = true;
        return ok(null, '发票抬头已添加');
      },
    });
    await waitLoaded();
    await act(() => buttonIn(document, '+ 新增抬头')!.click());
    expect(dialog()?.querySelector('h2')?.textContent).toBe('新增发票抬头');
    await typeIn(field(dialog()!, '发票抬头'), '上海衡信检测技术有限公司');
    await typeIn(field(dialog()!, '纳税人识别号'), '91350100m000100y43');
    await act(() => buttonIn(dialog()!, '保存')!.click());
    await vi.waitFor(() => expect(radio('发票信息', '上海衡信检测技术有限公司')?.checked).toBe(true));
    expect(location.pathname).toBe('/shopcarsettle');
    expect(dialog()).toBeNull();
    await act(() => submit().click());
    await vi.waitFor(() => expect(server.callsTo('order/create')).toHaveLength(1));
    expect(server.callsTo('order/create')[0]!.params).toMatchObject({ invoice_id: 9 });
  });

  it('修改所选地址 corrects the chosen address in a dialog without leaving checkout', async () => {
    const server = await openSettle('11', {
      'user_address/edit': ok(null, '保存成功'),
      'zone_province/get': list([{ code: '32', name: '江苏省' }]),
      'zone_city/get': list([{ code: '3205', name: '苏州市' }]),
      'zone_area/get': list([{ code: '320505', name: '虎丘区' }]),
      'zone_street/get': list([]),
    });
    await waitLoaded();
    await act(() => buttonIn(document, '修改所选地址')!.click());
    expect(dialog()?.querySelector('h2')?.textContent).toBe('修改收货地址');
    await typeIn(field(dialog()!, '收货人'), '张三丰');
    await act(() => buttonIn(dialog()!, '保存并使用')!.click());
    await vi.waitFor(() => expect(server.callsTo('user_address/edit')).toHaveLength(1));
    expect(server.callsTo('user_address/edit')[0]!.params).toMatchObject({ id: 2, consignee: '张三丰' });
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(location.pathname).toBe('/shopcarsettle');
  });
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog[open]');
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
/** The input a label names: by its `for`, or the one inside it. */
const field = (root: ParentNode, label: string) => {
  const l = [...root.querySelectorAll('label')].find(
    (x) => (x.htmlFor ? x.textContent : x.firstElementChild?.textContent) === label,
  )!;
  return (
    l.htmlFor ? document.getElementById(l.htmlFor) : l.querySelector('input, select')
  ) as HTMLInputElement;
};
const typeIn = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
