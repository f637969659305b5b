import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueCode } from '../../lib/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev/outbox', () => {
  it('lists queued codes newest first as {channel, to, code, at}', async () => {
    await queueCode(t.db, { channel: 'sms', to: '13800000001', code: '123456', purpose: 'login' });
    await queueCode(t.db, { channel: 'mail', to: 'a@example.cn', code: '654321' });
    await queueCode(t.db, { channel: 'sms', to: '13800000004', code: '111111' });
    const all = await t.call('dev/outbox');
    expect(all.status).toBe(true);
    expect(all.data.list.map((e: { code: string }) => e.code)).toEqual(['111111', '654321', '123456']);
    expect(Object.keys(all.data.list[0]).sort()).toEqual(['at', 'channel', 'code', 'to']);
    const one = await t.call('dev/outbox', { to: '13800000001' });
    expect(one.data.list).toEqual([
      { channel: 'sms', to: '13800000001', code: '123456', at: expect.any(String) },
    ]);
    expect((await t.call('dev/outbox', { channel: 'mail' })).data.total).toBe(1);
    expect((await t.call('dev/outbox', { channel: 'fax' })).status).toBe(false);
  });
});
