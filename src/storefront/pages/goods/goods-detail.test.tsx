import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, type GoodsDetail, setSession } from '../../../core';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

const merchantInfo = {
  id: 3,
  org_name: '合肥衡准计量测试研究院有限公司',
  logo: '',
  kind: 'metrology_institute',
  kind_name: '计量机构',
  province: '安徽省',
  city: '合肥市',
  intro: '',
};

/** A type-1 service: priced by the sum of the chosen options. */
const water: GoodsDetail = {
  id: 1,
  name: '生活饮用水全分析检测',
  cover: '/images/goods/1-1.svg',
  pictures: ['/images/goods/1-1.svg', '/images/goods/1-2.svg', '/images/goods/1-3.svg'],
  merchant_id: 3,
  servics_id: 1,
  servicsInfo: { id: 1, name: '检验检测' },
  category_id: 121,
  min_price: 3800,
  description: '',
  standard_no: 'GB 5749-2022',
  standards: ['GB 5749-2022', 'GB/T 5750-2023'],
  sales: 128,
  views: 0,
  serviceContent: [
    { id: 101, name: '常规 35 项', price: 3800 },
    { id: 102, name: '全分析 97 项', price: 6800 },
  ],
  trainingForm: [],
  approvalLogo: [
    { id: 171, name: 'CMA', price: 300 },
    { id: 172, name: 'CNAS', price: 500.5 },
  ],
  sales_promotion: null,
  sales_promotion_unit: [],
  merchantInfo,
  content: '<h3>检测项目</h3><p>微生物、毒理、感官性状</p>',
};

/** A type-4 service: priced by the chosen promotion unit. */
const course: GoodsDetail = {
  ...water,
  id: 57,
  name: 'ISO 9001 内审员培训',
  servics_id: 4,
  servicsInfo: { id: 4, name: '培训' },
  serviceContent: [{ id: 301, name: '标准课程', price: 100 }],
  approvalLogo: [],
  sales_promotion: { online_wages: 880, spot_wages: 1480 },
  sales_promotion_unit: ['online_wages', 'spot_wages'],
};

const routesFor = (goods: GoodsDetail) => ({
  'goods/info': ok({ info: goods }),
  'merchant/info': ok({ info: { ...merchantInfo, navInfos: [], qualifications: ['CNAS L0001'] } }),
  'goods/view': ok({ counted: true, views: 1 }),
  'goods_footprint/record': ok(null),
  'goods_cart/get': list([]),
  'goods_collect/get': list([]),
  'merchant_attention/get': list([]),
});

const priceText = () => document.querySelector('.gd-price output')?.textContent ?? '';
const radio = (group: string, label: string) => {
  const set = [...document.querySelectorAll('fieldset')].find(
    (f) => f.querySelector('legend')?.textContent === group,
  );
  const input = [...(set?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find((i) =>
    i.parentElement?.textContent?.startsWith(label),
  );
  if (!input) throw new Error(`no ${group} / ${label}`);
  return input;
};
const pick = async (group: string, label: string) => {
  await act(() => {
    radio(group, label).click();
  });
};
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.gd-actions button')].find((b) =>
    b.textContent?.includes(text),
  )!;

async function open(goods: GoodsDetail, extra = {}) {
  const server = await openApp(`/home/goodsdetail?id=${goods.id}`, { ...routesFor(goods), ...extra });
  await settle(() => !!document.querySelector('.gd-price output') && document.title.startsWith(goods.name));
  return server;
}

describe('goods detail: price follows the selection (display only)', () => {
  it('types 1–3: the sum of the chosen options', async () => {
    await open(water);
    expect(document.title).toBe(`生活饮用水全分析检测 - ${SITE}`);
    expect(main()?.querySelector('h1')?.textContent).toContain('生活饮用水全分析检测');
    expect(radio('服务内容', '常规 35 项').checked).toBe(true);
    expect(radio('认可标识', '不需要').checked).toBe(true);
    expect(priceText()).toBe('¥3800.00');
    await pick('服务内容', '全分析 97 项');
    expect(priceText()).toBe('¥6800.00');
    await pick('认可标识', 'CNAS');
    expect(priceText()).toBe('¥7300.50');
    await pick('认可标识', '不需要');
    expect(priceText()).toBe('¥6800.00');
    // a type without training forms draws no 培训形式 group
    expect([...document.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      '服务内容',
      '认可标识',
    ]);
  });

  it("the top navigation highlights the service's channel, not 首页", async () => {
    await open(water);
    await settle(() => !!document.querySelector('.sf-nav [aria-current="page"]'));
    const current = document.querySelectorAll('.sf-nav [aria-current="page"]');
    expect([...current].map((a) => a.textContent)).toEqual(['检验检测']);
  });

  it('an option without a surcharge reads 不加价, a free service content 免费, never ¥0.00', async () => {
    await open({
      ...water,
      serviceContent: [...water.serviceContent, { id: 103, name: '感官初筛', price: 0 }],
      approvalLogo: [{ id: 170, name: '仅盖检验检测专用章', price: 0 }, ...water.approvalLogo],
    });
    const chip = (group: string, label: string) => radio(group, label).parentElement!.textContent;
    expect(chip('认可标识', '仅盖检验检测专用章')).toBe('仅盖检验检测专用章不加价');
    expect(chip('认可标识', 'CMA')).toBe('CMA¥300.00');
    expect(chip('服务内容', '感官初筛')).toBe('感官初筛免费');
    expect(main()!.querySelector('.gd-opts')!.textContent).not.toContain('¥0.00');
  });

  it('types 4–5: the promotion price of the chosen unit', async () => {
    await open(course);
    expect([...document.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['购买方式']);
    expect(priceText()).toBe('¥880.00');
    await pick('购买方式', '现场课酬');
    expect(priceText()).toBe('¥1480.00');
  });
});

describe('goods detail: purchase', () => {
  it('refuses add-to-cart for a merchant with 请以买家身份登录后操作, calling nothing', async () => {
    setSession({ token: 'm', userType: 2, userInfo: { id: 9, mobile: '13800000002' } });
    const server = await open(water);
    await act(() => {
      button('加入购物车').click();
    });
    await settle(() => $toast.get() !== null);
    expect($toast.get()).toMatchObject({ kind: 'error', message: '请以买家身份登录后操作' });
    expect(server.callsTo('goods_cart/add')).toEqual([]);
    // merchants leave no footprint; the view still counts
    expect(server.callsTo('goods_footprint/record')).toEqual([]);
    expect(server.callsTo('goods/view')).toHaveLength(1);
  });

  it('sends a logged-out visitor to login with a way back', async () => {
    const server = await open(water);
    await act(() => {
      button('立即购买').click();
    });
    // only the address: the login page is another chunk
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/home/goodsdetail?id=1');
    expect($toast.get()).toMatchObject({ kind: 'warning', message: '请先登录' });
    expect(server.callsTo('goods_cart/add')).toEqual([]);
  });

  it('加入购物车 while logged out completes after login with the options chosen, once', async () => {
    await open(water);
    await pick('服务内容', '全分析 97 项');
    await pick('认可标识', 'CNAS');
    await act(() => {
      button('加入购物车').click();
    });
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    // logged in, back on the page the address named
    setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
    const server = await open(water, { 'goods_cart/add': ok({ id: 5 }, '已加入购物车') });
    await settle(() => server.callsTo('goods_cart/add').length === 1);
    expect(server.callsTo('goods_cart/add')[0]!.params).toEqual({
      goods_id: 1,
      service_content_id: 102,
      approval_logo_id: 172,
    });
    expect(radio('服务内容', '全分析 97 项').checked).toBe(true);
    expect(location.pathname).toBe('/home/goodsdetail'); // 加入购物车 stays; 立即购买 would settle
    // the cart will arrive with it ticked
    await vi.waitFor(() => expect(sessionStorage.getItem('tic_cart_added')).toBe('[5]'));
    // taken once: opening the page again adds nothing
    const again = await open(water, { 'goods_cart/add': ok({ id: 5 }) });
    expect(again.callsTo('goods_cart/add')).toEqual([]);
  });

  it('立即购买 while logged out settles the chosen item after login; another goods ignores it', async () => {
    await open(water);
    await pick('服务内容', '全分析 97 项');
    await act(() => {
      button('立即购买').click();
    });
    setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
    const other = await open(course, { 'goods_cart/add': ok({ id: 6 }) });
    expect(other.callsTo('goods_cart/add')).toEqual([]);
    // the page goes on to the settlement at once: no waiting for its own title
    const server = await openApp('/home/goodsdetail?id=1', {
      ...routesFor(water),
      'goods_cart/add': ok({ id: 5 }),
    });
    await vi.waitFor(() => expect(location.pathname + location.search).toBe('/shopcarsettle?ids=5'));
    expect(server.callsTo('goods_cart/add')[0]!.params).toMatchObject({ service_content_id: 102 });
  });

  it('adds the chosen options for a buyer (no price sent), records the footprint once, buys now', async () => {
    setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
    const server = await open(water, { 'goods_cart/add': ok({ id: 5 }, '已加入购物车') });
    await pick('服务内容', '全分析 97 项');
    await pick('认可标识', 'CMA');
    await act(() => {
      button('加入购物车').click();
    });
    await settle(() => server.callsTo('goods_cart/add').length === 1);
    expect(server.callsTo('goods_cart/add')[0]!.params).toEqual({
      goods_id: 1,
      service_content_id: 102,
      approval_logo_id: 171,
    });
    await settle(() => $toast.get()?.message === '已加入购物车');
    expect(server.callsTo('goods_footprint/record')).toHaveLength(1);
    expect(server.callsTo('goods/view')).toHaveLength(1);
    await vi.waitFor(() => expect(button('立即购买').disabled).toBe(false));
    await act(() => {
      button('立即购买').click();
    });
    // 立即购买 settles the item goods_cart/add answered, outside the cart
    await vi.waitFor(() => expect(location.pathname + location.search).toBe('/shopcarsettle?ids=5'));
    expect(server.callsTo('goods_cart/add').at(-1)!.params).toMatchObject({ buy_now: true });
  });

  it('an add-on (单项加测 每项) gets a quantity: the price follows it and the cart gets it', async () => {
    setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
    const withAddon = {
      ...water,
      serviceContent: [...water.serviceContent, { id: 103, name: '单项加测（每项）', price: 120 }],
    };
    const server = await open(withAddon, { 'goods_cart/add': ok({ id: 7 }, '已加入购物车') });
    const stepper = () => document.querySelector<HTMLElement>('.gd-opts .sf-qty');
    expect(stepper()).toBeNull();
    await pick('服务内容', '单项加测（每项）');
    expect(priceText()).toContain('120.00');
    await act(() => {
      stepper()!.querySelector<HTMLButtonElement>('button[aria-label="增加"]')!.click();
    });
    await act(() => {
      stepper()!.querySelector<HTMLButtonElement>('button[aria-label="增加"]')!.click();
    });
    expect(stepper()!.querySelector('input')!.value).toBe('3');
    expect(priceText()).toContain('360.00');
    await act(() => {
      button('加入购物车').click();
    });
    await settle(() => server.callsTo('goods_cart/add').length === 1);
    expect(server.callsTo('goods_cart/add')[0]!.params).toMatchObject({
      service_content_id: 103,
      quantity: 3,
    });
    // a package again: no quantity to choose, none sent
    await pick('服务内容', '常规 35 项');
    expect(stepper()).toBeNull();
  });

  it('a type-4 purchase sends the unit only', async () => {
    setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
    const server = await open(course, { 'goods_cart/add': ok({ id: 6 }, '已加入购物车') });
    await pick('购买方式', '现场课酬');
    await act(() => {
      button('加入购物车').click();
    });
    await settle(() => server.callsTo('goods_cart/add').length === 1);
    expect(server.callsTo('goods_cart/add')[0]!.params).toEqual({
      goods_id: 57,
      sales_promotion_unit: 'spot_wages',
    });
  });
});

describe('goods detail: pictures, tabs, missing goods', () => {
  it('switches pictures with the thumbnails and the arrow keys', async () => {
    await open(water);
    const thumbs = () => [...document.querySelectorAll<HTMLButtonElement>('.gd-gallery__thumbs button')];
    const mainSrc = () => document.querySelector('.gd-gallery__main img')?.getAttribute('src');
    expect(thumbs()).toHaveLength(3);
    await act(() => thumbs()[1]!.click());
    expect(mainSrc()).toBe('/images/goods/1-2.svg');
    await act(() => {
      thumbs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(mainSrc()).toBe('/images/goods/1-3.svg');
    expect(thumbs()[2]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the sanitized details, then 服务流程 and 常见问题 as tabs', async () => {
    await open(water);
    expect(document.querySelector('[role="tabpanel"] h3')?.textContent).toBe('检测项目');
    const tab = (name: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === name)!;
    await act(() => tab('服务流程').click());
    expect(tab('服务流程').getAttribute('aria-selected')).toBe('true');
    expect(document.querySelectorAll('.gd-steps li').length).toBe(5);
    await act(() => tab('常见问题').click());
    expect(document.querySelector('.gd-faq dt')).not.toBeNull();
  });

  it('answers 商品不存在 with a link home for a missing or bad id', async () => {
    await openApp('/home/goodsdetail?id=999', { 'goods/info': refused('商品不存在') });
    await settle(() => !!main()?.querySelector('h1'));
    expect(main()?.querySelector('h1')?.textContent).toBe('商品不存在');
    expect(main()?.querySelector('a[href="/home"]')).not.toBeNull();
    await openApp('/home/goodsdetail?id=abc');
    await settle(() => !!main()?.querySelector('h1'));
    expect(main()?.querySelector('h1')?.textContent).toBe('商品不存在');
  });
});
