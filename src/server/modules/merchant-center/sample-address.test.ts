import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema';
import { labToken } from '../merchant-order/merchant-order.test-kit';
import { buyersForFile, move, PAYING_BUYERS, placeOrder } from '../order/order-fixtures';
import { registerLab, SUZHOU_SAMPLE_ADDRESS, setSampleAddress } from './merchant.test-helpers';

const { t, b1 } = buyersForFile(PAYING_BUYERS);

const water = {
  servics_id: 1,
  summary: '生活饮用水 106 项全分析',
  serviceContent: [{ name: '常规 42 项', price: '1200' }],
};
const training = { servics_id: 4, serviceContent: [{ name: '线上课程', price: '800' }] };

describe('收样地址: a sample-based service is listed only with somewhere for samples to go', () => {
  let lab: { token: string; merchantId: number };
  beforeAll(async () => {
    lab = await registerLab(t, '13766680001', 401, '闽江水质检测有限公司', false);
  });

  it('refuses to submit a 检验检测 service without one, in Chinese; a training service needs none', async () => {
    expect((await t.call('merchant_center/shop', {}, lab.token)).data.info.sample_address).toBeNull();
    const refused = await t.call(
      'merchant_goods/add',
      { ...water, name: '水质检测', submit: true },
      lab.token,
    );
    expect(refused).toMatchObject({ status: false, message: '请先在店铺设置中填写收样地址' });
    // a draft is fine; its submission is not
    const draft = await t.call('merchant_goods/add', { ...water, name: '水质检测' }, lab.token);
    expect(draft.data.info.state).toBe('draft');
    const id = draft.data.info.id as number;
    expect(await t.call('merchant_goods/submit', { id }, lab.token)).toMatchObject({
      status: false,
      message: '请先在店铺设置中填写收样地址',
    });
    const course = await t.call(
      'merchant_goods/add',
      { ...training, name: '内审员培训', submit: true },
      lab.token,
    );
    expect(course.data.info.state).toBe('pending');

    await setSampleAddress(t, lab.token);
    expect((await t.call('merchant_goods/submit', { id }, lab.token)).data.info.state).toBe('pending');
    expect((await t.call('merchant_center/shop', {}, lab.token)).data.info.sample_address).toMatchObject({
      contact: '周敏',
      phone: '0512-62583316',
      province: '江苏省',
      city: '苏州市',
      area: '苏州工业园区',
      detail: '星湖街 218 号 C3 栋样品接收室',
    });
  });

  it('accepts a service with its own address when the shop has none', async () => {
    const other = await registerLab(t, '13766680002', 402, '榕城计量校准有限公司', false);
    const own = {
      ...SUZHOU_SAMPLE_ADDRESS,
      contact: '林工',
      area_code: '320505',
      detail: '竹园路 209 号 2 楼',
    };
    const saved = await t.call(
      'merchant_goods/add',
      { ...water, servics_id: 3, name: '压力表校准', submit: true, sample_address: own },
      other.token,
    );
    expect(saved.data.info).toMatchObject({
      state: 'pending',
      sample_address: { contact: '林工', area: '虎丘区', detail: '竹园路 209 号 2 楼' },
    });
    // the shop itself still has none: another service of the type is refused
    expect(
      (await t.call('merchant_goods/add', { ...water, name: '温度计校准', submit: true }, other.token))
        .message,
    ).toBe('请先在店铺设置中填写收样地址');
  });
});

describe('bad input gets the form’s Chinese words and changes nothing', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ contact: '周' }, '收样联系人为 2–20 个字'],
    [{ contact: '周'.repeat(21) }, '收样联系人为 2–20 个字'],
    [{ contact: '周敏123' }, '收样联系人只能包含文字'],
    [{ phone: '12345' }, '联系电话格式不正确，如 13800000000 或 0512-62583306'],
    [{ phone: '' }, '联系电话格式不正确，如 13800000000 或 0512-62583306'],
    [{ detail: '星湖街' }, '详细地址为 5–120 个字'],
    [{ detail: '星'.repeat(121) }, '详细地址为 5–120 个字'],
    [{ area_code: '' }, '请选择完整的省、市、区县'],
    [{ area_code: '110105' }, '所选区县不属于该城市'],
    [{ city_code: '9999' }, '所选城市不存在'],
    [{ detail: 'a\u202eb 星湖街 218 号' }, '输入内容包含非法字符'],
  ];
  it.each(cases)('%j → %s', async (patch, message) => {
    const token = await labToken(t);
    const before = (await t.call('merchant_center/shop', {}, token)).data.info.sample_address;
    const answer = await t.call(
      'merchant_center/sampleAddress',
      { ...SUZHOU_SAMPLE_ADDRESS, ...patch },
      token,
    );
    expect(answer).toMatchObject({ status: false, message, data: null });
    expect((await t.call('merchant_center/shop', {}, token)).data.info.sample_address).toEqual(before);
  });

  it('takes full-width digits and spaces of a Chinese input method as the same number', async () => {
    const lab = await registerLab(t, '13766680003', 403, '瓯江检测有限公司', false);
    const answer = await t.call(
      'merchant_center/sampleAddress',
      { ...SUZHOU_SAMPLE_ADDRESS, phone: '１３９ １２３４ ５６７８' },
      lab.token,
    );
    expect(answer).toMatchObject({ status: true, message: '收样地址已保存' });
    expect(answer.data.info.phone).toBe('13912345678');
    const landline = await t.call(
      'merchant_center/sampleAddress',
      { ...SUZHOU_SAMPLE_ADDRESS, phone: '０５１２－６２５８ ３３１６' },
      lab.token,
    );
    expect(landline.data.info.phone).toBe('0512-62583316');
  });
});

describe('whose address it is', () => {
  it('a lab sets and reads only its own; buyers get -2', async () => {
    const a = await registerLab(t, '13766680004', 404, '钱塘检测有限公司', false);
    const b = await registerLab(t, '13766680005', 405, '甬江检测有限公司', false);
    await setSampleAddress(t, a.token);
    expect((await t.call('merchant_center/shop', {}, b.token)).data.info.sample_address).toBeNull();
    // whatever id B sends, its own shop is the one it changes
    await t.call(
      'merchant_center/sampleAddress',
      { ...SUZHOU_SAMPLE_ADDRESS, contact: '乙方', merchant_id: a.merchantId },
      b.token,
    );
    const [rowA] = await t.db.select().from(merchants).where(eq(merchants.id, a.merchantId));
    expect(rowA!.sampleAddress?.contact).toBe('周敏');
    expect((await t.call('merchant_center/sampleAddress', SUZHOU_SAMPLE_ADDRESS, b1.token)).status).toBe(-2);
  });
});

describe('the order says where to send the sample', () => {
  it('shows the shop’s address, and a service’s own before it, to the buyer and the lab', async () => {
    const lab = await labToken(t);
    const id = await placeOrder(t, b1);
    expect((await t.call('pay/payTest', { id }, b1.token)).status).toBe(true);
    await move(t, id, 'sign');
    const shop = (await t.call('merchant_center/shop', {}, lab)).data.info.sample_address;
    // the seeded demo lab receives samples at its Suzhou site
    expect(shop).toMatchObject({ province: '江苏省', city: '苏州市', area: '苏州工业园区', contact: '周敏' });
    let info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info.status).toBe('awaiting_sample');
    expect(info.fulfilment.sample_address).toEqual(shop);
    expect((await t.call('merchant_order/info', { id }, lab)).data.info.fulfilment.sample_address).toEqual(
      shop,
    );

    // goods 1 gets its own address through the edit form's request
    const g = (await t.call('merchant_goods/info', { id: 1 }, lab)).data.info;
    const own = {
      contact: '钱进',
      phone: '13912345678',
      province_code: '32',
      city_code: '3205',
      area_code: '320506',
      detail: '吴中大道 1188 号水质实验室',
    };
    const input = {
      id: 1,
      name: g.name,
      servics_id: g.servics_id,
      category_id: g.category_id,
      cover: g.cover,
      pictures: g.pictures,
      summary: g.summary,
      content: g.content,
      standards: g.standards,
      turnaround_days: g.turnaround_days,
      sample_requirement: g.sample_requirement,
      serviceContent: g.serviceContent,
      trainingForm: g.trainingForm,
      approvalLogo: g.approvalLogo,
      sales_promotion: g.sales_promotion,
    };
    const edited = await t.call('merchant_goods/edit', { ...input, sample_address: own }, lab);
    expect(edited.status).toBe(true);
    // no review for where samples go: the listed version stays, with the address at once
    expect(edited.data.info).toMatchObject({ state: 'on_sale', revision: null });
    info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info.fulfilment.sample_address).toMatchObject({ contact: '钱进', area: '吴中区' });
    expect(
      (await t.call('merchant_order/info', { id }, lab)).data.info.fulfilment.sample_address,
    ).toMatchObject({
      contact: '钱进',
    });
    // removing it sends samples to the shop again
    expect((await t.call('merchant_goods/edit', { ...input, sample_address: null }, lab)).status).toBe(true);
    info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info.fulfilment.sample_address).toEqual(shop);
  });
});
