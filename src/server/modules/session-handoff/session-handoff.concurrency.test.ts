import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { HANDOFF_MSG, HANDOFF_PARAM } from './session-handoff.service';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The race PGlite cannot show: one code exchanged twenty times at once. */
describe.skipIf(!adminUrl)('session_handoff/exchange under concurrency (PostgreSQL)', () => {
  let t: TestApp;

  onPostgresApp(
    async (app) => {
      t = app;
    },
    { corsOrigins: [TEST_ORIGIN] },
  );

  it('gives exactly one session for one code', async () => {
    const { token } = await t.loginAs('buyer');
    const issued = await t.call('session_handoff/issue', { return_url: `${TEST_ORIGIN}/` }, token);
    const code = new URL(issued.data.url).hash.slice(`#${HANDOFF_PARAM}=`.length);
    const before = (await t.db.select().from(authTokens)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await t.request('/api/session_handoff/exchange', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': '10.1.1.1' },
          body: JSON.stringify({ code }),
        });
        return (await res.json()) as { status: unknown; message: string };
      }),
    );
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== true))
      expect(lost.message).toBe(HANDOFF_MSG.badCode);
    expect((await t.db.select().from(authTokens)).length).toBe(before + 1);
  });
});
