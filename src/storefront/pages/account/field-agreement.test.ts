import { describe, expect, it } from 'vitest';
import { consigneeField, detailField } from '../../../server/modules/address/address-fields';
import { checkTitle } from '../../../server/modules/invoice/invoice-fields';
import { type AddressDraft as AddressForm, checkAddress } from '../../components/address-form/address-checks';
import { checkTitleForm, EMPTY_TITLE, type TitleForm } from './invoice-checks';

/**
 * The address and invoice-title forms check what the server checks (one set of limits and
 * checks in core): every case here gets the same verdict on both sides, so a buyer is never told
 * "fine" by the page and refused by the server, or the other way round.
 */
const x = (n: number, ch = '字') => ch.repeat(n);

const address: AddressForm = {
  consignee: '张伟',
  mobile: '13800000001',
  detail: '学院路 37 号',
  is_default: false,
  province_code: '11',
  city_code: '1101',
  area_code: '110108',
  province: '北京市',
  city: '北京市',
  area: '海淀区',
  street_code: '',
  street: '',
};

describe('address fields: page and server agree', () => {
  it.each([x(1), x(2), x(20), x(21), '张伟2', 'Anna-Lena', '李·娜'])('consignee %j', (consignee) => {
    const page = !checkAddress({ ...address, consignee }).consignee;
    expect(consigneeField().safeParse(consignee).success).toBe(page);
  });

  it.each([x(4), x(5), x(120), x(121)])('detail of %#', (detail) => {
    const page = !checkAddress({ ...address, detail }).detail;
    expect(detailField().safeParse(detail).success).toBe(page);
  });
});

const special: TitleForm = {
  ...EMPTY_TITLE,
  type: 2,
  title: '北京华检科技有限公司',
  tax_no: '91110000802100433B',
  bank_name: '中国银行北京分行',
  bank_account: '6222 0200 1234 5678',
  reg_address: '北京市海淀区学院路 37 号',
  reg_phone: '010-12345678',
  email: 'fin@example.com',
};

describe('invoice title fields: page and server agree', () => {
  it.each<Partial<TitleForm>>([
    {},
    { title: x(1) },
    { title: x(100) },
    { title: x(101) },
    { bank_name: x(3) },
    { bank_name: x(50) },
    { bank_name: x(51) },
    { bank_account: '1234567' },
    { bank_account: '1234-5678' },
    { bank_account: x(30, '1') },
    { bank_account: x(31, '1') },
    { reg_address: x(4) },
    { reg_address: x(101) },
    { reg_phone: '400-123-4567' },
    { reg_phone: '13800000001' },
    { reg_phone: '12345' },
    { email: 'fin@example' },
    { email: `${x(92, 'a')}@test.com` },
    { email: `${x(91, 'a')}@test.com` },
    { tax_no: '91110000802100433C' },
  ])('special invoice with %j', (change) => {
    const form = { ...special, ...change };
    const page = Object.keys(checkTitleForm(form)).length === 0;
    expect('value' in checkTitle(form)).toBe(page);
  });
});
