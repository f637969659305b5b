import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('config/load', () => {
  it('answers data.config with service_code, publicly', async () => {
    const answer = await t.call('config/load');
    expect(answer.status).toBe(true);
    expect(answer.data.config.service_code).toEqual(expect.any(String));
    expect(answer.data.config.service_hours).toBe('周一至周五 9:00-18:00');
  });

  it('says the demo test payment is served outside production only', async () => {
    expect((await t.call('config/load')).data.config.test_payment).toBe(true);
    const production = await createTestApp({ production: true });
    try {
      expect((await production.call('config/load')).data.config.test_payment).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('ignores a token, even a bad one', async () => {
    expect((await t.call('config/load', {}, 'garbage')).status).toBe(true);
  });
});
