import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type Db, migrationsFolder } from '../db';
import type { FileStorage } from './storage';

/** A check that has not answered by then counts as failed: the balancer's probe must get an answer. */
const CHECK_TIMEOUT_MS = 3_000;

type CheckResult = 'ok' | 'failed' | 'timeout' | 'behind';

let stopping = false;
/** Called when the process begins to stop: /readyz answers 503 so balancers send no more. */
export const markStopping = (): void => {
  stopping = true;
};

let bundledLast: number | undefined;
/** The newest migration this build carries (drizzle records each by its journal time). */
function lastBundledMigration(): number {
  if (bundledLast === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    bundledLast = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return bundledLast;
}

async function timed(check: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((done) => {
    timer = setTimeout(() => done('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((): CheckResult => 'failed'), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database answers, and its newest applied migration is this build's newest: a process of a
 * newer build waits (not ready) until whoever migrates has migrated. One statement does both.
 */
async function databaseChecks(db: Db): Promise<{ database: CheckResult; migrations: CheckResult }> {
  let applied: number | null = null;
  const database = await timed(async () => {
    const result: unknown = await db.execute(
      sql`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`,
    );
    // PGlite answers { rows }, postgres.js an array of rows
    type Row = { last: unknown };
    const row = Array.isArray(result) ? (result[0] as Row) : (result as { rows: Row[] }).rows[0];
    applied = Number(row?.last ?? 0);
    return 'ok';
  });
  if (database !== 'ok' || applied === null) return { database, migrations: 'failed' };
  return { database, migrations: applied >= lastBundledMigration() ? 'ok' : 'behind' };
}

/**
 * GET /healthz: the process answers (no database: a balancer restarting a process whose database
 * is down would only add restarts). GET /readyz: the database, its migrations and the file
 * store, each named in the answer; 503 when any fails or the process is stopping. Outside the
 * API's table and middleware, before every other route (app.ts mounts them first).
 */
export function mountHealth(app: Hono, db: Db, storage: FileStorage): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', async (c) => {
    const [{ database, migrations }, store] = await Promise.all([
      databaseChecks(db),
      timed(async () => {
        await storage.check();
        return 'ok';
      }),
    ]);
    const checks: Record<string, CheckResult | 'stopping'> = { database, migrations, storage: store };
    if (stopping) checks.process = 'stopping';
    const ready = !stopping && database === 'ok' && migrations === 'ok' && store === 'ok';
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });
}
