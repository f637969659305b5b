import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { codesQueued, queueCode } from '../outbox';
import type { MessageSender, OutgoingMessage } from './message-sender';
import { startOutboxLoop } from './outbox-loop';
import { deliverDue } from './outbox-sender';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
});

/** A gateway in memory: records what it was given, fails while `failing` says so. */
function recordingSender(name = 'fake') {
  const sent: OutgoingMessage[] = [];
  const sender: MessageSender & { sent: OutgoingMessage[]; failing: boolean } = {
    name,
    sent,
    failing: false,
    async send(m) {
      if (sender.failing) throw new Error(`gateway down while sending ${m.code} to ${m.to}`);
      sent.push(m);
    },
  };
  return sender;
}

const rowOf = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)))[0]!;
const MIN = 60_000;

describe('the outbox sender', () => {
  it('delivers SMS and e-mail codes once and leaves a channel without sender alone', async () => {
    await queueCode(t.db, { channel: 'sms', to: '13900000011', code: '111111', purpose: 'register' });
    await queueCode(t.db, { channel: 'mail', to: 'a@example.com', code: '222222', purpose: 'bind_email' });
    const sms = recordingSender();
    const round = await deliverDue(t.db, { senders: { sms } });
    expect(round).toMatchObject({ sent: 1, claimed: 1 });
    expect(sms.sent).toEqual([{ to: '13900000011', code: '111111', purpose: 'register' }]);
    expect(await rowOf('13900000011')).toMatchObject({ state: 'sent', attempts: 1, lastError: '' });
    expect((await rowOf('13900000011')).sentAt).toBeInstanceOf(Date);
    expect(await rowOf('a@example.com')).toMatchObject({ state: 'pending', attempts: 0 });

    // a second round sends nothing again; the mail goes once a mail sender exists
    const mail = recordingSender('smtp');
    expect((await deliverDue(t.db, { senders: { sms, mail } })).sent).toBe(1);
    expect(sms.sent).toHaveLength(1);
    expect(mail.sent.map((m) => m.to)).toEqual(['a@example.com']);
  });

  it('retries a failing gateway after about 1, 5 and 30 minutes, then marks the message failed', async () => {
    await queueCode(t.db, { channel: 'sms', to: '13900000012', code: '734051', purpose: 'login' });
    const sms = recordingSender();
    sms.failing = true;
    const start = Date.now();
    const at = (ms: number) => ({ senders: { sms }, clock: () => new Date(start + ms) });
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);

    expect((await deliverDue(t.db, { ...at(0), log })).retrying).toBe(1);
    let row = await rowOf('13900000012');
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBe(start + MIN);
    // the gateway repeated the code: neither the stored error nor the log line carries it
    expect(row.lastError).toBe('gateway down while sending ****** to 13900000012');
    expect(lines.join('\n')).not.toContain('734051');
    expect(lines[0]).toContain('139****0012');

    // not due before its wait is over
    expect((await deliverDue(t.db, at(MIN - 1000))).claimed).toBe(0);
    expect((await deliverDue(t.db, at(MIN))).retrying).toBe(1);
    row = await rowOf('13900000012');
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(start + MIN + 5 * MIN);
    expect((await deliverDue(t.db, at(6 * MIN - 1000))).claimed).toBe(0);
    expect((await deliverDue(t.db, at(6 * MIN))).retrying).toBe(1);
    row = await rowOf('13900000012');
    expect(row.nextAttemptAt.getTime()).toBe(start + 36 * MIN);
    expect((await deliverDue(t.db, at(36 * MIN))).failed).toBe(1);
    row = await rowOf('13900000012');
    expect(row).toMatchObject({ state: 'failed', attempts: 4 });
    // given up: even a working gateway a day later does not send it
    sms.failing = false;
    expect((await deliverDue(t.db, at(24 * 60 * MIN))).claimed).toBe(0);
    expect(sms.sent).toEqual([]);
  });

  it('a gateway that recovers delivers on the retry', async () => {
    await queueCode(t.db, { channel: 'sms', to: '13900000013', code: '900001', purpose: 'login' });
    const sms = recordingSender();
    sms.failing = true;
    const start = Date.now();
    await deliverDue(t.db, { senders: { sms }, clock: () => new Date(start) });
    sms.failing = false;
    expect((await deliverDue(t.db, { senders: { sms }, clock: () => new Date(start + MIN) })).sent).toBe(1);
    expect(await rowOf('13900000013')).toMatchObject({ state: 'sent', attempts: 2, lastError: '' });
  });

  it('does not send a code that outlived its validity', async () => {
    await queueCode(t.db, { channel: 'sms', to: '13900000014', code: '900002', purpose: 'login' });
    const sms = recordingSender();
    const later = { senders: { sms }, maxAgeMs: 10 * MIN, clock: () => new Date(Date.now() + 11 * MIN) };
    expect((await deliverDue(t.db, later)).skipped).toBe(1);
    expect(await rowOf('13900000014')).toMatchObject({ state: 'skipped', lastError: '验证码已过期，未发送' });
    expect(sms.sent).toEqual([]);
  });

  it("gives up on a retry that comes due after the code expired, keeping the gateway's error", async () => {
    await queueCode(t.db, { channel: 'sms', to: '13900000017', code: '900005', purpose: 'login' });
    const sms = recordingSender();
    sms.failing = true;
    const start = Date.now();
    const at = (ms: number) => ({ senders: { sms }, maxAgeMs: 10 * MIN, clock: () => new Date(start + ms) });
    expect((await deliverDue(t.db, at(0))).retrying).toBe(1);
    sms.failing = false;
    expect((await deliverDue(t.db, at(11 * MIN))).failed).toBe(1);
    expect(sms.sent).toEqual([]);
    expect(await rowOf('13900000017')).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'gateway down while sending ****** to 13900000017',
    });
  });

  it('a message whose sender died mid-send is sent by another after the wait', async () => {
    await queueCode(t.db, { channel: 'sms', to: '13900000018', code: '900006', purpose: 'login' });
    const start = Date.now();
    // the first process claims it and dies before the gateway answers
    const hung: MessageSender = { name: 'hung', send: () => new Promise(() => {}) };
    void deliverDue(t.db, { senders: { sms: hung }, clock: () => new Date(start) });
    await expect.poll(async () => (await rowOf('13900000018')).attempts).toBe(1);
    const other = recordingSender();
    expect(
      (await deliverDue(t.db, { senders: { sms: other }, clock: () => new Date(start + 30_000) })).claimed,
    ).toBe(0);
    expect(
      (await deliverDue(t.db, { senders: { sms: other }, clock: () => new Date(start + MIN) })).sent,
    ).toBe(1);
    expect(await rowOf('13900000018')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('runs in the background: a queued code goes out at once when the transaction says so, and stop waits', async () => {
    const sms = recordingSender();
    const loop = startOutboxLoop(t.db, { senders: { sms }, pollMs: 60 * MIN });
    try {
      await t.db.transaction((tx) =>
        queueCode(tx, { channel: 'sms', to: '13900000015', code: '900003', purpose: 'login' }),
      );
      codesQueued();
      await expect.poll(() => sms.sent.length, { timeout: 5000 }).toBe(1);
    } finally {
      await loop.stop();
    }
    // stopped: a nudge does nothing any more
    await queueCode(t.db, { channel: 'sms', to: '13900000016', code: '900004', purpose: 'login' });
    codesQueued();
    await new Promise((r) => setTimeout(r, 200));
    expect((await rowOf('13900000016')).state).toBe('pending');
  });
});
