import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { registerListen, registerOneProcess } from '../lib/cache';
import { createClusterApart } from './initdb-apart';
import { parseAsDrizzleOnce } from './pglite-parsers';
import { queryCounter } from './query-count';
import { auditExposure, grantRuntime } from './roles';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
// biome-ignore lint/suspicious/noExplicitAny: the transaction's relational config is irrelevant to services
export type Tx = PgTransaction<PgQueryResultHKT, Schema, any>;
/** Services accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * Whether writes commit in the order their sequence numbers were drawn, so that a reader who has
 * seen number n has seen every write before it: PGlite runs one transaction at a time; on
 * PostgreSQL two transactions may commit out of their numbers' order.
 */
export const commitsInOrder = (db: DbOrTx): boolean => is(db, PgliteDatabase);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (snapshots in tests); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** Applies pending migrations from src/server/db/migrations. */
  migrate(): Promise<void>;
  /**
   * PostgreSQL: why this connection's role could rewrite the audit log (a superuser, the owner
   * of its table), or null (db/roles.ts). PGlite has one role, and no one else connects.
   */
  auditExposure?(): Promise<string | null>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface CreateDbOptions {
  /** A gzip tarball of a PGlite data directory to start from (test snapshots: initdb costs seconds). */
  loadDataDir?: Blob;
  /** PostgreSQL pool size. */
  max?: number;
  /**
   * PostgreSQL: the migration role's URL; migrate() connects with it, then grants the server's
   * own role its rights on rows (db/roles.ts). Default TIC_DATABASE_MIGRATION_URL (the CLIs
   * migrate too); unset, the one role of the URL migrates as before.
   */
  migrationUrl?: string;
}

/** What a DATABASE_URL means: memory://, postgres(ql)://…, file://path or a plain directory path. */
export function describeUrl(url: string): { kind: 'memory' | 'postgres' | 'dir'; dir?: string } {
  if (url === 'memory://' || url === 'memory:') return { kind: 'memory' };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres' };
  const dir = url.startsWith('file://') ? fileURLToPath(url) : url;
  return { kind: 'dir', dir: resolve(dir) };
}

/**
 * PGlite's settings, written to the data directory's postgresql.conf at each start (to save
 * memory). WASM memory never shrinks, so what PostgreSQL reserves stays resident: 128 MB of
 * shared buffers by default, where 32 MB served the 10,000-service bench as fast (the rest comes
 * from the operating system's file cache), and up to 1 GB of WAL, which on memory:// lives in
 * memory and in a data directory filled 770 MB of disk for a 10,000-service seed.
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'max_wal_size = 64MB', 'min_wal_size = 32MB'];

export async function createDb(url: string, options: CreateDbOptions = {}): Promise<Database> {
  const target = describeUrl(url);
  if (target.kind === 'postgres') {
    // loaded only here: a server on PGlite does not pay for the PostgreSQL driver at start
    const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import('postgres'),
        import('drizzle-orm/postgres-js'),
        import('drizzle-orm/postgres-js/migrator'),
      ]);
    // notices ("relation already exists, skipping") are noise at every boot
    const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema, logger: queryCounter });
    // cache invalidations between server processes (lib/cache.ts): a connection of its own,
    // re-subscribed (onlisten runs again) after a reconnect
    registerListen(db, async (channel, onMessage, onReady) => {
      const { unlisten } = await client.listen(channel, onMessage, onReady);
      return unlisten;
    });
    const migrationUrl =
      options.migrationUrl ?? (process.env.TIC_DATABASE_MIGRATION_URL?.trim() || undefined);
    const migrateApart = async (ownerUrl: string) => {
      const owner = postgres(ownerUrl, { max: 1, onnotice: () => {} });
      try {
        await migratePostgres(drizzlePostgres({ client: owner }), { migrationsFolder });
        const [runtime] = await client<{ role: string }[]>`select current_user as role`;
        const [self] = await owner<{ role: string }[]>`select current_user as role`;
        if (runtime && runtime.role !== self?.role) await grantRuntime(owner, runtime.role);
      } finally {
        await owner.end({ timeout: 5 });
      }
    };
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => (migrationUrl ? migrateApart(migrationUrl) : migratePostgres(db, { migrationsFolder })),
      auditExposure: () => auditExposure(client),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (target.kind === 'dir') await createClusterApart(target.dir!);
  // PGlite runs on this thread. In a worker thread it was slower: a transaction
  // holds the one connection while this thread, busy with other requests, gets to its next
  // statement, so every statement waited for a turn of the event loop as well as for its answer.
  // Measured with the order bench (2026-11-28): 21-29 orders/s against 40-52 on this thread.
  const pglite = await PGlite.create({
    dataDir: target.kind === 'dir' ? target.dir : undefined,
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_SETTINGS,
  });
  parseAsDrizzleOnce(pglite);
  const db = drizzlePglite({ client: pglite, schema, logger: queryCounter });
  // one process per PGlite: invalidate() reaches every cache in memory; a notification sent inside
  // a transaction (notifyChange) still arrives through LISTEN, on commit
  registerOneProcess(db);
  registerListen(db, async (channel, onMessage, onReady) => {
    const unlisten = await pglite.listen(channel, onMessage);
    onReady();
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
