import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userInvoice } from '../../db/schema';
import { accountIdOf, testAppForFile, tokensOf } from '../../test/test-app';

const t = testAppForFile();
let buyer: string;
let buyer2: string;
let buyer2Id: number;
let seeded: { id: number }[];
beforeAll(async () => {
  ({ buyer, buyer2 } = await tokensOf(t, 'buyer', 'buyer2'));
  buyer2Id = await accountIdOf(t, 'buyer2');
  seeded = (await t.call('user_invoice/get', {}, buyer)).data.list;
});
beforeEach(async () => {
  await t.db.delete(userInvoice).where(eq(userInvoice.userId, buyer2Id));
});

const GENERAL = {
  type: 1,
  title: '上海衡信检测技术有限公司',
  tax_no: '91350100M000100Y43',
  email: 'fp@hengxin.example.cn',
};
const SPECIAL = {
  type: 2,
  title: '上海衡信检测技术有限公司',
  tax_no: '91350100m000100y43',
  bank_name: '中国工商银行上海分行',
  bank_account: '1001 2345 6789 0123 456',
  reg_address: '上海市浦东新区世纪大道 100 号',
  reg_phone: '021-68881234',
};
const mine = async () => (await t.call('user_invoice/get', { limit: 9999 }, buyer2)).data.list;

describe('user_invoice/add', () => {
  it('adds a 普通发票 title; the first becomes default', async () => {
    const answer = await t.call('user_invoice/add', GENERAL, buyer2);
    expect(answer).toMatchObject({ status: true, message: '发票抬头已添加' });
    expect(answer.data).toEqual({
      id: expect.any(Number),
      type: 1,
      title: GENERAL.title,
      tax_no: '91350100M000100Y43',
      bank_name: '',
      bank_account: '',
      reg_address: '',
      reg_phone: '',
      email: GENERAL.email,
      is_default: true,
    });
  });

  it('lets a personal 普通发票 go without a tax number', async () => {
    const answer = await t.call('user_invoice/add', { type: 1, title: '个人' }, buyer2);
    expect(answer.data).toMatchObject({ title: '个人', tax_no: '' });
  });

  it('adds a 专票 with every field, normalising the tax number, the account and the phone', async () => {
    const answer = await t.call(
      'user_invoice/add',
      { ...SPECIAL, reg_phone: '０２１－６８８８１２３４' },
      buyer2,
    );
    expect(answer.data).toMatchObject({
      type: 2,
      tax_no: '91350100M000100Y43',
      bank_account: '1001234567890123456',
      // typed with a full-width input method
      reg_phone: '021-68881234',
    });
  });

  it.each([
    [{ ...GENERAL, type: 3 }, '无效的发票类型'],
    [{ ...GENERAL, type: undefined }, '请选择发票类型'],
    [{ ...GENERAL, title: '' }, '请输入发票抬头'],
    [{ ...GENERAL, title: '公' }, '发票抬头至少2个字'],
    [{ ...GENERAL, title: '公'.repeat(101) }, '发票抬头不能超过100个字'],
    [{ ...GENERAL, tax_no: '' }, '请输入纳税人识别号'],
    [{ ...GENERAL, tax_no: '91350100M000100Y44' }, '纳税人识别号校验位不正确，请核对'],
    [{ ...GENERAL, tax_no: '12345' }, '纳税人识别号应为 15、18 或 20 位'],
    [{ ...GENERAL, tax_no: '91350100M000100IO3' }, '纳税人识别号格式不正确'],
    [{ ...GENERAL, email: 'not-mail' }, '请输入正确的收票邮箱'],
    [{ ...GENERAL, title: '上海\u202e公司' }, '输入内容包含非法字符'],
    [{ ...GENERAL, title: ['数组'] }, '无效的发票抬头'],
    [{ ...SPECIAL, bank_name: '' }, '请输入开户银行'],
    [{ ...SPECIAL, bank_account: '' }, '请输入银行账号'],
    [{ ...SPECIAL, bank_account: '6222-abc' }, '银行账号应为 8–30 位数字'],
    [{ ...SPECIAL, reg_address: '' }, '请输入注册地址'],
    [{ ...SPECIAL, reg_phone: '' }, '请输入注册电话'],
    [{ ...SPECIAL, reg_phone: '12-34' }, '注册电话格式不正确，如 010-12345678'],
    [{ ...SPECIAL, tax_no: '' }, '请输入纳税人识别号'],
    [{ ...SPECIAL, title: '个人' }, '增值税专用发票不能开具给个人'],
  ])('refuses %j: %s', async (payload, message) => {
    expect(await t.call('user_invoice/add', payload as Record<string, unknown>, buyer2)).toMatchObject({
      status: false,
      message,
      data: null,
    });
    expect(await mine()).toEqual([]);
  });

  it('refuses the same type, name and tax number twice, on add and on edit; a 专票 of it is another title', async () => {
    await t.call('user_invoice/add', GENERAL, buyer2);
    const twin = { ...GENERAL, tax_no: '91350100m000100y43', email: 'other@hengxin.example.cn' };
    expect(await t.call('user_invoice/add', twin, buyer2)).toMatchObject({
      status: false,
      message: '已有相同类型、名称和税号的发票抬头，无需重复保存',
    });
    expect(await mine()).toHaveLength(1);
    const other = await t.call('user_invoice/add', { ...GENERAL, title: '上海衡信检测集团有限公司' }, buyer2);
    expect(await t.call('user_invoice/edit', { id: other.data.id, ...GENERAL }, buyer2)).toMatchObject({
      status: false,
      message: '已有相同类型、名称和税号的发票抬头，无需重复保存',
    });
    expect((await t.call('user_invoice/add', SPECIAL, buyer2)).status).toBe(true);
  });

  it('keeps at most 20 titles', async () => {
    const titled = (i: number) => ({
      ...GENERAL,
      title: `${GENERAL.title}${'一二三四五六七八九十'[i % 10]}${i}`,
    });
    for (let i = 0; i < 20; i++) await t.call('user_invoice/add', titled(i), buyer2);
    const answer = await t.call('user_invoice/add', titled(20), buyer2);
    expect(answer).toMatchObject({ status: false, message: expect.stringContaining('20') });
    expect(await mine()).toHaveLength(20);
  });
});

describe('user_invoice/edit, setDefault, delete', () => {
  it('replaces the fields, checked by the new type', async () => {
    const { data } = await t.call('user_invoice/add', GENERAL, buyer2);
    const refused = await t.call('user_invoice/edit', { id: data.id, ...GENERAL, type: 2 }, buyer2);
    expect(refused).toMatchObject({ status: false, message: '请输入开户银行' });
    const edited = await t.call('user_invoice/edit', { id: data.id, ...SPECIAL }, buyer2);
    expect(edited).toMatchObject({ status: true, data: { id: data.id, type: 2, is_default: true } });
  });

  it('sets one default and promotes the newest when the default is deleted', async () => {
    const a = (await t.call('user_invoice/add', GENERAL, buyer2)).data;
    const b = (await t.call('user_invoice/add', SPECIAL, buyer2)).data;
    const c = (await t.call('user_invoice/add', { type: 1, title: '个人' }, buyer2)).data;
    expect(b.is_default).toBe(false);
    expect(await t.call('user_invoice/setDefault', { id: b.id }, buyer2)).toMatchObject({ status: true });
    const flags = async () =>
      (await mine()).map((x: { id: number; is_default: boolean }) => [x.id, x.is_default]);
    expect(await flags()).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ]);
    await t.call('user_invoice/delete', { id: b.id }, buyer2);
    expect(await flags()).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
  });
});

describe('ownership: buyer2 cannot touch buyer 1’s invoice title', () => {
  it('edits, sets default and deletes nothing of it, answering as for a missing id', async () => {
    const id = seeded[0]!.id;
    for (const [endpoint, payload] of [
      ['user_invoice/edit', GENERAL],
      ['user_invoice/setDefault', {}],
      ['user_invoice/delete', {}],
    ] as const) {
      const foreign = await t.call(endpoint, { ...payload, id }, buyer2);
      const absent = await t.call(endpoint, { ...payload, id: 999_999 }, buyer2);
      expect(foreign).toEqual(absent);
      expect(foreign).toMatchObject({ status: false, message: '发票抬头不存在' });
    }
    expect(await mine()).toEqual([]);
    expect((await t.call('user_invoice/get', {}, buyer)).data.list).toEqual(seeded);
  });

  it('the demo title is valid under the same rules', async () => {
    expect(seeded[0]).toMatchObject({
      title: '北京华检科技有限公司',
      tax_no: '91110108MA01H3KX26',
      is_default: true,
    });
  });
});
