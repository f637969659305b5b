import { describe, expect, it } from 'vitest';
import { eventsOfEachTest, flush, list, ok, refused, STOREFRONT, setupWidgets } from '../testing/helpers';
import { loginAs, loginHere } from '../testing/session';
import { $, $$, key, mount, text, toastOf } from '../testing/shadow';

const item = (id: number, name: string, price: number, remark: string) => ({
  id,
  goods_id: 100 + id,
  price,
  remark,
  attribute: {
    service_content_id: id,
    training_form_id: null,
    approval_logo_id: null,
    sales_promotion_unit: null,
  },
  goodsInfo: {
    id: 100 + id,
    name,
    cover: `https://img.example/${id}.jpg`,
    pictures: [],
    serviceContent: { id, name: remark, price },
    trainingForm: null,
    approvalLogo: null,
    servicsInfo: { id: 1, name: '检验检测' },
    sales_promotion: null,
  },
});

const cart = [
  item(1, '生活饮用水全分析 GB 5749-2022', 3200, '全分析 97 项'),
  item(2, 'EMC 电磁兼容测试', 1500.5, '辐射发射'),
];

function server(items = cart) {
  const rows = [...items];
  return {
    'goods_cart/get': () => list([...rows]),
    'goods_cart/delete': (p: Record<string, unknown>) => {
      rows.splice(
        rows.findIndex((r) => r.id === p.id),
        1,
      );
      return ok(null, '删除成功');
    },
    'goods_cart/add': () => {
      rows.push(item(3, 'ISO 9001 认证', 12000, '初审'));
      return ok(rows.at(-1), '已加入购物车');
    },
    'merchant_attention/get': list([]),
    'goods_collect/get': list([]),
  };
}

const hover = async (el: Element) => {
  $(el, '[part="button"]')!.parentElement!.dispatchEvent(new MouseEvent('mouseenter'));
  await flush();
};

const events = eventsOfEachTest({ lists: true });

describe('<tic-mini-cart>', () => {
  it('a buyer sees the count badge, announced politely', async () => {
    setupWidgets(server());
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    expect(text(el, '[part="badge"]')).toBe('2');
    expect($(el, '[aria-live="polite"]')!.textContent).toBe('购物车共 2 件服务');
    expect($<HTMLAnchorElement>(el, '[part="button"]')!.href).toBe(`${STOREFRONT}/shopcar`);
  });

  it('hover opens the popover: image, name, remark, price, remove, total, count, settle', async () => {
    setupWidgets(server());
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    expect($(el, '[part="popover"]')).toBeNull();
    await hover(el);
    const items = $$(el, '[part="item"]');
    expect(items).toHaveLength(2);
    expect(items[0].querySelector('img')!.getAttribute('src')).toBe('https://img.example/1.jpg');
    expect(items[0].textContent).toContain('生活饮用水全分析 GB 5749-2022');
    expect(items[0].textContent).toContain('全分析 97 项');
    expect(items[1].textContent).toContain('¥1500.50');
    expect(items[0].querySelector('[part="remove"]')!.getAttribute('aria-label')).toBe(
      '删除 生活饮用水全分析 GB 5749-2022',
    );
    expect(text(el, '[part="total"]')).toBe('¥4700.50');
    expect($(el, '[part="popover"]')!.textContent).toContain('共 2 件服务');
    const settle = $<HTMLAnchorElement>(el, '[part="settle"]')!;
    expect(settle.textContent).toBe('去购物车结算');
    expect(settle.href).toBe(`${STOREFRONT}/shopcar`);
    const pop = getComputedStyle($(el, '[part="popover"]')!);
    expect(pop.width).toBe('388px');
    const scroller = getComputedStyle($(el, '[part="list"]')!);
    expect([scroller.maxHeight, scroller.overflowY]).toEqual(['330px', 'auto']);
  });

  it('keyboard: focus opens, Escape closes and keeps focus on the button', async () => {
    setupWidgets(server());
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    const button = $<HTMLAnchorElement>(el, '[part="button"]')!;
    button.focus();
    await flush();
    expect($(el, '[part="popover"]')).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    key(button, 'Escape');
    await flush();
    expect($(el, '[part="popover"]')).toBeNull();
    expect(el.shadowRoot!.activeElement).toBe(button);
    key(button, 'ArrowDown');
    await flush();
    expect($(el, '[part="popover"]')).not.toBeNull();
  });

  it('remove calls goods_cart/delete, updates the badge and shows the message inside the widget', async () => {
    const { server: api } = setupWidgets(server());
    loginAs(1);
    events.record('tic-cart-change');
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    await hover(el);
    $$<HTMLButtonElement>(el, '[part="remove"]')[0].click();
    await flush();
    expect(api.callsTo('goods_cart/delete')[0].params).toEqual({ id: 1 });
    expect(text(el, '[part="badge"]')).toBe('1');
    expect(toastOf(el)).toBe('删除成功');
    expect(events.seen.at(-1)?.detail).toEqual({ count: 1, total: 1500.5 });
    expect(document.body.textContent).not.toContain('删除成功'); // nothing outside the element
  });

  it('a refused remove shows the server message as an error', async () => {
    setupWidgets({ ...server(), 'goods_cart/delete': refused('该商品已锁定') });
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    await hover(el);
    $$<HTMLButtonElement>(el, '[part="remove"]')[0].click();
    await flush();
    expect(toastOf(el)).toBe('该商品已锁定');
    expect($(el, '[part="toast"]')!.dataset.kind).toBe('error');
    expect(text(el, '[part="badge"]')).toBe('2');
  });

  it('a buyer sees no count while the cart loads or when its load failed, never a 0', async () => {
    let answer: (v: unknown) => void = () => {};
    setupWidgets({ 'goods_cart/get': () => new Promise((r) => (answer = r)) as never });
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    expect($(el, '[part="badge"]')).toBeNull();
    expect($(el, '[part="button"]')!.getAttribute('aria-label')).toBe('购物车');
    answer(refused('服务暂时不可用，请稍后再试'));
    await flush();
    expect($(el, '[part="badge"]')).toBeNull();
  });

  it('an empty cart says so', async () => {
    setupWidgets(server([]));
    loginAs(1);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    await hover(el);
    expect(text(el, '[part="badge"]')).toBe('0');
    expect(text(el, '[part="empty"]')).toBe('购物车中还没有服务，快去选购吧');
  });

  it.each([2, 3] as const)('user type %d sees no cart', async (type) => {
    const { server: api } = setupWidgets(server());
    loginAs(type);
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    expect($(el, '[part="button"]')).toBeNull();
    expect(getComputedStyle(el).display).toBe('none');
    expect(api.callsTo('goods_cart/get')).toEqual([]);
  });

  it('a logged-out visitor sees the button, leading to login, and no popover', async () => {
    const { server: api } = setupWidgets(server());
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    expect($<HTMLAnchorElement>(el, '[part="button"]')!.href).toBe(loginHere());
    expect(text(el, '[part="badge"]')).toBe('0');
    await hover(el);
    expect($(el, '[part="popover"]')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('follows login and logout at once', async () => {
    setupWidgets(server());
    const el = await mount('<tic-mini-cart></tic-mini-cart>');
    loginAs(1);
    await flush();
    expect(text(el, '[part="badge"]')).toBe('2');
    const { clearSession } = await import('../../core/stores/session/state');
    clearSession();
    await flush();
    expect(text(el, '[part="badge"]')).toBe('0');
  });

  it('TicWidgets.addToCart updates every mini cart and shows 已加入购物车 in them', async () => {
    const { default: TicWidgets } = await import('../index');
    setupWidgets(server());
    loginAs(1);
    const a = await mount('<tic-mini-cart></tic-mini-cart>');
    const b = await mount('<tic-mini-cart></tic-mini-cart>');
    const result = await TicWidgets.addToCart({ goods_id: 103, service_content_id: 3 });
    await flush();
    expect(result).toMatchObject({ ok: true, message: '已加入购物车' });
    expect([text(a, '[part="badge"]'), text(b, '[part="badge"]')]).toEqual(['3', '3']);
    expect([toastOf(a), toastOf(b)]).toEqual(['已加入购物车', '已加入购物车']);
  });
});
