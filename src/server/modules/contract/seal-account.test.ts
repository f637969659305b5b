import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  electronicContractAccounts,
  electronicContractSeals,
  electronicContracts,
  goodsCart,
  orders,
  siteLetters,
} from '../../db/schema';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { buyersForFile, placeOrder } from '../order/order-fixtures';
import { MAX_SEALS } from './seal.service';

const { t, b1, b2 } = buyersForFile({ clear: [orders, goodsCart] });
beforeEach(async () => {
  await t.db.delete(electronicContractAccounts).where(eq(electronicContractAccounts.userId, b2.userId));
  await t.db.delete(electronicContractSeals).where(eq(electronicContractSeals.userId, b2.userId));
});

const APPLY = {
  org_name: '深圳市鹏城质检技术有限公司',
  credit_code: '91440300MA5G8K2Y1E',
  legal_person: '陈静',
  contact_mobile: '13712345678',
};
const apply = (body: Record<string, unknown>, b = b2) =>
  t.call('electronic_contract_account/apply', body, b.token);
const status = async (b = b2) =>
  (await t.call('electronic_contract_account/queryApplyStatus', {}, b.token)).data.info;
const seals = async (b = b2) => (await t.call('electronic_contract_seal/get', {}, b.token)).data;
const svgOf = (image: string) =>
  Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');

describe('electronic_contract_account', () => {
  it('starts with none, applies into review and stays there until the console decides', async () => {
    expect(await status()).toMatchObject({ status: 'none', status_label: '未开通', org_name: '' });
    const answer = await apply({ ...APPLY, credit_code: ' 91440300ma5g8k2y1e ' });
    expect(answer).toMatchObject({
      status: true,
      data: { info: { status: 'reviewing', credit_code: APPLY.credit_code } },
    });
    expect(await status()).toMatchObject({ status: 'reviewing', status_label: '审核中', ...APPLY });
    expect(await apply(APPLY)).toMatchObject({ status: false, message: '开户申请正在审核中，请耐心等待' });
    // nothing approves by itself, however long it waits
    await t.db
      .update(electronicContractAccounts)
      .set({ appliedAt: new Date(Date.now() - 30 * 24 * 3600_000) })
      .where(eq(electronicContractAccounts.userId, b2.userId));
    expect(await status()).toMatchObject({ status: 'reviewing' });
    const reviewer = (await enrolledStaff(t, 'reviewer')).token;
    const queue = await staffCall(
      t,
      'operator_review/get',
      { kind: 'sign_account', status: 'pending' },
      reviewer,
    );
    expect(queue.data.list).toContainEqual(
      expect.objectContaining({
        kind: 'sign_account',
        id: b2.userId,
        title: `${APPLY.org_name}（买家）`,
        applicant: '13800000004',
        status: 'pending',
      }),
    );
    const info = await staffCall(
      t,
      'operator_review/info',
      { kind: 'sign_account', id: b2.userId },
      reviewer,
    );
    expect(info.data.info.fields).toContainEqual({ label: '统一社会信用代码', value: APPLY.credit_code });
    const rejected = await staffCall(
      t,
      'operator_review/reject',
      { kind: 'sign_account', id: b2.userId, reason: '法定代表人与营业执照不一致' },
      reviewer,
    );
    expect(rejected).toMatchObject({ status: true, data: { info: { status: 'rejected' } } });
    expect(await status()).toMatchObject({ status: 'rejected', reason: '法定代表人与营业执照不一致' });
    const [letter] = await t.db
      .select()
      .from(siteLetters)
      .where(eq(siteLetters.accountId, b2.userId))
      .orderBy(desc(siteLetters.id))
      .limit(1);
    expect(letter).toMatchObject({ title: '电子签章开户未通过', link: '/home/contract/agreement' });
    expect(await apply(APPLY)).toMatchObject({ status: true, data: { info: { status: 'reviewing' } } });
    expect(await status()).toMatchObject({ reason: '' });
    const approved = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'sign_account', id: b2.userId },
      reviewer,
    );
    expect(approved).toMatchObject({ status: true, data: { info: { status: 'approved' } } });
    expect(await status()).toMatchObject({ status: 'approved', status_label: '已开通' });
    expect(
      await staffCall(t, 'operator_review/approve', { kind: 'sign_account', id: b2.userId }, reviewer),
    ).toMatchObject({ status: false, message: '该申请已处理，请刷新列表' });
    expect(await apply(APPLY)).toMatchObject({ status: false, message: '电子签章账户已开通，无需重复申请' });
  });

  it('validates every field, the credit code by its GB 32100-2015 check character', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...APPLY, org_name: '' }, '请输入企业名称'],
      [{ ...APPLY, org_name: '甲' }, '企业名称至少2个字'],
      [{ ...APPLY, credit_code: '' }, '请输入统一社会信用代码'],
      [{ ...APPLY, credit_code: '91440300MA5G8K2Y1F' }, '请输入正确的18位统一社会信用代码'],
      [{ ...APPLY, credit_code: '91440300MA5G8K2Y1' }, '请输入正确的18位统一社会信用代码'],
      [{ ...APPLY, credit_code: '914403001234567' }, '请输入正确的18位统一社会信用代码'],
      [{ ...APPLY, credit_code: ['x'] }, '请输入统一社会信用代码'],
      [{ ...APPLY, legal_person: '' }, '请输入法定代表人'],
      [{ ...APPLY, contact_mobile: '1234' }, '请输入正确的手机号'],
      [{ ...APPLY, org_name: 'a\u202eb' }, '输入内容包含非法字符'],
    ];
    for (const [body, message] of cases) expect(await apply(body)).toMatchObject({ status: false, message });
    expect(await status()).toMatchObject({ status: 'none' });
  });

  it('keeps each buyer to their own account', async () => {
    expect(await status(b1)).toMatchObject({ status: 'approved', org_name: '北京华检科技有限公司' });
    await apply(APPLY);
    expect((await status(b1)).org_name).toBe('北京华检科技有限公司');
  });
});

describe('electronic_contract_seal', () => {
  it('draws an SVG seal (ring, name on the arc, star, kind) and makes the first one default', async () => {
    const answer = await t.call(
      'electronic_contract_seal/set',
      { name: '深圳市鹏城质检技术有限公司', kind: 'contract' },
      b2.token,
    );
    expect(answer).toMatchObject({
      status: true,
      message: '签章已添加',
      data: { info: { kind: 'contract', is_default: true } },
    });
    const svg = svgOf(answer.data.info.image);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const part of ['<circle', '<textPath', '深圳市鹏城质检技术有限公司', '<polygon', '合同专用章'])
      expect(svg).toContain(part);
    const second = await t.call(
      'electronic_contract_seal/set',
      { name: '深圳鹏城质检', kind: 'official', is_default: '1' },
      b2.token,
    );
    expect(second.data.info).toMatchObject({ is_default: true });
    expect(svgOf(second.data.info.image)).toContain('公章');
    const { list, total } = await seals();
    expect(total).toBe(2);
    expect(list.map((s: { is_default: boolean }) => s.is_default)).toEqual([true, false]);
  });

  it("redraws one of the caller's seals and refuses anyone else's", async () => {
    const { data } = await t.call(
      'electronic_contract_seal/set',
      { name: '旧名称有限公司', kind: 'official' },
      b2.token,
    );
    const edited = await t.call(
      'electronic_contract_seal/set',
      { id: data.info.id, name: '新名称有限公司', kind: 'contract' },
      b2.token,
    );
    expect(edited).toMatchObject({
      status: true,
      message: '签章已更新',
      data: { info: { id: data.info.id, name: '新名称有限公司' } },
    });
    expect(svgOf(edited.data.info.image)).toContain('新名称有限公司');
    const mine = (await seals(b1)).list[0];
    const theirs = await t.call(
      'electronic_contract_seal/set',
      { id: mine.id, name: '冒用名称', kind: 'official' },
      b2.token,
    );
    expect(theirs).toMatchObject({ status: false, message: '签章不存在' });
    expect((await seals(b1)).list[0].name).toBe('北京华检科技有限公司');
    expect((await seals(b2)).list.map((s: { id: number }) => s.id)).not.toContain(mine.id);
  });

  it('refuses bad names and kinds, and more than the cap', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', kind: 'official' }, '请输入签章名称'],
      [{ name: 'A', kind: 'official' }, '签章名称至少2个字'],
      [{ name: '<svg onload=x>', kind: 'official' }, '签章名称只能包含汉字、字母、数字和括号'],
      [{ name: '某某公司', kind: 'personal' }, '无效的签章类型'],
      [{ name: '某某公司' }, '请选择签章类型'],
      [{ name: '某某公司', kind: 'official', id: 'x' }, '无效的签章ID'],
      [{ name: '名'.repeat(31), kind: 'official' }, '签章名称不能超过30个字'],
    ];
    for (const [body, message] of cases) {
      expect(await t.call('electronic_contract_seal/set', body, b2.token)).toMatchObject({
        status: false,
        message,
      });
    }
    for (let i = 0; i < MAX_SEALS; i++) {
      expect(
        (await t.call('electronic_contract_seal/set', { name: `分公司${i}`, kind: 'official' }, b2.token))
          .status,
      ).toBe(true);
    }
    expect(
      await t.call('electronic_contract_seal/set', { name: '再多一个', kind: 'official' }, b2.token),
    ).toMatchObject({
      status: false,
      message: `最多设置 ${MAX_SEALS} 个签章`,
    });
  });

  it("deletes the caller's seal and hands the default on; never another buyer's", async () => {
    const a = (await t.call('electronic_contract_seal/set', { name: '甲公司', kind: 'official' }, b2.token))
      .data.info;
    const b = (await t.call('electronic_contract_seal/set', { name: '乙公司', kind: 'official' }, b2.token))
      .data.info;
    const mine = (await seals(b1)).list[0];
    expect(await t.call('electronic_contract_seal/delete', { id: mine.id }, b2.token)).toMatchObject({
      status: false,
      message: '签章不存在',
    });
    expect(await t.call('electronic_contract_seal/delete', { id: 'abc' }, b2.token)).toMatchObject({
      status: false,
      message: '无效的签章ID',
    });
    expect((await seals(b1)).total).toBe(1);
    expect(await t.call('electronic_contract_seal/delete', { id: a.id }, b2.token)).toMatchObject({
      status: true,
      message: '签章已删除',
    });
    expect((await seals()).list).toMatchObject([{ id: b.id, is_default: true }]);
  });

  it('keeps the last seal while a contract waits, and any seal a contract was signed with', async () => {
    const id = await placeOrder(t, b1);
    await t.call('pay/payTest', { id }, b1.token);
    const seal = (await seals(b1)).list[0];
    expect(await t.call('electronic_contract_seal/delete', { id: seal.id }, b1.token)).toMatchObject({
      status: false,
      message: '您有待签署的合同，请至少保留一个签章',
    });
    await t.db
      .update(electronicContracts)
      .set({ status: 'signed', sealId: seal.id })
      .where(eq(electronicContracts.orderId, id));
    await t.call('electronic_contract_seal/set', { name: '北京华检科技', kind: 'official' }, b1.token);
    expect(await t.call('electronic_contract_seal/delete', { id: seal.id }, b1.token)).toMatchObject({
      status: false,
      message: '该签章已用于签署合同，不能删除',
    });
  });

  it('needs a buyer or a lab: visitors and experts are asked to log in', async () => {
    expect((await t.call('electronic_contract_seal/get', {})).status).toBe(-2);
    const { token } = await t.loginAs('expert');
    expect(
      (await t.call('electronic_contract_seal/set', { name: '某某公司', kind: 'official' }, token)).status,
    ).toBe(-2);
    expect((await t.call('electronic_contract_account/queryApplyStatus', {}, token)).status).toBe(-2);
  });
});
