import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutNotifications } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { freshExpert, microBody, payoutRowsOf, postNotify, signed } from './payout.test-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const MOBILE = '13722250301';

/**
 * Exactly-once on real PostgreSQL: PGlite runs one transaction at a time and would
 * hide the races the unique nonce and the conditional moves guard against.
 */
describe.skipIf(!adminUrl)('payout notifications under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let token: string;

  const limits = { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } };
  onPostgresApp(
    async (app) => {
      t = app;
      token = await freshExpert(t, MOBILE);
    },
    { limits },
  );

  it('two applications sent at once: one is stored, the other refused', async () => {
    const body = await microBody(t, token);
    const answers = await Promise.all([1, 2, 3].map(() => t.call('yeepoy_open_micro/apply', body, token)));
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== true))
      expect(a.message).toBe('开户申请正在审核中，请耐心等待');
    expect(await payoutRowsOf(t, MOBILE)).toHaveLength(1);
  });

  it('twenty redeliveries of one approval at once move it once; twenty copies of one signing open it once', async () => {
    const [row] = await payoutRowsOf(t, MOBILE);
    const no = row!.applicationNo!;
    const approvals = Array.from({ length: 20 }, (_, i) =>
      signed({ applicationNo: no, event: 'approved', merchantNo: `1001234${String(i).padStart(4, '0')}` }),
    );
    const replies = await Promise.all(approvals.map((n) => postNotify(t, n)));
    expect(replies.every((r) => r === 'success')).toBe(true);
    const outcomes = (
      await t.db.select().from(payoutNotifications).where(eq(payoutNotifications.applicationNo, no))
    ).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);

    const sign = signed({ applicationNo: no, event: 'signed' });
    const signs = await Promise.all(Array.from({ length: 20 }, () => postNotify(t, sign)));
    expect(signs.filter((r) => r === 'success')).toHaveLength(1);
    const info = (await t.call('yeepoy/queryOpenStatus', {}, token)).data.info;
    expect(info).toMatchObject({ status: 'opened', merchant_no: expect.stringMatching(/^1001234\d{4}$/) });
  });
});
