import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoiceProjects } from '../../db/schema';
import { accountIdOf, testAppForFile, tokensOf } from '../../test/test-app';

const t = testAppForFile();
let buyer: string;
let buyer2: string;
let buyer2Id: number;
beforeAll(async () => {
  ({ buyer, buyer2 } = await tokensOf(t, 'buyer', 'buyer2'));
  buyer2Id = await accountIdOf(t, 'buyer2');
});
beforeEach(async () => {
  await t.db.delete(invoiceProjects).where(eq(invoiceProjects.userId, buyer2Id));
});

type P = { id: number; name: string; tax_id: number | null };
const projects = async (token = buyer2): Promise<P[]> =>
  (await t.call('invoice_project/get', {}, token)).data.list;

describe('invoice_tax/get', () => {
  it('lists the seeded tax items with their rates', async () => {
    const answer = await t.call('invoice_tax/get', {}, buyer);
    expect(answer.data.list.map((x: { name: string; rate: number }) => [x.name, x.rate])).toEqual([
      ['现代服务-检验检测服务', 6],
      ['现代服务-认证服务', 6],
      ['现代服务-培训服务', 6],
      ['小规模纳税人', 3],
    ]);
    expect((await t.call('invoice_tax/get', {})).status).toBe(-2);
  });
});

describe('invoice_project get/add/delete', () => {
  it('answers the built-in contents first (not stored), then the buyer’s own', async () => {
    const none = await projects();
    expect(none.map((p) => p.name)).toEqual(['检测费', '认证服务费', '技术服务费', '培训费']);
    expect(none.every((p) => p.id < 0 && p.tax_id !== null)).toBe(true);
    const demo = await projects(buyer);
    expect(demo.slice(4).map((p) => p.name)).toEqual(['水质检测费', '管理体系认证审核费', '计量校准服务费']);
  });

  it('adds an own project with an optional tax item', async () => {
    const taxes = (await t.call('invoice_tax/get', {}, buyer2)).data.list;
    const added = await t.call('invoice_project/add', { name: ' EMC 测试费 ', tax_id: taxes[3].id }, buyer2);
    expect(added).toMatchObject({ status: true, data: { name: 'EMC 测试费', tax_id: taxes[3].id } });
    expect((await projects()).at(-1)).toEqual(added.data);
  });

  it.each([
    [{ name: '' }, '请输入开票内容'],
    [{ name: '费' }, '开票内容至少2个字'],
    [{ name: '费'.repeat(31) }, '开票内容不能超过30个字'],
    [{ name: '检测费' }, '该开票内容已存在'],
    [{ name: '测试\u202e费' }, '输入内容包含非法字符'],
    [{ name: '测试\u0007费' }, '输入内容包含非法字符'],
    [{ name: '测试费', tax_id: 9999 }, '所选税目不存在'],
    [{ name: '测试费', tax_id: 'x' }, '无效的税目'],
  ])('refuses %j: %s', async (payload, message) => {
    expect(await t.call('invoice_project/add', payload, buyer2)).toMatchObject({ status: false, message });
    expect(await projects()).toHaveLength(4);
  });

  it('refuses a duplicate and more than 20 own projects', async () => {
    await t.call('invoice_project/add', { name: '测试费' }, buyer2);
    expect((await t.call('invoice_project/add', { name: '测试费' }, buyer2)).message).toBe(
      '该开票内容已存在',
    );
    for (let i = 1; i < 20; i++) await t.call('invoice_project/add', { name: `测试费${i}` }, buyer2);
    const full = await t.call('invoice_project/add', { name: '再来一个' }, buyer2);
    expect(full).toMatchObject({ status: false, message: expect.stringContaining('20') });
    expect(await projects()).toHaveLength(24);
  });

  it('deletes an own project; a built-in one cannot go', async () => {
    const { data } = await t.call('invoice_project/add', { name: '测试费' }, buyer2);
    expect(await t.call('invoice_project/delete', { id: data.id }, buyer2)).toMatchObject({ status: true });
    expect(await projects()).toHaveLength(4);
    expect(await t.call('invoice_project/delete', { id: -1 }, buyer2)).toMatchObject({
      status: false,
      message: '默认开票内容不能删除',
    });
  });

  it('buyer2 cannot delete buyer 1’s project: the same answer as a missing id', async () => {
    const theirs = (await projects(buyer)).at(-1)!;
    const foreign = await t.call('invoice_project/delete', { id: theirs.id }, buyer2);
    const absent = await t.call('invoice_project/delete', { id: 999_999 }, buyer2);
    expect(foreign).toEqual(absent);
    expect(foreign).toMatchObject({ status: false, message: '开票内容不存在' });
    expect((await projects(buyer)).at(-1)).toEqual(theirs);
    // and never sees it
    expect((await projects()).some((p) => p.id === theirs.id)).toBe(false);
  });
});
