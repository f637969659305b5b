import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../db';
import { outbox } from '../../db/schema';
import { createTempDatabase } from '../../test/postgres';
import type { MessageSender, OutgoingMessage } from './message-sender';
import { deliverDue } from './outbox-sender';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server processes, each with its own connections, drain one outbox on real PostgreSQL
 * (PGlite runs one transaction at a time and would hide a double claim).
 */
describe.skipIf(!adminUrl)('two outbox senders on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: () => Promise<void>;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    const temp = await createTempDatabase(adminUrl!);
    drop = temp.drop;
    a = await createDb(temp.url, { max: 4 });
    b = await createDb(temp.url, { max: 4 });
    await a.migrate();
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  /** A slow gateway, so the two senders' rounds overlap. */
  const gateway = (log: OutgoingMessage[]): MessageSender => ({
    name: 'slow',
    async send(m) {
      await new Promise((r) => setTimeout(r, 2 + Math.random() * 6));
      log.push(m);
    },
  });

  it('never send one message twice, and send every one', async () => {
    const n = 300;
    await a.db.insert(outbox).values(
      Array.from({ length: n }, (_, i) => ({
        channel: 'sms',
        to: `139${String(i).padStart(8, '0')}`,
        code: String(100000 + i),
        purpose: 'login',
      })),
    );
    const sentByA: OutgoingMessage[] = [];
    const sentByB: OutgoingMessage[] = [];
    const drain = async (database: Database, log: OutgoingMessage[]) => {
      const senders = { sms: gateway(log) };
      // several rounds of each process at once, as a poll and a nudge may overlap across processes
      for (;;) {
        const rounds = await Promise.all([1, 2].map(() => deliverDue(database.db, { senders, batch: 7 })));
        if (rounds.every((r) => r.claimed === 0)) return;
      }
    };
    await Promise.all([drain(a, sentByA), drain(b, sentByB)]);

    const codes = [...sentByA, ...sentByB].map((m) => m.code);
    expect(codes).toHaveLength(n);
    expect(new Set(codes).size).toBe(n);
    // both processes took part: the claims really raced
    expect(sentByA.length).toBeGreaterThan(0);
    expect(sentByB.length).toBeGreaterThan(0);
    const rows = await a.db.select().from(outbox).where(eq(outbox.state, 'sent'));
    expect(rows).toHaveLength(n);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  }, 60_000);
});
