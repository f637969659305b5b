import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, attachments, siteLetters, staffAudit, userCertifications } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { REVIEW_MSG } from './operator-review.service';

let t: TestApp;
let reviewer: string;
let buyerId: number;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = (await enrolledStaff(t, 'reviewer')).token;
  const [b] = await t.db.select().from(accounts).where(eq(accounts.mobile, DEMO.buyer2.mobile));
  buyerId = b!.id;
});
afterAll(() => t.close());

/** The newest site letter the applicant received. */
async function lastLetter() {
  const [letter] = await t.db
    .select()
    .from(siteLetters)
    .where(eq(siteLetters.accountId, buyerId))
    .orderBy(sql`id desc`)
    .limit(1);
  return letter;
}

async function pendingCertification(): Promise<void> {
  await t.db.delete(userCertifications).where(eq(userCertifications.userId, buyerId));
  const [file] = await t.db
    .insert(attachments)
    .values({
      ownerId: buyerId,
      mime: 'image/png',
      size: 10,
      storageKey: `k${Date.now()}`,
      originalName: 'licence.png',
    })
    .returning();
  await t.db.insert(userCertifications).values({
    userId: buyerId,
    orgName: '杭州示例检测有限公司',
    creditCode: '91310000MA1FL1XD6J',
    legalPerson: '张三',
    contactName: '李四',
    contactMobile: '13912345678',
    address: '杭州市西湖区',
    licenceId: file!.id,
  });
}

describe('operator_review (user_sgs)', () => {
  it('lists the pending application, shows it with a licence link, approves it once with a letter and an audit row', async () => {
    await pendingCertification();
    const queue = await staffCall(
      t,
      'operator_review/get',
      { kind: 'user_sgs', status: 'pending' },
      reviewer,
    );
    expect(queue.data.list.map((r: { id: number }) => r.id)).toContain(buyerId);
    const info = await staffCall(t, 'operator_review/info', { kind: 'user_sgs', id: buyerId }, reviewer);
    expect(info.data.info.fields.find((f: { label: string }) => f.label === '营业执照').url).toMatch(
      /^\/files\/attachment\//,
    );
    const audits = (await t.db.select().from(staffAudit)).length;
    const ok = await staffCall(t, 'operator_review/approve', { kind: 'user_sgs', id: buyerId }, reviewer);
    expect(ok.data.info.status).toBe('approved');
    expect((await t.db.select().from(staffAudit)).length).toBe(audits + 1);
    const again = await staffCall(t, 'operator_review/approve', { kind: 'user_sgs', id: buyerId }, reviewer);
    expect(again).toMatchObject({ status: false, message: REVIEW_MSG.handled });
    const buyer = (await t.loginAs('buyer2')).token;
    expect((await t.call('user_sgs/info', {}, buyer)).data.info.status).toBe('approved');
    const letter = await lastLetter();
    expect(letter).toMatchObject({ title: '企业认证已通过', link: '/home/auth' });
  });

  it('a rejection needs a reason, and the applicant reads it', async () => {
    await pendingCertification();
    const bare = await staffCall(t, 'operator_review/reject', { kind: 'user_sgs', id: buyerId }, reviewer);
    expect(bare).toMatchObject({ status: false, message: REVIEW_MSG.reasonNeeded });
    const no = await staffCall(
      t,
      'operator_review/reject',
      { kind: 'user_sgs', id: buyerId, reason: '营业执照不清晰' },
      reviewer,
    );
    expect(no.data.info).toMatchObject({ status: 'rejected', reason: '营业执照不清晰' });
    const letter = await lastLetter();
    expect(letter!.content).toContain('营业执照不清晰');
  });

  it('nothing approves by itself any more', async () => {
    await pendingCertification();
    await t.db.update(userCertifications).set({ appliedAt: sql`now() - interval '1 day'` });
    const buyer = (await t.loginAs('buyer2')).token;
    expect((await t.call('user_sgs/info', {}, buyer)).data.info.status).toBe('pending');
  });

  it('every kind has its queue; unknown ones are refused', async () => {
    expect((await staffCall(t, 'operator_review/get', { kind: 'merchant' }, reviewer)).status).toBe(true);
    expect((await staffCall(t, 'operator_review/get', { kind: 'goods' }, reviewer)).status).toBe(true);
    expect((await staffCall(t, 'operator_review/get', { kind: 'nope' }, reviewer)).status).toBe(false);
    expect((await staffCall(t, 'operator_review/get', { kind: 'expert_sgs' }, reviewer)).status).toBe(true);
    expect((await staffCall(t, 'operator_review/get', { kind: 'subsidy_apply' }, reviewer)).status).toBe(
      true,
    );
  });
});
