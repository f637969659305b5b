import { createHash } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EndpointId, endpoints } from '../../../core/api/contract/endpoints';
import {
  electronicContracts,
  merchantAmountRecords,
  orderChanges,
  orderFulfilments,
  orderPayPlans,
  orderReports,
  orders,
  siteLetters,
} from '../../db/schema';
import { signBoth } from '../contract/contract.test-helpers';
import { PNG, registerLab, upload } from '../merchant-center/merchant.test-helpers';
import { buyersForFile, move, placeOrder } from '../order/order-fixtures';
import { labToken, labWork, REPORT_PDF } from './merchant-order.test-kit';

const { t, b1, b2 } = buyersForFile();

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const stagesOf = (id: number) =>
  t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, id)).orderBy(orderPayPlans.seq);

/** A deposit order of the demo lab's goods 1 (检验检测), paid through pay/payTest and signed. */
async function signedOrder(
  b = b1,
  extra: Record<string, unknown> = { pay_plan: 'deposit' },
): Promise<number> {
  const id = await placeOrder(t, b, extra);
  expect((await t.call('pay/payTest', { id }, b.token)).status).toBe(true);
  await move(t, id, 'sign');
  return id;
}

describe('the fulfilment of a sample-based order', () => {
  it('runs from signing to completion: sample, test, report, download, verify, balance, confirm', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    let info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({
      status: 'awaiting_sample',
      status_label: '待寄样',
      actions: ['shipSample'],
    });
    expect(info.fulfilment).toMatchObject({ sample_based: true, shipped_at: null });
    expect(info.fulfilment.steps.map((s: { key: string }) => s.key)).toEqual([
      'signed',
      'shipped',
      'received',
      'testing',
      'delivered',
      'completed',
    ]);
    // the lab cannot skip the buyer's step
    expect((await t.call('merchant_order/receiveSample', { id, note: '完好' }, lab)).message).toBe(
      '订单待寄样，不能确认收样',
    );
    const ship = { id, courier_company: '顺丰速运', waybill_no: 'sf1234567890' };
    expect((await t.call('order/shipSample', ship, b1.token)).message).toBe('寄样信息已提交');
    expect(await statusOf(id)).toBe('sample_shipped');
    expect((await t.call('order/shipSample', ship, b1.token)).message).toBe('订单已寄样，不能寄送样品');
    const labView = (await t.call('merchant_order/info', { id }, lab)).data.info;
    expect(labView).toMatchObject({
      status: 'sample_shipped',
      actions: ['receiveSample'],
      fulfilment: { courier_company: '顺丰速运', waybill_no: 'SF1234567890' },
    });
    expect(labView.buyer_mobile).toMatch(/^138\*+\d{4}$/);
    expect(
      (await t.call('merchant_order/receiveSample', { id, note: '样品完好，2 瓶' }, lab)).data.info,
    ).toMatchObject({
      status: 'sample_received',
      actions: ['startTest'],
    });
    expect((await t.call('merchant_order/startTest', { id }, lab)).data.info.status).toBe('testing');
    const file_id = await upload(t, lab, REPORT_PDF, '水质检测报告.pdf');
    const issued = await t.call(
      'merchant_order/issueReport',
      { id, report_no: 'WT-2026-000001', file_id },
      lab,
    );
    expect(issued).toMatchObject({ status: true, message: '检测报告已出具' });
    expect(issued.data.info.report).toMatchObject({ report_no: 'WT-2026-000001', sha256: sha(REPORT_PDF) });

    info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ status: 'delivered', status_label: '报告已出具', actions: ['accept'] });
    expect(info.fulfilment.steps.filter((s: { at: string | null }) => s.at).length).toBe(5);
    expect(info.report.verify_path).toBe('/report/verify?no=WT-2026-000001');
    // the buyer downloads exactly the bytes the lab uploaded
    const res = await t.request(info.report.url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(REPORT_PDF);
    // the public check finds it by number and file; a one-byte-changed copy is not found
    const ok = await t.call('report/verify', { report_no: 'WT-2026-000001', sha256: sha(REPORT_PDF) });
    expect(ok).toMatchObject({ status: true });
    expect(ok.data.info.entry).toMatchObject({ kind: 'report', subject: 'WT-2026-000001' });
    const changed = REPORT_PDF.slice();
    changed[changed.length - 3] ^= 1;
    expect(
      await t.call('report/verify', { report_no: 'WT-2026-000001', sha256: sha(changed) }),
    ).toMatchObject({
      status: false,
      message: '未找到与该文件一致的报告存证，文件可能已被修改',
    });
    // a letter at each of the lab's steps
    const letters = await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, b1.userId));
    for (const title of ['实验室已收到样品', '样品开始检测', '检测报告已出具']) {
      expect(letters.map((l) => l.title)).toContain(title);
    }
    // acceptance, balance, completion
    expect((await t.call('order_pay_plan_order/acceptance', { id }, b1.token)).status).toBe(true);
    expect((await t.call('pay/payTest', { id }, b1.token)).data.stage).toBe('尾款');
    expect(await statusOf(id)).toBe('delivered');
    expect((await t.call('order/confirm', { id }, b1.token)).status).toBe(true);
    expect(await statusOf(id)).toBe('completed');
    // settlement: one record per paid stage, fee 3 %, totals
    const records = await t.call('merchant_amount_record/get', {}, lab);
    expect(records.data.list.filter((r: { order_id: number }) => r.order_id === id)).toHaveLength(2);
    const statics = (await t.call('merchant_amount_record/statics', {}, lab)).data.info;
    expect(statics).toMatchObject({ fee_rate: 0.03 });
    expect(statics.gross).toBeGreaterThanOrEqual(4000);
    expect(Math.round((statics.fee + statics.net) * 100)).toBe(Math.round(statics.gross * 100));
  });

  it('refuses bad input with Chinese messages and stores nothing', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    for (const [payload, message] of [
      [{ courier_company: '', waybill_no: 'SF1234567890' }, '请输入快递公司'],
      [{ courier_company: '顺', waybill_no: 'SF1234567890' }, '快递公司应为 2-30 个字'],
      [{ courier_company: '顺丰速运', waybill_no: '' }, '请输入运单号'],
      [{ courier_company: '顺丰速运', waybill_no: 'SF-12' }, '运单号应为 6-30 位字母或数字'],
    ] as const) {
      expect((await t.call('order/shipSample', { id, ...payload }, b1.token)).message).toBe(message);
    }
    expect(await t.db.select().from(orderFulfilments).where(eq(orderFulfilments.orderId, id))).toEqual([]);
    await t.call(
      'order/shipSample',
      { id, courier_company: '京东快递', waybill_no: 'JD0012345678' },
      b1.token,
    );
    expect((await t.call('merchant_order/receiveSample', { id, note: '' }, lab)).message).toBe(
      '请输入样品状况',
    );
    await t.call('merchant_order/receiveSample', { id, note: '完好' }, lab);
    await t.call('merchant_order/startTest', { id }, lab);
    const png = await upload(t, lab, PNG, 'scan.png');
    const pdf = await upload(t, lab, REPORT_PDF, 'r.pdf');
    const buyerFile = await upload(t, b1.token, REPORT_PDF, 'mine.pdf');
    for (const [payload, message] of [
      [{ report_no: 'WT 1', file_id: pdf }, '报告编号应为 4-40 位字母、数字或短横线'],
      [{ report_no: '', file_id: pdf }, '请输入报告编号'],
      [{ report_no: 'WT-BAD-0001', file_id: png }, '检测报告须为 PDF 文件'],
      [{ report_no: 'WT-BAD-0001', file_id: buyerFile }, '文件不存在，请重新上传'],
      [{ report_no: 'WT-BAD-0001' }, '缺少报告文件'],
    ] as const) {
      expect((await t.call('merchant_order/issueReport', { id, ...payload }, lab)).message).toBe(message);
    }
    expect(await statusOf(id)).toBe('testing');
    expect(await t.db.select().from(orderReports).where(eq(orderReports.orderId, id))).toEqual([]);
    // a report number is unique platform-wide
    const other = await signedOrder();
    const taken = await labWork(t, b1.token, other, { lab });
    expect(
      (await t.call('merchant_order/issueReport', { id, report_no: taken, file_id: pdf }, lab)).message,
    ).toBe('报告编号已存在，请核对后重新填写');
    expect(await statusOf(id)).toBe('testing');
  });

  it('a non-sample order is in service after signing and the lab delivers it', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    // make it a consulting order (service type 5): the state table sends it to 服务中
    await t.db.update(orders).set({ status: 'pending_sign' }).where(eq(orders.id, id));
    const { orderItems } = await import('../../db/schema');
    await t.db
      .update(orderItems)
      .set({ servicsId: 5, servicsName: '咨询' })
      .where(eq(orderItems.orderId, id));
    await move(t, id, 'sign');
    expect(await statusOf(id)).toBe('in_service');
    expect((await t.call('merchant_order/startTest', { id }, lab)).message).toBe('订单服务中，不能开始检测');
    const done = await t.call('merchant_order/deliver', { id, note: '咨询报告已交付' }, lab);
    expect(done.data.info).toMatchObject({ status: 'delivered', status_label: '已交付' });
    const info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info.fulfilment).toMatchObject({ sample_based: false, deliver_note: '咨询报告已交付' });
    expect(info.status_label).toBe('已交付');
  });
});

describe('order changes answered by the lab', () => {
  it('approves a new amount once: a supplement is drawn, the stage moves only when both have signed it', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    const asked = await t.call(
      'order_change/add',
      { order_id: id, type: 1, reason: '增加检测项目：铅、镉' },
      b1.token,
    );
    const changeId = asked.data.id;
    const listed = await t.call('merchant_order_change/get', { status: 'pending' }, lab);
    expect(listed.data.list.map((c: { id: number }) => c.id)).toContain(changeId);
    expect(listed.data.list.find((c: { id: number }) => c.id === changeId)).toMatchObject({
      order_amount: 4000,
      unpaid_amount: 2800,
    });
    expect((await t.call('merchant_order_change/audit', { id: changeId, approve: false }, lab)).message).toBe(
      '请填写拒绝原因',
    );
    expect(
      (await t.call('merchant_order_change/audit', { id: changeId, approve: true, amount: '-5' }, lab))
        .message,
    ).toBe('请输入正确的金额（大于 0，最多两位小数）');
    expect(
      (await t.call('merchant_order_change/audit', { id: changeId, approve: true, amount: 1000 }, lab))
        .message,
    ).toBe('新金额须高于已付及其他阶段合计 ¥1200.00');
    const approved = await t.call(
      'merchant_order_change/audit',
      { id: changeId, approve: true, amount: '4500.50' },
      lab,
    );
    expect(approved).toMatchObject({
      status: true,
      data: { info: { status: 'approved', new_amount: 4500.5 } },
    });
    const again = await t.call(
      'merchant_order_change/audit',
      { id: changeId, approve: true, amount: 6000 },
      lab,
    );
    expect(again).toMatchObject({ status: false, message: '变更申请已同意，不能重复处理' });
    // approved, but not the order's until the buyer consents: total and stages as they were
    expect((await stagesOf(id)).map((s) => s.amountFen)).toEqual([120_000, 280_000]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.payAmountFen).toBe(400_000);
    const supplements = await t.db
      .select()
      .from(electronicContracts)
      .where(eq(electronicContracts.orderId, id));
    expect(supplements.filter((c) => c.kind === 'supplement')).toHaveLength(1);
    const supplement = supplements.find((c) => c.kind === 'supplement')!;
    expect(supplement.terms).toContain('¥4500.50');
    // the buyer sees the outcome on the order, and what it waits for
    let info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ pay_amount: 4000 });
    expect(info.changes[0]).toMatchObject({
      status: 'approved',
      new_amount: 4500.5,
      effect: 'pending_sign',
      contract_id: supplement.id,
    });
    expect(info.contracts.some((c: { kind: string }) => c.kind === 'supplement')).toBe(true);
    await signBoth(t, b1, supplement.id);
    expect((await stagesOf(id)).map((s) => s.amountFen)).toEqual([120_000, 330_050]);
    info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ pay_amount: 4500.5 });
    expect(info.changes[0]).toMatchObject({ effect: 'applied', effect_label: '已生效' });
  });

  it('rejects with a reason; a refund is approved only before delivery', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    const c1 = (await t.call('order_change/add', { order_id: id, type: 2, reason: '延期一周' }, b1.token))
      .data.id;
    expect(
      await t.call(
        'merchant_order_change/audit',
        { id: c1, approve: false, reason: '排期已满，无法延期' },
        lab,
      ),
    ).toMatchObject({ status: true, data: { info: { status: 'rejected', reply: '排期已满，无法延期' } } });
    await labWork(t, b1.token, id, { lab });
    const c2 = (await t.call('order_change/add', { order_id: id, type: 3, reason: '不需要了' }, b1.token))
      .data.id;
    expect((await t.call('merchant_order_change/audit', { id: c2, approve: true }, lab)).message).toBe(
      '订单已交付，不能同意退款，请与买家协商',
    );
    const early = await signedOrder();
    const c3 = (await t.call('order_change/add', { order_id: early, type: 3, reason: '不需要了' }, b1.token))
      .data.id;
    expect(
      (await t.call('merchant_order_change/audit', { id: c3, approve: true }, lab)).data.info.status,
    ).toBe('approved');
  });
});

describe('order changes with a date or a scope', () => {
  const beijing = (days: number) =>
    new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const supplementOf = async (id: number) =>
    (await t.db.select().from(electronicContracts).where(eq(electronicContracts.orderId, id))).find(
      (c) => c.kind === 'supplement',
    );

  it('a 延长服务周期 is approved with the agreed date; it is the order’s once the buyer accepts it', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    const change = (
      await t.call(
        'order_change/add',
        { order_id: id, type: 2, reason: '样品寄送延迟，需延长一周' },
        b1.token,
      )
    ).data.id;
    const audit = (extra: Record<string, unknown>) =>
      t.call('merchant_order_change/audit', { id: change, approve: true, ...extra }, lab);
    expect((await audit({})).message).toBe('请选择约定的新完成日期');
    expect((await audit({ due_date: '2027-02-30' })).message).toBe('约定完成日期格式不正确');
    expect((await audit({ due_date: beijing(-1) })).message).toBe('约定完成日期须在今天到两年之内');
    expect((await audit({ due_date: beijing(800) })).message).toBe('约定完成日期须在今天到两年之内');
    expect((await audit({ due_date: beijing(7), scope: '加测铅' })).message).toBe(
      '只有变更服务内容的申请可以约定新的服务内容',
    );
    // nothing of the refusals was kept
    expect(await supplementOf(id)).toBeUndefined();
    const due = beijing(7);
    expect(await audit({ due_date: due })).toMatchObject({
      status: true,
      data: { info: { status: 'approved', new_due_date: due, new_scope: null, new_amount: null } },
    });
    // a date alone needs no supplement: the buyer accepts it on the order page
    expect(await supplementOf(id)).toBeUndefined();
    let info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ due_date: null });
    expect(info.changes[0]).toMatchObject({
      status: 'approved',
      new_due_date: due,
      effect: 'pending_accept',
    });
    expect(await t.call('order_change/accept', { id: change }, b2.token)).toMatchObject({
      status: false,
      message: '变更申请不存在',
    });
    expect(await t.call('order_change/accept', { id: change }, b1.token)).toMatchObject({
      status: true,
      data: { info: { effect: 'applied' } },
    });
    expect((await t.call('order_change/accept', { id: change }, b1.token)).message).toBe(
      '该变更已生效，无需重复确认',
    );
    info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ due_date: due });
  });

  it('a 变更服务内容 is approved with the agreed scope; a date belongs only to a 延长服务周期', async () => {
    const lab = await labToken(t);
    const id = await signedOrder();
    const change = (
      await t.call('order_change/add', { order_id: id, type: 1, reason: '增加检测项目：铅、镉' }, b1.token)
    ).data.id;
    expect(
      (await t.call('merchant_order_change/audit', { id: change, approve: true, due_date: beijing(3) }, lab))
        .message,
    ).toBe('只有延长服务周期的申请可以约定新的完成日期');
    const scope = '在原 97 项基础上加测铅、镉（GB 5009.12 / 5009.15）';
    const approved = await t.call('merchant_order_change/audit', { id: change, approve: true, scope }, lab);
    expect(approved.data.info).toMatchObject({ new_scope: scope, new_due_date: null });
    expect((await supplementOf(id))?.terms).toContain(`服务内容变更为：${scope}`);
  });
});

describe('ownership: a lab reaches only its own orders, changes and records', () => {
  it('lab B gets nothing of lab A', async () => {
    const labB = await registerLab(t, '13700000061', 61);
    const id = await signedOrder();
    const change = (
      await t.call('order_change/add', { order_id: id, type: 1, reason: '改项目内容' }, b1.token)
    ).data.id;
    expect((await t.call('merchant_order/get', {}, labB.token)).data).toMatchObject({ total: 0, list: [] });
    for (const [endpoint, payload] of [
      ['merchant_order/info', { id }],
      ['merchant_order/receiveSample', { id, note: '完好' }],
      ['merchant_order/startTest', { id }],
      ['merchant_order/deliver', { id, note: '交付' }],
    ] as const) {
      const foreign = await t.call(endpoint, payload, labB.token);
      expect(foreign, endpoint).toMatchObject({ status: false, message: '订单不存在' });
      expect(foreign).toEqual(await t.call(endpoint, { ...payload, id: 999999 }, labB.token));
    }
    expect((await t.call('merchant_order_change/get', {}, labB.token)).data.total).toBe(0);
    expect(
      (await t.call('merchant_order_change/audit', { id: change, approve: true, amount: 1 }, labB.token))
        .message,
    ).toBe('变更申请不存在');
    expect((await t.db.select().from(orderChanges).where(eq(orderChanges.id, change)))[0]!.status).toBe(
      'pending',
    );
    expect((await t.call('merchant_amount_record/get', {}, labB.token)).data.total).toBe(0);
    expect((await t.call('merchant_amount_record/statics', {}, labB.token)).data.info).toMatchObject({
      gross: 0,
      count: 0,
    });
    expect(
      await t.db
        .select()
        .from(merchantAmountRecords)
        .where(eq(merchantAmountRecords.merchantId, labB.merchantId)),
    ).toEqual([]);
    // a buyer cannot ship another buyer's sample
    expect(
      (
        await t.call(
          'order/shipSample',
          { id, courier_company: '顺丰速运', waybill_no: 'SF1234567890' },
          b2.token,
        )
      ).message,
    ).toBe('订单不存在');
  });

  it('refuses a bad month filter', async () => {
    const lab = await labToken(t);
    expect((await t.call('merchant_amount_record/get', { month: '2026-13' }, lab)).message).toBe(
      '月份格式应为 YYYY-MM',
    );
  });
});

describe('every fulfilment merchant_* id is for labs only', () => {
  const ids = (Object.keys(endpoints) as EndpointId[]).filter((id) =>
    /^merchant_(order|order_change|amount_record)\//.test(id),
  );
  it.each(['buyer', 'expert'] as const)('a %s gets -2 from each', async (who) => {
    const { token } = await t.loginAs(who);
    expect(ids).toHaveLength(10);
    for (const id of ids) {
      expect(endpoints[id].users).toEqual([2]);
      expect((await t.call(id, { id: 1 }, token)).status, id).toBe(-2);
    }
  });
  it('a visitor gets -2 from each, and order/shipSample is for buyers only', async () => {
    for (const id of ids) expect((await t.call(id, { id: 1 })).status, id).toBe(-2);
    const lab = await labToken(t);
    expect((await t.call('order/shipSample', { id: 1 }, lab)).status).toBe(-2);
  });
});

describe('merchant_order/get', () => {
  it('lists the lab’s orders newest first by when they were placed, whatever order they were stored in', async () => {
    const lab = await labToken(t);
    const older = await placeOrder(t, b1);
    const newer = await placeOrder(t, b1);
    // the later row was placed earlier (as seeded or imported orders can be)
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, newer));
    const list = (await t.call('merchant_order/get', { page: 1, limit: 100 }, lab)).data.list as {
      id: number;
      created_at: string;
    }[];
    const ids = list.map((o) => o.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const times = list.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('the demo data', () => {
  it('gives the demo lab an order at every fulfilment step, a pending change and a signed contract', async () => {
    const lab = await labToken(t);
    const counts = (await t.call('merchant_order/get', {}, lab)).data.counts;
    for (const s of [
      'awaiting_sample',
      'sample_shipped',
      'sample_received',
      'testing',
      'delivered',
      'pending_balance',
    ]) {
      expect(counts[s], s).toBeGreaterThanOrEqual(1);
    }
    expect(counts.completed).toBeGreaterThanOrEqual(1);
    expect(
      (await t.call('merchant_order_change/get', { status: 'pending' }, lab)).data.total,
    ).toBeGreaterThanOrEqual(1);
    const [seeded] = await t.db
      .select()
      .from(orderReports)
      .where(like(orderReports.reportNo, 'ZY-%'))
      .limit(1);
    const info = (await t.call('merchant_order/info', { id: seeded!.orderId }, lab)).data.info;
    expect(info.report.report_no).toMatch(/^ZY-/);
    expect(info.contracts[0]).toMatchObject({ kind: 'main', status: 'signed' });
    // its buyer downloads the signed contract (rendered on first download) and the report
    const login = await t.call('user/login', { mobile: '13900000201', password: 'Demo@1234' });
    const { url } = (
      await t.call('electronic_contract/download', { id: info.contracts[0].id }, login.data.token)
    ).data;
    const pdf = await t.request(url);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const statics = (await t.call('merchant_amount_record/statics', {}, lab)).data.info;
    expect(statics.count).toBeGreaterThanOrEqual(7);
    // the report is in the ledger under its number
    expect((await t.call('report/verify', { report_no: info.report.report_no })).status).toBe(true);
  });
});
