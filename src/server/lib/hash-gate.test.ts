import { describe, expect, it } from 'vitest';
import { ApiFailure } from './envelope';
import { BUSY, hashGate, TOO_FREQUENT } from './hash-gate';

/** A password check that ends when the test says so. */
function pending() {
  let done = () => {};
  const promise = new Promise<boolean>((resolve) => {
    done = () => resolve(true);
  });
  return { work: () => promise, done };
}

const failureOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof ApiFailure ? [e.httpStatus, e.message] : e;
  }
};

const limits = {
  perAccount: 2,
  perAddress: 2,
  total: 4,
  unknown: 2,
  queuePerAddress: 2,
  queueTotal: 8,
  waitMs: 200,
  failuresBeforeThrottle: 3,
  startsPerSecondWhenFailing: 1,
};

describe('hash gate', () => {
  it('keeps capacity for existing accounts while made-up mobiles fill their share', async () => {
    const gate = hashGate(limits);
    const flood = [pending(), pending()];
    const running = flood.map((f, i) => gate.run(`x${i}`, `10.0.0.${i}`, false, f.work, () => false));
    // a third made-up mobile gets the wrong-password answer without a check …
    let ran = false;
    const third = gate.run(
      'x3',
      '10.0.0.3',
      false,
      async () => (ran = true),
      () => false,
    );
    // … while a real account passes at once
    expect(
      await gate.run(
        'real',
        '10.0.1.1',
        true,
        async () => 'in',
        () => 'out',
      ),
    ).toBe('in');
    expect([await third, ran]).toEqual([false, false]);
    for (const f of flood) f.done();
    expect(await Promise.all(running)).toEqual([true, true]);
  });

  it('an address with a full line of its own is told to slow down; a line that does not move answers busy', async () => {
    const gate = hashGate(limits);
    const held = [pending(), pending()];
    const running = held.map((h, i) => gate.run(`a${i}`, '10.0.0.9', true, h.work, () => false));
    const queued = [
      gate.run(
        'a2',
        '10.0.0.9',
        true,
        async () => 1,
        () => 0,
      ),
      gate.run(
        'a3',
        '10.0.0.9',
        true,
        async () => 1,
        () => 0,
      ),
    ];
    expect(
      await failureOf(
        gate.run(
          'a4',
          '10.0.0.9',
          true,
          async () => 1,
          () => 0,
        ),
      ),
    ).toEqual([429, TOO_FREQUENT]);
    // nobody finishes within waitMs: the waiting ones get 系统繁忙, not a hang
    expect(await failureOf(queued[0]!)).toEqual([503, BUSY]);
    expect(await failureOf(queued[1]!)).toEqual([503, BUSY]);
    for (const h of held) h.done();
    await Promise.all(running);
    expect(gate.refused()).toBe(3);
  });

  it('throttles an address that just failed many logins, before any work, and no other', () => {
    const gate = hashGate(limits);
    for (let i = 0; i < 3; i++) gate.failed('10.0.0.7');
    // three starts at once: at least two fall in one second, whatever the clock does meanwhile
    const outcomes = [0, 1, 2].map(() => {
      try {
        gate.throttle('10.0.0.7');
        return 'started';
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(outcomes).toContain(TOO_FREQUENT);
    gate.throttle('10.0.0.8');
    gate.throttle('10.0.0.8');
  });
});
