import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/api/contract/models-operator';
import { auditChanges } from '../../../core/rules/audit-words';
import { GOODS_STATUS_CODE, MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { goods, merchants, staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from './operator-test-kit';

let t: TestApp;
let admin: { id: number; token: string };
let reviewer: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await enrolledStaff(t, 'admin');
  reviewer = (await enrolledStaff(t, 'reviewer')).token;
  editor = (await enrolledStaff(t, 'editor')).token;
});
afterAll(() => t.close());

/** The newest log row of the action, as the console reads it. */
async function latest(action: string, keyword?: string): Promise<AuditEntry> {
  const log = await staffCall(
    t,
    'operator_audit/get',
    { action, limit: 5, ...(keyword ? { keyword } : {}) },
    admin.token,
  );
  expect(log.status, log.message).toBe(true);
  return log.data.list[0];
}

describe('the audit log reads in words', () => {
  it('a review: 审核通过 of 服务「…」, 状态: 待审核 → 已通过', async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.status, GOODS_STATUS_CODE.pending)).limit(1);
    const ok = await staffCall(t, 'operator_review/approve', { kind: 'goods', id: g!.id }, reviewer);
    expect(ok.status, ok.message).toBe(true);
    const row = await latest('operator_review/approve');
    expect(row).toMatchObject({
      action_name: '审核通过',
      target: `goods#${g!.id}`,
      target_name: `服务「${g!.name}」`,
    });
    expect(row.changes).toEqual([{ label: '状态', before: '待审核', after: '已通过' }]);
    // the object's name finds its rows, though the log stores its number
    const byName = await latest('operator_review/approve', g!.name.slice(0, 6));
    expect(byName.id).toBe(row.id);
  });

  it('a rejection: 状态 first, then the reason it was given', async () => {
    const [m] = await t.db
      .select()
      .from(merchants)
      .where(eq(merchants.status, MERCHANT_STATUS_CODE.pending))
      .limit(1);
    const no = await staffCall(
      t,
      'operator_review/reject',
      { kind: 'merchant', id: m!.id, reason: '资质证书扫描件不清晰' },
      reviewer,
    );
    expect(no.status, no.message).toBe(true);
    const row = await latest('operator_review/reject');
    expect(row).toMatchObject({ action_name: '审核驳回', target_name: `机构「${m!.orgName}」` });
    expect(row.changes).toEqual([
      { label: '状态', before: '待审核', after: '已驳回' },
      { label: '原因', before: '（空）', after: '资质证书扫描件不清晰' },
    ]);
  });

  it('a new hot word lists what it was given; a deleted one keeps its kind and number', async () => {
    const add = await staffCall(
      t,
      'operator_hot_word/add',
      { keyword: '水质全分析', type: 'goods', sort: 3 },
      editor,
    );
    expect(add.status, add.message).toBe(true);
    const row = await latest('operator_hot_word/add');
    expect(row.action_name).toBe('新增热词');
    expect(row.target_name).toBe('热词「水质全分析」');
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { label: '热词', before: null, after: '水质全分析' },
        { label: '类型', before: null, after: '服务' },
        { label: '排序', before: null, after: '3' },
      ]),
    );
    await staffCall(t, 'operator_hot_word/delete', { id: add.data.info.id }, editor);
    const gone = await latest('operator_hot_word/delete');
    expect(gone).toMatchObject({ action_name: '删除热词', target_name: `热词 #${add.data.info.id}` });
  });

  it('the site configuration: only the changed fields, with their Chinese labels', async () => {
    const before = (await t.call('config/load')).data.config.hotline;
    const saved = await staffCall(t, 'operator_config/update', { hotline: '400-800-1234' }, admin.token);
    expect(saved.status, saved.message).toBe(true);
    const row = await latest('operator_config/update');
    expect(row).toMatchObject({ action_name: '修改站点配置', target_name: '站点配置' });
    expect(row.changes).toEqual([{ label: '客服热线', before: before || '（空）', after: '400-800-1234' }]);
  });

  it('sign-in names the staff member; an unknown action or target shows as stored', async () => {
    const login = await latest('operator/totpVerify');
    expect(login.action_name).toBe('绑定动态验证码');
    expect(login.target_name).toMatch(/^员工「.+」$/);
    await t.db.insert(staffAudit).values({
      staffId: null,
      staffName: 'cli',
      ip: '',
      action: 'operator_future/thing',
      target: 'T20260101 退款 #3',
    });
    const odd = await latest('operator_future/thing');
    expect(odd).toMatchObject({ action_name: 'operator_future/thing', target_name: 'T20260101 退款 #3' });
  });

  it('words values: states, booleans, empty values and rich text', () => {
    expect(
      auditChanges(
        { status: 'published', hidden: false, summary: '', title: '旧' },
        { status: 'withdrawn', hidden: true, summary: '<p>新的<b>摘要</b></p>', title: '旧' },
      ),
    ).toEqual([
      { label: '状态', before: '已发布', after: '已撤回' },
      { label: '摘要', before: '（空）', after: '新的 摘要' },
      { label: '隐藏', before: '否', after: '是' },
    ]);
  });
});
