import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutNotifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { signFields } from '../pay/signing';
import { freshExpert, microBody, payoutRowsOf, postNotify, signed } from './payout.test-helpers';
import { payoutSignature } from './payout-notify';

let t: TestApp;
let token: string;
let no: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  token = await freshExpert(t, '13722250201');
  await t.call('yeepoy_open_micro/apply', await microBody(t, token), token);
  const [row] = await payoutRowsOf(t, '13722250201');
  no = row!.applicationNo!;
});
afterAll(() => t.close());

const state = async () => (await t.call('yeepoy/queryOpenStatus', {}, token)).data.info;
const outcomes = async () =>
  (await t.db.select().from(payoutNotifications).where(eq(payoutNotifications.applicationNo, no))).map(
    (r) => r.outcome,
  );

describe('/notify/yeepay', () => {
  it('refuses forged, altered, stale, malformed and unknown notifications without a move', async () => {
    const approve = { applicationNo: no, event: 'approved' as const, merchantNo: '10012345678' };
    expect(await postNotify(t, signed(approve, 'not-the-secret'))).toBe('fail');
    expect(await postNotify(t, { ...signed(approve), merchant_no: '10099999999' })).toBe('fail');
    expect(await postNotify(t, { ...signed(approve), event: 'signed' })).toBe('fail');
    expect(await postNotify(t, signed(approve, undefined, new Date(Date.now() - 10 * 60_000)))).toBe('fail');
    expect(await postNotify(t, { ...signed(approve), extra: '1' })).toBe('fail');
    expect(await postNotify(t, signed({ ...approve, applicationNo: 'YP0000000000' }))).toBe('fail');
    // a payment-style signature (no purpose prefix) over the same fields is not a payout one
    const fields = { ...signed(approve) };
    const { sign: _, ...rest } = fields;
    expect(signFields('tic-demo-pay-secret-not-for-production', rest)).not.toBe(
      payoutSignature('tic-demo-pay-secret-not-for-production', rest),
    );
    expect(
      await postNotify(t, { ...rest, sign: signFields('tic-demo-pay-secret-not-for-production', rest) }),
    ).toBe('fail');
    // signing may not skip review, and an approval needs a merchant number
    expect(await postNotify(t, signed({ applicationNo: no, event: 'signed' }))).toBe('fail');
    expect(await postNotify(t, signed({ applicationNo: no, event: 'approved' }))).toBe('fail');
    expect((await state()).status).toBe('reviewing');
    expect(await outcomes()).toEqual(['rejected:state', 'rejected:merchant_no']);
  });

  it('acts on a notification exactly once: a replay is refused, a redelivery changes nothing', async () => {
    const approval = signed({ applicationNo: no, event: 'approved', merchantNo: '10012345678' });
    expect(await postNotify(t, approval)).toBe('success');
    expect(await state()).toMatchObject({ status: 'signing', merchant_no: '10012345678' });
    expect(await postNotify(t, approval)).toBe('fail');
    // the same event redelivered (fresh nonce) is acknowledged but moves nothing
    const again = signed({ applicationNo: no, event: 'approved', merchantNo: '10099999999' });
    expect(await postNotify(t, again)).toBe('success');
    expect(await state()).toMatchObject({ status: 'signing', merchant_no: '10012345678' });
    // a late rejection of an approved application is refused
    expect(await postNotify(t, signed({ applicationNo: no, event: 'rejected', reason: '资料不全' }))).toBe(
      'fail',
    );
    expect((await state()).status).toBe('signing');
  });

  it('twenty copies of the signing notice delivered at once open the account once', async () => {
    const sign = signed({ applicationNo: no, event: 'signed' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => postNotify(t, sign)));
    expect(replies.filter((r) => r === 'success')).toHaveLength(1);
    expect((await state()).status).toBe('opened');
    const later = await outcomes();
    expect(later.filter((o) => o === 'accepted')).toHaveLength(2);
    expect(later).toContain('duplicate');
  });
});
