import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subsidies, subsidyApplications } from '../../db/schema';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { type Buyer, buyersForFile, orderDelivered, placeOrder } from '../order/order-fixtures';
import { reviewApplication } from './subsidy-apply.service';

const { t, b1, b2 } = buyersForFile({ clear: [subsidyApplications] });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
async function upload(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([PNG], '发票.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function completedOrder(b: Buyer): Promise<number> {
  const id = await orderDelivered(t, b);
  const done = await t.call('order/confirm', { id }, b.token);
  if (done.status !== true) throw new Error(`confirm: ${done.message}`);
  return id;
}

const FORM = { company_name: '苏州示例精密制造有限公司', contact: '王芳', mobile: '13912345678', remark: '' };
async function payload(b: Buyer, order_id: number, subsidy_id = 1) {
  return { ...FORM, subsidy_id, order_id, attachment_ids: [await upload(b.token), await upload(b.token)] };
}
const mine = async (b: Buyer) => (await t.call('subsidy_user_apply/get', {}, b.token)).data;
const stored = () => t.db.select().from(subsidyApplications);
/** A staff reviewer approves it in the operator console (the simulated reviewer is retired). */
const approveInConsole = async (id: number) =>
  staffCall(
    t,
    'operator_review/approve',
    { kind: 'subsidy_apply', id },
    (await enrolledStaff(t, 'reviewer')).token,
  );

describe('subsidy_user_apply', () => {
  it('programmes name the documents they ask for', async () => {
    const { data } = await t.call('subsidy/get', { id: 1 });
    expect(data.list[0].documents).toEqual(['服务费用发票', '检测报告或证书']);
  });

  it('applies on a completed order, lists it 审核中, and a staff reviewer approves it in the console', async () => {
    const order = await completedOrder(b1);
    const answer = await t.call('subsidy_user_apply/add', await payload(b1, order), b1.token);
    expect(answer).toMatchObject({ status: true, message: '补贴申请已提交，请等待审核' });
    const list = await mine(b1);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      id: answer.data.id,
      subsidy_id: 1,
      order_id: order,
      order_no: expect.any(String),
      status: 'pending',
      status_name: '审核中',
      company_name: FORM.company_name,
    });
    expect(list.list[0].estimate).toBeCloseTo(Math.min(20000, list.list[0].order_amount * 0.5), 2);
    expect(list.list[0].documents.map((d: { name: string }) => d.name)).toEqual([
      '服务费用发票',
      '检测报告或证书',
    ]);
    expect(list.list[0].documents[0].url).toMatch(/^\/files\/attachment\/\d+\?exp=\d+&sig=/);
    await t.db.update(subsidyApplications).set({ appliedAt: sql`now() - interval '1 day'` });
    expect((await mine(b1)).list[0].status).toBe('pending');
    expect((await approveInConsole(answer.data.id)).status).toBe(true);
    expect((await mine(b1)).list[0]).toMatchObject({ status: 'approved', status_name: '已通过' });
    // 已通过 is final
    const edit = await t.call(
      'subsidy_user_apply/edit',
      { id: answer.data.id, ...(await payload(b1, order)) },
      b1.token,
    );
    expect(edit.message).toBe('补贴申请已通过，不能再修改');
  });

  it('one application per order and programme', async () => {
    const order = await completedOrder(b1);
    expect((await t.call('subsidy_user_apply/add', await payload(b1, order), b1.token)).status).toBe(true);
    const again = await t.call('subsidy_user_apply/add', await payload(b1, order), b1.token);
    expect(again).toMatchObject({ status: false, message: '该订单已申请过此补贴' });
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an order that is not completed, and a programme not open', async () => {
    const unpaid = await placeOrder(t, b1);
    const inService = await orderDelivered(t, b1);
    for (const order of [unpaid, inService]) {
      const answer = await t.call('subsidy_user_apply/add', await payload(b1, order), b1.token);
      expect(answer).toMatchObject({ status: false, message: '只有已完成的订单可以申请补贴' });
    }
    const order = await completedOrder(b1);
    await t.db
      .update(subsidies)
      .set({ startsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(subsidies.id, 4));
    expect((await t.call('subsidy_user_apply/add', await payload(b1, order, 4), b1.token)).message).toBe(
      '该补贴政策不在申请期内',
    );
    expect((await t.call('subsidy_user_apply/add', await payload(b1, order, 999), b1.token)).message).toBe(
      '补贴政策不存在',
    );
    expect(await stored()).toEqual([]);
  });

  it('refuses an order whose services the programme does not cover, and stores nothing', async () => {
    // b2: the upload limit per user is shared with the other tests of b1; refused calls keep the files free
    const order = await completedOrder(b2);
    const body = await payload(b2, order);
    // programme 2 covers management-system certification (goods 26–33), not water testing (goods 1)
    expect(await t.call('subsidy_user_apply/add', { ...body, subsidy_id: 2 }, b2.token)).toMatchObject({
      status: false,
      message: expect.stringMatching(/^订单中的服务「.+」不在该补贴政策的适用范围内/),
    });
    // a programme whose list drops the service refuses too; put back, the same order is accepted
    await t.db
      .update(subsidies)
      .set({ goodsIds: [2, 9] })
      .where(eq(subsidies.id, 1));
    expect((await t.call('subsidy_user_apply/add', body, b2.token)).status).toBe(false);
    expect(await stored()).toEqual([]);
    await t.db
      .update(subsidies)
      .set({ goodsIds: [1, 2, 9, 10, 11, 12, 13] })
      .where(eq(subsidies.id, 1));
    expect((await t.call('subsidy_user_apply/add', body, b2.token)).status).toBe(true);
  });

  it("ownership: B cannot use A's order or A's uploads, and sees none of A's applications", async () => {
    const order = await completedOrder(b1);
    const ofA = await payload(b1, order);
    expect((await t.call('subsidy_user_apply/add', { ...ofA }, b2.token)).message).toBe('订单不存在');
    const ownOrder = await completedOrder(b2);
    const withAFiles = { ...ofA, order_id: ownOrder };
    expect((await t.call('subsidy_user_apply/add', withAFiles, b2.token)).message).toBe(
      '文件不存在，请重新上传',
    );
    expect(await stored()).toEqual([]);
    const added = await t.call('subsidy_user_apply/add', ofA, b1.token);
    expect((await mine(b2)).total).toBe(0);
    const edit = await t.call(
      'subsidy_user_apply/edit',
      { id: added.data.id, ...(await payload(b2, ownOrder)) },
      b2.token,
    );
    expect(edit.message).toBe('补贴申请不存在');
    expect((await stored())[0]).toMatchObject({ companyName: FORM.company_name, userId: b1.userId });
  });

  it('bad input: a clear message, nothing stored', async () => {
    const order = await completedOrder(b1);
    const good = await payload(b1, order);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, subsidy_id: undefined }, '缺少补贴政策'],
      [{ ...good, order_id: 'x' }, '无效的订单'],
      [{ ...good, company_name: '' }, '请输入申请企业'],
      [{ ...good, company_name: '甲' }, '申请企业至少2个字'],
      [{ ...good, mobile: '123' }, '请输入正确的手机号'],
      [{ ...good, remark: '长'.repeat(201) }, '备注不能超过200个字'],
      [{ ...good, attachment_ids: [] }, '请上传申请材料'],
      [{ ...good, attachment_ids: ['a'] }, '无效的申请材料'],
      [{ ...good, attachment_ids: good.attachment_ids.slice(0, 1) }, '请上传服务费用发票、检测报告或证书'],
      [
        { ...good, attachment_ids: [good.attachment_ids[0], good.attachment_ids[0]] },
        '每份材料请上传不同的文件',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await t.call('subsidy_user_apply/add', body, b1.token)).toMatchObject({
        status: false,
        message,
      });
    }
    expect(await stored()).toEqual([]);
    expect((await t.call('subsidy_user_apply/get', {})).status).toBe(-2);
  });

  it('reviewer rejects with a reason; the buyer edits it back to 审核中, also while 审核中', async () => {
    const order = await completedOrder(b1);
    const { data } = await t.call('subsidy_user_apply/add', await payload(b1, order), b1.token);
    const edited = await t.call(
      'subsidy_user_apply/edit',
      { id: data.id, ...(await payload(b1, order)), contact: '李四' },
      b1.token,
    );
    expect(edited).toMatchObject({ status: true, message: '补贴申请已修改，请等待审核' });
    await expect(reviewApplication(t.db, data.id, 'reject')).rejects.toThrow('a rejection needs a reason');
    await reviewApplication(t.db, data.id, 'reject', '发票金额与订单不符');
    expect((await mine(b1)).list[0]).toMatchObject({
      status: 'rejected',
      status_name: '已驳回',
      reason: '发票金额与订单不符',
      contact: '李四',
    });
    await expect(reviewApplication(t.db, data.id, 'approve')).rejects.toThrow('awaiting review');
    const again = await t.call(
      'subsidy_user_apply/edit',
      { id: data.id, ...(await payload(b1, order)) },
      b1.token,
    );
    expect(again.status).toBe(true);
    expect((await mine(b1)).list[0]).toMatchObject({ status: 'pending', reason: '' });
    await reviewApplication(t.db, data.id, 'approve');
    expect((await mine(b1)).list[0].status).toBe('approved');
  });
});
