import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { createTestApp, DEMO, type TestApp, type Who } from '../../test/test-app';
import { callFrom } from '../captcha/captcha.test-helpers';

let t: TestApp;
beforeAll(async () => {
  // the default gate (lib/hash-gate.ts): 16 checks, 4 for made-up mobiles, a short line
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Two addresses each keep 8 logins with made-up mobiles in flight (the flood that answered 51 of
 * 52 real logins 系统繁忙 when one gate of 16 served everyone). Real users log in meanwhile.
 */
describe('login under a two-address flood of unknown mobiles', () => {
  it("does not make real users' logins fail", { timeout: 120_000 }, async () => {
    let flooding = true;
    let floodAnswers = 0;
    const flooder = async (address: string, lane: number) => {
      for (let i = 0; flooding; i++) {
        const mobile = `1370${String(lane).padStart(2, '0')}${String(i % 100000).padStart(5, '0')}`;
        await callFrom(t, 'user/login', { mobile, password: 'Guess@1234' }, address);
        floodAnswers++;
        // a network round trip: in-process requests refused at once would otherwise never yield
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const lanes = ['10.90.0.1', '10.90.0.2'].flatMap((a, k) =>
      Array.from({ length: 8 }, (_, i) => flooder(a, k * 8 + i)),
    );
    const users: Who[] = ['buyer', 'buyer2', 'merchant', 'expert'];
    const answers: Array<{ status: unknown; http: number; message: string }> = [];
    try {
      for (let round = 0; round < 3; round++) {
        const batch = await Promise.all(
          users.map((who, i) =>
            callFrom(
              t,
              DEMO[who].login,
              { mobile: DEMO[who].mobile, password: DEMO_PASSWORD },
              `10.91.${round}.${i}`,
            ),
          ),
        );
        answers.push(...batch);
      }
    } finally {
      // the lanes stop even when a login above threw
      flooding = false;
    }
    await Promise.all(lanes);
    expect(floodAnswers).toBeGreaterThan(16);
    expect(answers.filter((a) => a.status !== true)).toEqual([]);
  });
});
