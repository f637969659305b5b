import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewItem, ReviewKind } from '../../../core/api/contract/models-operator';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { REVIEW_KINDS } from '../../../core/rules/reviews';
import { goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';

/**
 * What waits for a reviewer, read from the tables themselves (not through the kinds), so a
 * pending row a queue's own filter leaves out is found. A new kind without a line here fails.
 */
const PENDING: Record<ReviewKind, string> = {
  merchant: 'SELECT id FROM merchants WHERE status = 0',
  goods: 'SELECT id FROM goods WHERE status = 2',
  goods_revision: 'SELECT id FROM goods_revisions WHERE status = 0',
  user_sgs: "SELECT user_id AS id FROM user_certifications WHERE status = 'pending'",
  expert_sgs: "SELECT account_id AS id FROM expert_profiles WHERE cert_status = 'pending'",
  subsidy_apply: "SELECT id FROM subsidy_applications WHERE status = 'pending'",
  sign_account: "SELECT user_id AS id FROM electronic_contract_accounts WHERE status = 'reviewing'",
};

let t: TestApp;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = (await enrolledStaff(t, 'reviewer')).token;
});
afterAll(() => t.close());

async function queue(kind: ReviewKind): Promise<ReviewItem[]> {
  const out: ReviewItem[] = [];
  for (let page = 1; page < 50; page++) {
    const q = await staffCall(
      t,
      'operator_review/get',
      { kind, status: 'pending', page, limit: 50 },
      reviewer,
    );
    expect(q.status, q.message).toBe(true);
    out.push(...q.data.list);
    if (out.length >= q.data.total) return out;
  }
  return out;
}

describe('every pending application is in a queue', () => {
  it('each seeded pending application of every kind is listed as 待审核 and its detail opens', async () => {
    let seen = 0;
    for (const kind of REVIEW_KINDS) {
      const result = (await t.db.execute(sql.raw(PENDING[kind]))) as unknown as { rows: { id: number }[] };
      const rows = result.rows;
      const listed = new Map((await queue(kind)).map((r) => [r.id, r]));
      for (const { id } of rows) {
        expect(listed.get(id)?.status, `${kind}#${id} in its queue`).toBe('pending');
        const info = await staffCall(t, 'operator_review/info', { kind, id }, reviewer);
        expect(info.status, `${kind}#${id}: ${info.message}`).toBe(true);
        expect(info.data.info.status_name).toBe('待审核');
        seen += 1;
      }
    }
    // the demo lab's 待审核 service and the lab that has just registered, at least
    expect(seen).toBeGreaterThanOrEqual(2);
  });

  it("the demo lab's 待审核 service shows its option groups by name, its cover and its details", async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.status, GOODS_STATUS_CODE.pending)).limit(1);
    const info = await staffCall(t, 'operator_review/info', { kind: 'goods', id: g!.id }, reviewer);
    const view = info.data.info.goods!;
    expect(view.groups[0]).toEqual({
      name: '服务内容',
      options: [
        { name: '单点位', price: '680.00' },
        { name: '五点位套餐', price: '2800.00' },
      ],
    });
    expect(view.cover).toMatch(/^\/files\/cover\/\d+\.svg$|^\//);
    expect(view.content).toContain('<p>');
    expect(view.content).toContain('按标准方法取样');
  });

  it('sanitizes the details as the detail page does', async () => {
    const [g] = await t.db
      .update(goods)
      .set({ content: '<p onclick="x()">正文</p><script>alert(1)</script>' })
      .where(eq(goods.status, GOODS_STATUS_CODE.pending))
      .returning({ id: goods.id });
    const info = await staffCall(t, 'operator_review/info', { kind: 'goods', id: g!.id }, reviewer);
    expect(info.data.info.goods!.content).toContain('正文');
    expect(info.data.info.goods!.content).not.toMatch(/script|onclick/);
  });

  it('a service cannot wait for review without a submission time (the queue would miss it)', async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.status, GOODS_STATUS_CODE.pending)).limit(1);
    await expect(t.db.update(goods).set({ submittedAt: null }).where(eq(goods.id, g!.id))).rejects.toThrow();
  });
});
