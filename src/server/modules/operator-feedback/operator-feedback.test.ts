import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, siteLetters, staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PNG, upload } from '../merchant-center/merchant.test-helpers';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { FEEDBACK_MSG } from './operator-feedback.service';

let t: TestApp;
let desk: string;
let buyer: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  desk = (await enrolledStaff(t, 'service')).token;
  const b = await t.loginAs('buyer');
  buyer = { token: b.token, userId: b.userInfo.id };
});
afterAll(() => t.close());

describe('operator_feedback (客服)', () => {
  it('lists a waiting feedback, answers it once, and the sender reads the answer as a site letter', async () => {
    const sent = await t.call(
      'feedback/add',
      {
        type: 'bug',
        content: '购物车里的数量无法修改，点击加号没有反应',
        contact: '',
        from_page: '/shopcar',
      },
      buyer.token,
    );
    expect(sent.status).toBe(true);
    const inbox = await staffCall(t, 'operator_feedback/get', { status: 'pending' }, desk);
    const item = inbox.data.list.find((f: { content: string }) => f.content.startsWith('购物车里的数量'));
    expect(item).toMatchObject({ type_name: '功能异常', page: '/shopcar', reply: '' });
    const bare = await staffCall(t, 'operator_feedback/reply', { id: item.id, reply: '' }, desk);
    expect(bare.status).toBe(false);
    const audits = (await t.db.select().from(staffAudit)).length;
    const answered = await staffCall(
      t,
      'operator_feedback/reply',
      { id: item.id, reply: '已修复，请刷新页面后重试' },
      desk,
    );
    expect(answered.data.info).toMatchObject({ reply: '已修复，请刷新页面后重试' });
    expect((await t.db.select().from(staffAudit)).length).toBe(audits + 1);
    const [letter] = await t.db
      .select()
      .from(siteLetters)
      .where(eq(siteLetters.accountId, buyer.userId))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(letter).toMatchObject({ title: '您的意见反馈已回复' });
    expect(letter!.content).toContain('已修复，请刷新页面后重试');
    const again = await staffCall(t, 'operator_feedback/reply', { id: item.id, reply: '再次回复' }, desk);
    expect(again).toMatchObject({ status: false, message: FEEDBACK_MSG.replied });
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, item.id));
    expect(row!.reply).toBe('已修复，请刷新页面后重试');
    const replied = await staffCall(t, 'operator_feedback/get', { status: 'replied' }, desk);
    expect(replied.data.list.map((f: { id: number }) => f.id)).toContain(item.id);
  });

  it('shows the screenshots sent with a feedback through signed links the desk can open', async () => {
    const shot = await upload(t, buyer.token, PNG, '下单报错.png');
    const sent = await t.call(
      'feedback/add',
      {
        type: 'bug',
        content: '提交订单时报错，截图见附件',
        contact: '',
        from_page: '/order',
        attachment_ids: [shot],
      },
      buyer.token,
    );
    expect(sent.status, sent.message).toBe(true);
    const inbox = await staffCall(t, 'operator_feedback/get', { keyword: '截图见附件' }, desk);
    const [item] = inbox.data.list;
    expect(item.screenshots).toEqual([
      {
        id: shot,
        name: '下单报错.png',
        url: expect.stringMatching(/^\/files\/attachment\/\d+\?exp=\d+&sig=/),
      },
    ]);
    const file = await t.request(item.screenshots[0].url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    const forged = await t.request(item.screenshots[0].url.replace(/sig=[^&]+/, 'sig=0'));
    expect(forged.status).toBe(403);
  });
});
