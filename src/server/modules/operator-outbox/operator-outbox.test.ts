import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { queueCode } from '../../lib/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';

let t: TestApp;
let desk: string;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  desk = (await enrolledStaff(t, 'service')).token;
  admin = (await enrolledStaff(t, 'admin')).token;
  editor = (await enrolledStaff(t, 'editor')).token;
  await queueCode(t.db, { channel: 'sms', to: '13812340001', code: '583920', purpose: 'register' });
  await queueCode(t.db, { channel: 'mail', to: 'alice@example.com', code: '610274', purpose: 'bind_email' });
  await t.db
    .update(outbox)
    .set({ state: 'failed', attempts: 4, lastError: '阿里云短信：isv.BUSINESS_LIMIT_CONTROL 触发天级流控' })
    .where(eq(outbox.to, '13812340001'));
});
afterAll(() => t.close());

describe('operator_outbox/get (客服, 管理员)', () => {
  it('lists deliveries newest first with the target masked, the state, attempts and last error, never the code', async () => {
    const answer = await staffCall(t, 'operator_outbox/get', {}, desk);
    expect(answer.status).toBe(true);
    const [mail, sms] = answer.data.list;
    expect(mail).toMatchObject({
      channel: 'mail',
      to: 'a***@example.com',
      purpose: 'bind_email',
      purpose_name: '绑定邮箱',
      state: 'pending',
      attempts: 0,
      last_error: '',
      sent_at: '',
    });
    expect(sms).toMatchObject({
      channel: 'sms',
      to: '138****0001',
      purpose_name: '注册',
      state: 'failed',
      attempts: 4,
      last_error: '阿里云短信：isv.BUSINESS_LIMIT_CONTROL 触发天级流控',
    });
    expect(sms.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const text = JSON.stringify(answer);
    for (const secret of ['583920', '610274', '13812340001', 'alice@']) expect(text).not.toContain(secret);
  });

  it('filters by state, channel and a whole mobile or address', async () => {
    const failed = await staffCall(t, 'operator_outbox/get', { state: 'failed' }, admin);
    expect(failed.data.list.map((d: { to: string }) => d.to)).toEqual(['138****0001']);
    const mails = await staffCall(t, 'operator_outbox/get', { channel: 'mail' }, desk);
    expect(mails.data.total).toBe(1);
    const caller = await staffCall(t, 'operator_outbox/get', { keyword: 'Alice@Example.com' }, desk);
    expect(caller.data.list.map((d: { to: string }) => d.to)).toEqual(['a***@example.com']);
    // part of a number finds nothing: the desk looks up one caller, it does not browse numbers
    expect((await staffCall(t, 'operator_outbox/get', { keyword: '1381234' }, desk)).data.total).toBe(0);
    const bad = await staffCall(t, 'operator_outbox/get', { state: 'lost' }, desk);
    expect(bad).toMatchObject({ status: false, message: '无效的发送状态' });
  });

  it('is closed to other roles', async () => {
    expect((await staffCall(t, 'operator_outbox/get', {}, editor)).status).toBe(false);
  });
});
