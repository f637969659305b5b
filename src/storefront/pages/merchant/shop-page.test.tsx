import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { OwnShop } from '../../../core';
import { ok } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { sampleAddress } from '../order/order-fixtures';
import { eachTestAsLab } from './merchant-fixtures';

eachTestAsLab();

const shop = (over: Partial<OwnShop> = {}): OwnShop => ({
  merchant_id: 1,
  org_name: '中研检测技术（苏州）有限公司',
  credit_code: '91320594MA1MK2QX7T',
  contact_name: '周敏',
  contact_phone: '0512-6258 3306',
  logo: '',
  banner: '',
  intro: '',
  nav: [1],
  state: 'open',
  sample_address: null,
  ...over,
});

const zones = {
  'zone_province/get': ok({ list: [{ code: '32', name: '江苏省' }] }),
  'zone_city/get': ok({ list: [{ code: '3205', name: '苏州市' }] }),
  'zone_area/get': ok({ list: [{ code: '320576', name: '苏州工业园区' }] }),
  'zone_street/get': ok({ list: [] }),
};

const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const pick = (el: HTMLSelectElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('店铺设置’s 收样地址 (/merchant/shop)', () => {
  it('checks the fields in Chinese, then saves contact, phone and zone codes on their own', async () => {
    const saved = sampleAddress({ phone: '13912345678', detail: '星湖街 218 号 C3 栋样品接收室' });
    const server = await openApp('/merchant/shop', {
      'merchant_center/shop': ok({ info: shop() }),
      'merchant_center/sampleAddress': ok({ info: saved }, '收样地址已保存'),
      ...zones,
    });
    await settle(() => !!main()?.querySelector('#sample-address form'));
    const card = main()!.querySelector('#sample-address')!;
    expect(card.querySelector('h2')?.textContent).toBe('收样地址');
    const form = card.querySelector('form')!;
    await act(() => form.requestSubmit());
    expect([...form.querySelectorAll('.sf-field__error')].map((e) => e.textContent)).toEqual([
      '收样联系人为 2–20 个字',
      '联系电话格式不正确，如 13800000000 或 0512-62583306',
      '请选择完整的省、市、区县',
      '详细地址为 5–120 个字',
    ]);
    expect(server.callsTo('merchant_center/sampleAddress')).toHaveLength(0);
    const [contact, phone, detail] = [...form.querySelectorAll('input')];
    await type(contact!, '周敏');
    // full-width digits of a Chinese input method are the same number
    await type(phone!, '１３９ １２３４ ５６７８');
    await type(detail!, '星湖街 218 号 C3 栋样品接收室');
    const selects = () => [...form.querySelectorAll('select')];
    await settle(() => selects()[0]!.options.length > 1);
    await pick(selects()[0]!, '32');
    await settle(() => selects()[1]!.options.length > 1);
    await pick(selects()[1]!, '3205');
    await settle(() => selects()[2]!.options.length > 1);
    await pick(selects()[2]!, '320576');
    await act(() => form.requestSubmit());
    await settle(() => server.callsTo('merchant_center/sampleAddress').length === 1);
    expect(server.callsTo('merchant_center/sampleAddress')[0]!.params).toEqual({
      contact: '周敏',
      phone: '13912345678',
      province_code: '32',
      city_code: '3205',
      area_code: '320576',
      street_code: '',
      detail: '星湖街 218 号 C3 栋样品接收室',
    });
    // the shop's own form was not sent
    expect(server.callsTo('merchant_style/edit')).toHaveLength(0);
  });
});
