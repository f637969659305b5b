import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile, tokensOf } from '../../test/test-app';
import { staffCall, staffTokensOf } from '../operator/operator-test-kit';

const t = testAppForFile();
let editor: string;
let service: string;
let buyer: string;
beforeAll(async () => {
  ({ buyer } = await tokensOf(t, 'buyer'));
  ({ editor, service } = await staffTokensOf(t, 'editor', 'service'));
});

const day = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const open = async () =>
  (await t.call('coupon/get', { page: 1, limit: 100 }, buyer)).data!.list as { id: number; name: string }[];

describe('operator_coupon (platform coupon templates)', () => {
  it('draft → published (a buyer claims it) → withdrawn (no longer offered; the claimed one stays)', async () => {
    const saved = await staffCall(
      t,
      'operator_coupon/save',
      {
        name: '新客满500减50',
        amount: '50',
        min_amount: '500',
        total: 2,
        starts_on: day(0),
        ends_on: day(30),
      },
      editor,
    );
    expect(saved.data.info).toMatchObject({ status: 'draft', amount: 50, min_amount: 500, ends_on: day(30) });
    const id = saved.data.info.id;
    expect((await open()).map((c) => c.id)).not.toContain(id);
    expect((await t.call('coupon/receive', { id }, buyer)).status).toBe(false);
    await staffCall(t, 'operator_coupon/publish', { id }, editor);
    expect((await open()).map((c) => c.id)).toContain(id);
    expect((await t.call('coupon/receive', { id }, buyer)).status).toBe(true);
    await staffCall(t, 'operator_coupon/withdraw', { id }, editor);
    expect((await open()).map((c) => c.id)).not.toContain(id);
    const mine = await t.call('coupon/get', { page: 1, limit: 100, mine: 1 }, buyer);
    expect(mine.data!.list.map((c: { id: number }) => c.id)).toContain(id);
    // the quantity cannot drop below what was claimed
    const less = await staffCall(
      t,
      'operator_coupon/save',
      {
        id,
        name: '新客满500减50',
        amount: '50',
        min_amount: '500',
        total: 0,
        starts_on: day(0),
        ends_on: day(30),
      },
      editor,
    );
    expect(less.status).toBe(false);
  });

  it('bad input: a clear Chinese message and nothing stored; other roles refused', async () => {
    const before = (await staffCall(t, 'operator_coupon/get', { page: 1, limit: 100 }, editor)).data.total;
    const base = {
      name: '满减',
      amount: '10',
      min_amount: '100',
      total: 10,
      starts_on: day(0),
      ends_on: day(5),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, amount: '-1' }, '优惠金额请填写'],
      [{ ...base, amount: '1.234' }, '最多两位小数'],
      [{ ...base, min_amount: '5' }, '使用门槛不能低于优惠金额'],
      [{ ...base, total: 0 }, '发放数量请填写'],
      [{ ...base, ends_on: day(-3), starts_on: day(-1) }, '结束日期不能早于开始日期'],
      [{ ...base, ends_on: '2026-02-30' }, '请选择有效的结束日期'],
      [{ ...base, name: '' }, '请输入优惠券名称'],
    ];
    for (const [body, message] of cases) {
      const a = await staffCall(t, 'operator_coupon/save', body, editor);
      expect(a, JSON.stringify(body)).toMatchObject({ status: false, data: null });
      expect(a.message).toContain(message);
    }
    expect((await staffCall(t, 'operator_coupon/get', { page: 1, limit: 100 }, editor)).data.total).toBe(
      before,
    );
    expect(await staffCall(t, 'operator_coupon/save', base, service)).toMatchObject({
      status: false,
      data: null,
    });
  });
});
