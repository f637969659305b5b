import { describe, expect, it } from 'vitest';
import { goodsCart, orderChanges, orders } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import {
  type Buyer,
  move,
  orderDelivered,
  orderInService,
  payDue,
  placeOrder,
  withBuyers,
} from '../order/order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), { clear: [orders, goodsCart] });

const add = (body: Record<string, unknown>, b = b1) => t.call('order_change/add', body, b.token);
const change = (body: Record<string, unknown>, b = b1) => t.call('order_change/change', body, b.token);

describe('order_change/add', () => {
  it('asks a change of a paid order, one pending at a time', async () => {
    const id = await orderInService(t, b1);
    const answer = await add({ order_id: id, type: '2', reason: '样品延迟寄送，需延长两周' });
    expect(answer).toMatchObject({
      status: true,
      message: '变更申请已提交',
      data: { order_id: id, type: 2, type_label: '延长服务周期', status: 'pending', status_label: '待处理' },
    });
    expect(answer.data.order_no).toMatch(/^TIC/);
    expect((await add({ order_id: id, type: 1, reason: '再改一次' })).message).toContain(
      '已有待处理的变更申请',
    );
    await change({ id: answer.data.id, action: 'withdraw' });
    expect((await add({ order_id: id, type: 3, reason: '申请退款' })).status).toBe(true);
    const info = await t.call('order/info', { id }, b1.token);
    expect(info.data.info.changes.map((c: { status: string }) => c.status)).toEqual(['pending', 'withdrawn']);
  });

  it('is refused before payment, after completion and after cancellation', async () => {
    const unpaid = await placeOrder(t, b1);
    expect((await add({ order_id: unpaid, type: 1, reason: '改内容' })).message).toBe(
      '订单待付款，不能申请变更',
    );
    await t.call('order/cancel', { id: unpaid }, b1.token);
    expect((await add({ order_id: unpaid, type: 1, reason: '改内容' })).message).toBe(
      '订单已取消，不能申请变更',
    );
    const done = await orderDelivered(t, b1);
    await move(t, done, 'confirm');
    expect((await add({ order_id: done, type: 1, reason: '改内容' })).message).toBe(
      '订单已完成，不能申请变更',
    );
    const paid = await placeOrder(t, b1);
    await payDue(t, paid);
    expect((await add({ order_id: paid, type: 1, reason: '改内容' })).status).toBe(true);
    expect(await t.db.select().from(orderChanges)).toHaveLength(1);
  });

  it('refuses bad input with Chinese messages', async () => {
    const id = await orderInService(t, b1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 1, reason: 'x' }, '缺少订单ID'],
      [{ order_id: id, reason: 'x' }, '请选择变更类型'],
      [{ order_id: id, type: 4, reason: 'x' }, '无效的变更类型'],
      [{ order_id: id, type: 'refund', reason: 'x' }, '无效的变更类型'],
      [{ order_id: id, type: 1 }, '请输入变更原因'],
      [{ order_id: id, type: 1, reason: '   ' }, '请输入变更原因'],
      [{ order_id: id, type: 1, reason: '长'.repeat(501) }, '变更原因不能超过500个字'],
    ];
    for (const [body, message] of cases) {
      expect(await add(body), message).toMatchObject({ status: false, message, data: null });
    }
    expect(await t.db.select().from(orderChanges)).toEqual([]);
  });
});

describe('order_change/change, get, info', () => {
  it('edits and withdraws a pending change, then refuses both', async () => {
    const id = await orderInService(t, b1);
    const { data } = await add({ order_id: id, type: 1, reason: '增加检测项目' });
    const edited = await change({ id: data.id, action: 'edit', reason: '增加两项重金属检测', type: 1 });
    expect(edited).toMatchObject({ status: true, data: { reason: '增加两项重金属检测', status: 'pending' } });
    expect((await change({ id: data.id, action: 'edit' })).message).toBe('请输入变更原因');
    expect((await change({ id: data.id, action: 'approve' })).message).toBe('无效的操作');
    expect(await change({ id: data.id, action: 'withdraw' })).toMatchObject({
      status: true,
      message: '变更申请已撤销',
      data: { status: 'withdrawn', status_label: '已撤销' },
    });
    expect((await change({ id: data.id, action: 'withdraw' })).message).toBe('变更申请已撤销，不能撤销');
    expect((await change({ id: data.id, action: 'edit', reason: 'x' })).message).toBe(
      '变更申请已撤销，不能修改',
    );
  });

  it('lists and shows the caller’s changes', async () => {
    const a = await orderInService(t, b1);
    const b = await orderInService(t, b1);
    await add({ order_id: a, type: 1, reason: '甲' });
    const second = await add({ order_id: b, type: 2, reason: '乙' });
    const all = await t.call('order_change/get', {}, b1.token);
    expect(all.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.data.list.map((c: { reason: string }) => c.reason)).toEqual(['乙', '甲']);
    expect((await t.call('order_change/get', { order_id: a }, b1.token)).data.total).toBe(1);
    expect((await t.call('order_change/get', { status: 'approved' }, b1.token)).data.total).toBe(0);
    expect((await t.call('order_change/get', { status: 'nope' }, b1.token)).message).toBe('无效的变更状态');
    const info = await t.call('order_change/info', { id: second.data.id }, b1.token);
    expect(info.data.info).toEqual(second.data);
  });

  it('buyer2 cannot see, add to or change buyer 1’s: the same answer as a missing id', async () => {
    const id = await orderInService(t, b1);
    const { data } = await add({ order_id: id, type: 1, reason: '甲' });
    const same = async (
      endpoint: 'order_change/info' | 'order_change/change',
      body: Record<string, unknown>,
    ) => {
      const foreign = await t.call(endpoint, { ...body, id: data.id }, b2.token);
      expect(foreign).toEqual(await t.call(endpoint, { ...body, id: 999999 }, b2.token));
      expect(foreign).toMatchObject({ status: false, message: '变更申请不存在' });
    };
    await same('order_change/info', {});
    await same('order_change/change', { action: 'withdraw' });
    await same('order_change/change', { action: 'edit', reason: '改' });
    const foreignAdd = await add({ order_id: id, type: 1, reason: '乙' }, b2);
    expect(foreignAdd).toEqual(await add({ order_id: 999999, type: 1, reason: '乙' }, b2));
    expect(foreignAdd.message).toBe('订单不存在');
    expect((await t.call('order_change/get', {}, b2.token)).data.total).toBe(0);
    expect(await t.db.select().from(orderChanges)).toMatchObject([{ reason: '甲', status: 'pending' }]);
  });

  it('answers -2 to merchants and experts', async () => {
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      for (const endpoint of [
        'order_change/get',
        'order_change/add',
        'order_change/change',
        'order_change/info',
      ] as const) {
        expect((await t.call(endpoint, { id: 1, order_id: 1 }, token)).status).toBe(-2);
      }
    }
  });
});
