import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDb, describeUrl } from './db';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/lock';
import { countWhenAsked, timeDatabase } from './db/query-count';
import { type Env, loadEnv } from './env';
import { isNewDataDir, PREPARE_ONLY, prepareApart, prepareDatabase } from './first-start';
import { dirStorage, memoryStorage } from './lib/storage';
import { capConnections, serverOptions } from './lib/transport-limits';
import { countStaff, FIRST_ADMIN_COMMAND } from './modules/operator/staff.service';
import { warmSearch } from './modules/search/goods-search';
import { createPartnerSite } from './partner-site';
import { seedIfEmpty } from './seed';
import { mountStatic } from './static';

/** How long after listening the search index is read in (see runServer). */
const WARM_SEARCH_AFTER_MS = 1_000;

/** A PostgreSQL or memory:// URL, a file: URL of a data directory, or else the data directory. */
const databaseUrlOf = (env: Env): string => env.databaseUrl ?? env.dataDir;

/** Boot: environment, data-dir lock, database, migrations, first-start seed, then the listeners. */
async function main(): Promise<void> {
  const env = loadEnv();
  if (process.env[PREPARE_ONLY] === '1') {
    // the data directory runServer found new, however it was named (TIC_DATA_DIR or a file: URL)
    const url = databaseUrlOf(env);
    await prepareDatabase(url, env, dirStorage(join(describeUrl(url).dir!, 'uploads')));
    return;
  }
  if (env.workers > 1 && cluster.isPrimary) return runPrimary(env);
  return runServer(env);
}

/**
 * TIC_WORKERS > 1 on PostgreSQL (issue 14 item 4): this process migrates and seeds once, then
 * runs the workers, which share the port through node:cluster and everything else through
 * PostgreSQL (sessions, rate limits, cache invalidations). A worker that dies is replaced.
 */
async function runPrimary(env: Env): Promise<void> {
  const started = Date.now();
  const seeded = await prepareDatabase(
    env.databaseUrl!,
    env,
    dirStorage(join(resolve(env.dataDir), 'uploads')),
  );
  let stopping = false;
  let listening = 0;
  let restarts = 0;
  const fork = () => cluster.fork({ TIC_WORKER_PREPARED: '1' });
  cluster.on('listening', () => {
    if (++listening !== env.workers) return;
    const base = `http://localhost:${env.port}`;
    console.log(
      `[tic] database: PostgreSQL${seeded ? ' (seeded)' : ''}; ${env.workers} processes; ready in ${Date.now() - started} ms`,
    );
    console.log(`[tic] API          ${base}/api/config/load`);
    console.log(`[tic] demo portal  ${base}/demo/portal.html`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[tic] worker ${worker.process.pid} ended (${signal ?? code})`);
    // a worker that cannot start would otherwise be restarted forever
    if (++restarts > 10 * env.workers) process.exit(1);
    fork();
  });
  for (let i = 0; i < env.workers; i++) fork();
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[tic] ${signal}: shutting down ${env.workers} processes`);
    setTimeout(() => process.exit(1), 8_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

async function runServer(env: Env): Promise<void> {
  const started = Date.now();
  // a cluster worker: the primary migrated and seeded; it prints the addresses once
  const worker = cluster.isWorker && process.env.TIC_WORKER_PREPARED === '1';
  const url = databaseUrlOf(env);
  const target = describeUrl(url);

  let lock: DataDirLock | undefined;
  if (target.kind === 'dir') {
    try {
      lock = lockDataDir(target.dir!);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`[tic] ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
  }

  // a new data directory is created, migrated and seeded by a child process (first-start.ts)
  const preparedApart = target.kind === 'dir' && isNewDataDir(target.dir!);
  if (preparedApart) await prepareApart(fileURLToPath(import.meta.url));
  // each worker keeps a few connections: N workers share the server's connection limit
  const database = await createDb(url, worker ? { max: 5 } : {});
  if (env.countQueries && database.pglite) timeDatabase(database.pglite);
  if (!worker) await database.migrate();
  // uploads live beside the data they belong to; an in-memory database forgets them too
  const storage =
    target.kind === 'memory'
      ? memoryStorage()
      : dirStorage(join(target.dir ?? resolve(env.dataDir), 'uploads'));
  const seeded =
    preparedApart || (worker ? false : await seedIfEmpty(database.db, { demo: !env.production, storage }));

  const app = createApp(database.db, {
    production: env.production,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    paySecret: env.paySecret,
    assistantUrl: env.assistantUrl,
    storage,
  });
  mountStatic(app, { analyticsScript: env.analyticsScript });
  const counted: typeof app.fetch = env.countQueries ? countWhenAsked(app.fetch) : app.fetch;
  const server = serve({
    fetch: worker && !env.production ? byWorker(counted) : counted,
    port: env.port,
    hostname: env.host,
    serverOptions: serverOptions(),
  });

  const listenFailed = (port: number) => (error: NodeJS.ErrnoException) => {
    console.error(`[tic] cannot listen on port ${port}: ${error.code ?? error.message}`);
    lock?.release();
    process.exit(1);
  };
  server.on('error', listenFailed(env.port));
  capConnections(server as Server);
  // the search index is read in after the first answers, not ahead of them: reading it holds the
  // event loop (0.2-0.4 s on the demo catalogue, cold code); a search before then reads it itself
  setTimeout(() => void warmSearch(database.db), WARM_SEARCH_AFTER_MS).unref();

  let partner: ReturnType<typeof serve> | undefined;
  if (env.partnerPort) {
    // a stand-in for a partner lab's own site on another origin (DESIGN §1)
    const site = createPartnerSite(env.port);
    partner = serve({
      fetch: site.fetch,
      port: env.partnerPort,
      hostname: env.host,
      serverOptions: serverOptions(),
    });
    partner.on('error', listenFailed(env.partnerPort));
    capConnections(partner as Server);
  }

  if (worker) return stopOnSignal(server, partner, database, lock);
  const where =
    target.kind === 'postgres' ? 'PostgreSQL' : target.kind === 'memory' ? 'memory://' : target.dir;
  const base = `http://localhost:${env.port}`;
  console.log(`[tic] database: ${where}${seeded ? ' (seeded)' : ''}; ready in ${Date.now() - started} ms`);
  console.log(`[tic] API          ${base}/api/config/load`);
  console.log(`[tic] demo portal  ${base}/demo/portal.html`);
  console.log(`[tic] widgets      ${base}/widgets/tic-widgets.js`);
  if (partner)
    console.log(`[tic] partner site http://localhost:${env.partnerPort}/  (strict CSP: /strict.html)`);
  console.log(`[tic] embed guide  ${base}/demo/guide.html`);
  // a production site starts with no staff: the only way in is this command (issue 17)
  if (env.production && (await countStaff(database.db)) === 0)
    console.log(`[tic] no operator yet: create the first admin with  ${FIRST_ADMIN_COMMAND}`);

  stopOnSignal(server, partner, database, lock);
}

/** Outside production, a worker names itself on each answer (X-TIC-Worker: pid): tests and the bench see the spread. */
function byWorker(fetch: (req: Request, bindings: unknown) => Response | Promise<Response>) {
  return async (req: Request, bindings: unknown) => {
    const res = await fetch(req, bindings);
    try {
      res.headers.set('X-TIC-Worker', String(process.pid));
    } catch {
      // immutable headers (a static file): the header is only a diagnostic
    }
    return res;
  };
}

function stopOnSignal(
  server: ReturnType<typeof serve>,
  partner: ReturnType<typeof serve> | undefined,
  database: { close(): Promise<void> },
  lock: DataDirLock | undefined,
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[tic] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    const closing = [server, partner].map((s) => (s ? new Promise((done) => s.close(done)) : undefined));
    // idle keep-alive connections would hold close() open until they time out
    for (const s of [server, partner])
      (s as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
    await Promise.all(closing);
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('[tic] failed to start:', error);
  process.exit(1);
});
