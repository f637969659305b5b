import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import type { Buyer } from '../order/order-fixtures';
import { deliver, notificationFor, resigned, useProviderApp } from './pay.test-helpers';

const p = useProviderApp();
let t: TestApp;
let b1: Buyer;
beforeAll(() => {
  ({ t, b1 } = p);
});
const { orderOf, payEvents, outcomes, intent } = p;

describe('POST /notify/pay', () => {
  it('accepts a valid notification once, however often it is delivered (form or JSON)', async () => {
    const { id, payNo } = await intent();
    expect(await deliver(t, await notificationFor(t, payNo), true)).toBe('success');
    // the provider redelivers with a fresh nonce: handled already, nothing changes
    expect(await deliver(t, await notificationFor(t, payNo))).toBe('success');
    expect(await deliver(t, await notificationFor(t, payNo))).toBe('success');
    expect(await orderOf(id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(await payEvents(id)).toHaveLength(1);
    expect(await outcomes()).toEqual(['accepted', 'duplicate', 'duplicate']);
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'paid' });
    expect(payment!.tradeNo).toMatch(/^SIM[0-9A-F]{28}$/);
  });

  it('refuses a replayed notification (a nonce seen before)', async () => {
    const { payNo } = await intent();
    const note = await notificationFor(t, payNo);
    expect(await deliver(t, note)).toBe('success');
    expect(await deliver(t, note)).toBe('fail');
    expect(await outcomes()).toEqual(['accepted', 'rejected:replay']);
  });

  it('refuses stale and future timestamps', async () => {
    const { id, payNo } = await intent();
    const old = await notificationFor(t, payNo, new Date(Date.now() - 6 * 60_000));
    const future = await notificationFor(t, payNo, new Date(Date.now() + 6 * 60_000));
    expect(await deliver(t, old)).toBe('fail');
    expect(await deliver(t, future)).toBe('fail');
    expect(await outcomes()).toEqual(['rejected:stale', 'rejected:stale']);
    expect((await orderOf(id)).status).toBe('pending_payment');
  });

  it('refuses forged signatures: another secret, an altered field, a missing or junk sign', async () => {
    const { id, payNo } = await intent();
    const note = await notificationFor(t, payNo);
    expect(await deliver(t, resigned(note, {}, 'guessed-secret'))).toBe('fail');
    expect(await deliver(t, { ...note, amount: '0.01' })).toBe('fail');
    expect(await deliver(t, { ...note, sign: '0'.repeat(64) })).toBe('fail');
    const { sign: _s, ...unsigned } = note;
    expect(await deliver(t, unsigned)).toBe('fail');
    // unverified copies are only sampled into the log (see the junk test below)
    for (const o of await outcomes()) expect(['rejected:sign', 'rejected:malformed']).toContain(o);
    expect((await orderOf(id)).status).toBe('pending_payment');
    // the genuine one (same nonce as the altered copies) still goes through afterwards
    expect(await deliver(t, note)).toBe('success');
    expect((await orderOf(id)).status).toBe('pending_sign');
  });

  it('refuses a wrong amount, a wrong order and an unknown pay_no even when correctly signed', async () => {
    const { id, payNo } = await intent();
    const other = await intent();
    const note = await notificationFor(t, payNo);
    const fresh = (change: Record<string, string>) =>
      resigned(note, { ...change, nonce: `n${Math.random().toString(36).slice(2, 14)}` });
    expect(await deliver(t, fresh({ amount: '0.01' }))).toBe('fail');
    expect(await deliver(t, fresh({ amount: '4000.01' }))).toBe('fail');
    const otherNo = (await orderOf(other.id)).orderNo;
    expect(await deliver(t, fresh({ order_no: otherNo }))).toBe('fail');
    expect(await deliver(t, fresh({ pay_no: 'PAY000000000000' }))).toBe('fail');
    // the signed refusals used up their nonces: the same one again is a replay
    expect(await deliver(t, resigned(note, { amount: '0.01' }))).toBe('fail');
    expect(await deliver(t, resigned(note, { amount: '0.01' }))).toBe('fail');
    expect(await outcomes()).toEqual([
      'rejected:amount',
      'rejected:amount',
      'rejected:order_mismatch',
      'rejected:unknown_pay_no',
      'rejected:amount',
      'rejected:replay',
    ]);
    expect((await orderOf(id)).status).toBe('pending_payment');
    expect((await orderOf(other.id)).status).toBe('pending_payment');
    expect(await t.db.select().from(payments).where(eq(payments.status, 'paid'))).toHaveLength(0);
  });

  it('answers junk with fail, never a 500, and keeps only a sample of it', async () => {
    const junk = ['', 'not a form', '{"pay_no":', '[1,2]', `{"pay_no":{"x":1}}`, 'a=1&a=2', 'x'.repeat(9000)];
    for (let i = 0; i < 200; i++) {
      const res = await t.request('/notify/pay', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': `10.0.${i % 250}.1` },
        body: junk[i % junk.length]!,
      });
      expect(res.status === 200 || res.status === 413).toBe(true);
      expect(await res.text()).toBe('fail');
    }
    // 200 junk posts in well under the sampling interval: one row at most
    const kept = await outcomes();
    expect(kept.length).toBeLessThanOrEqual(1);
    expect(kept.every((o) => o === 'rejected:malformed')).toBe(true);
  });

  it('limits notifications per sending address', async () => {
    const rule = { limit: 600 };
    const post = () =>
      t.request('/notify/pay', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.9.9' },
        body: 'junk',
      });
    for (let i = 0; i < rule.limit; i++) await post();
    expect((await post()).status).toBe(429);
    // another address is not affected
    const other = await t.request('/notify/pay', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.9.8' },
      body: 'junk',
    });
    expect(other.status).toBe(200);
  });

  it('does not pay a cancelled order, and pays a stage only once across two intents', async () => {
    const { id, payNo } = await intent();
    await t.call('order/cancel', { id }, b1.token);
    expect(await deliver(t, await notificationFor(t, payNo))).toBe('fail');
    expect(await orderOf(id)).toMatchObject({ status: 'cancelled', paidAmountFen: 0 });
    expect((await t.db.select().from(payments))[0]!.status).toBe('pending');

    const second = await intent();
    const [p1] = await t.db.select().from(payments).where(eq(payments.orderId, second.id));
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(payments.id, p1!.id));
    const again = await t.call('pay/getCheckstandUrl', { id: second.id }, b1.token);
    expect(again.data.pay_no).not.toBe(second.payNo);
    expect(await deliver(t, await notificationFor(t, again.data.pay_no))).toBe('success');
    // the older intent was closed when the stage was paid: its late notification changes nothing
    expect(await deliver(t, await notificationFor(t, second.payNo))).toBe('success');
    expect(await orderOf(second.id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(await payEvents(second.id)).toHaveLength(1);
  });
});
