import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyerCompanies } from '../../db/schema';
import { testAppForFile, tokensOf } from '../../test/test-app';

const t = testAppForFile();
let buyer: string;
let buyer2: string;
beforeAll(async () => ({ buyer, buyer2 } = await tokensOf(t, 'buyer', 'buyer2')));
beforeEach(async () => {
  await t.db.delete(buyerCompanies);
});

const A = {
  org_name: '上海示例检测技术有限公司',
  credit_code: '91310000MA1FL1XD6J',
  contact_name: '李四',
  contact_mobile: '13912345678',
};
const B = { ...A, org_name: '深圳示例认证有限公司', credit_code: '91440300MA5FQ3KX89' };
const listOf = async (token = buyer) =>
  (await t.call('user_merchant/get', { page: 1, limit: 20 }, token)).data;

describe('user_merchant', () => {
  it('adds companies, the first the default; lists the default first', async () => {
    const first = await t.call('user_merchant/edit', A, buyer);
    expect(first).toMatchObject({ status: true, message: '商户已添加', data: { ...A, is_default: true } });
    const second = await t.call('user_merchant/edit', { ...B, credit_code: '91440300ma5fq3kx89' }, buyer);
    expect(second.data).toMatchObject({ credit_code: '91440300MA5FQ3KX89', is_default: false });
    const { list, total } = await listOf();
    expect(total).toBe(2);
    expect(list.map((c: { id: number }) => c.id)).toEqual([first.data.id, second.data.id]);
  });

  it('edits, sets the default (exactly one), deletes and promotes the newest', async () => {
    const a = (await t.call('user_merchant/edit', A, buyer)).data;
    const b = (await t.call('user_merchant/edit', B, buyer)).data;
    expect(await t.call('user_merchant/edit', { ...A, id: a.id, contact_name: '王五' }, buyer)).toMatchObject(
      {
        message: '商户已修改',
        data: { id: a.id, contact_name: '王五', is_default: true },
      },
    );
    expect(await t.call('user_merchant/setDefault', { id: b.id }, buyer)).toMatchObject({ status: true });
    let { list } = await listOf();
    expect(list.map((c: { id: number; is_default: boolean }) => [c.id, c.is_default])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await t.call('user_merchant/delete', { id: b.id }, buyer);
    ({ list } = await listOf());
    expect(list).toEqual([expect.objectContaining({ id: a.id, is_default: true })]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...A, credit_code: '91310000MA1FL1XD6K' }, '统一社会信用代码不正确，请核对18位代码'],
      [{ ...A, org_name: '' }, '请输入企业名称'],
      [{ ...A, contact_mobile: '1391234' }, '请输入正确的手机号'],
      [{ ...A, id: 'x' }, '无效的商户ID'],
    ];
    for (const [payload, message] of cases)
      expect(await t.call('user_merchant/edit', payload, buyer)).toMatchObject({ status: false, message });
    expect(await t.db.select().from(buyerCompanies)).toHaveLength(0);
  });

  it("gives buyer B nothing of buyer A's companies, and no way to change them", async () => {
    const a = (await t.call('user_merchant/edit', A, buyer)).data;
    expect(await listOf(buyer2)).toMatchObject({ list: [], total: 0 });
    for (const [id, payload] of [
      ['user_merchant/edit', { ...B, id: a.id }],
      ['user_merchant/setDefault', { id: a.id }],
      ['user_merchant/delete', { id: a.id }],
    ] as const) {
      expect(await t.call(id, payload, buyer2)).toMatchObject({ status: false, message: '商户不存在' });
    }
    expect((await listOf()).list).toEqual([expect.objectContaining({ ...A, id: a.id })]);
  });

  it('answers -2 to merchants and visitors', async () => {
    const merchant = (await t.loginAs('merchant')).token;
    expect((await t.call('user_merchant/get', {}, merchant)).status).toBe(-2);
    expect((await t.call('user_merchant/edit', A)).status).toBe(-2);
  });
});
