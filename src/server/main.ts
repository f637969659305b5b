import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, payProvidersOf } from './app';
import { createDb, describeUrl } from './db';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/lock';
import { countWhenAsked, timeDatabase } from './db/query-count';
import { type Env, loadEnv } from './env';
import { isNewDataDir, PREPARE_ONLY, prepareApart, prepareDatabase } from './first-start';
import { type GracefulClose, gracefulClose } from './lib/graceful-close';
import { markStopping } from './lib/health';
import { runShutdown } from './lib/lifecycle';
import { createServerLog, type ServerLog } from './lib/logger';
import { startMessaging } from './lib/messaging/start-messaging';
import { attachRequestLog } from './lib/request-log';
import { chooseStorage } from './lib/storage-choice';
import { capConnections, DEFAULT_TRANSPORT_LIMITS, serverOptions } from './lib/transport-limits';
import { startTransferJob } from './modules/bank-transfer/transfer-job';
import { CODE_TTL_MS } from './modules/captcha/captcha.service';
import { countStaff, FIRST_ADMIN_COMMAND } from './modules/operator/staff.service';
import { startPayJobs } from './modules/pay/pay-reconcile';
import { startErasureJob } from './modules/privacy/erasure-job';
import { warmSearch } from './modules/search/goods-search';
import { createPartnerSite } from './partner-site';
import { seedIfEmpty } from './seed';
import { mountStatic } from './static';

/** How long after listening the search index is read in (see runServer). */
const WARM_SEARCH_AFTER_MS = 1_000;
/** On SIGTERM, requests under way get this long to finish before their connections are closed. */
const GRACE_MS = 10_000;
/** The stops after the listeners (jobs, database) get this much more; then the process ends with 1. */
const STOP_LIMIT_MS = GRACE_MS + 10_000;

/** A PostgreSQL or memory:// URL, a file: URL of a data directory, or else the data directory. */
const databaseUrlOf = (env: Env): string => env.databaseUrl ?? env.dataDir;

/** Boot: environment, data-dir lock, database, migrations, first-start seed, then the listeners. */
async function main(): Promise<void> {
  const env = loadEnv();
  log = await createServerLog(env.production);
  if (process.env[PREPARE_ONLY] === '1') {
    // the data directory runServer found new, however it was named (TIC_DATA_DIR or a file: URL)
    const url = databaseUrlOf(env);
    await prepareDatabase(url, env, await chooseStorage(env, url));
    return;
  }
  if (env.workers > 1 && cluster.isPrimary) return runPrimary(env);
  return runServer(env);
}

/** A production site starts with no staff: the only way in is this command. */
const NO_OPERATOR_HINT = `[tic] no operator yet: create the first admin with  ${FIRST_ADMIN_COMMAND}`;

/** Plain lines in development, JSON through pino in production (lib/logger.ts). */
let log: ServerLog = { info: console.log, error: console.error, flush: () => {} };

/**
 * TIC_WORKERS > 1 on PostgreSQL: this process migrates and seeds once, then
 * runs the workers, which share the port through node:cluster and everything else through
 * PostgreSQL (sessions, rate limits, cache invalidations). A worker that dies is replaced.
 */
async function runPrimary(env: Env): Promise<void> {
  const started = Date.now();
  const { seeded, noOperator } = await prepareDatabase(
    env.databaseUrl!,
    env,
    await chooseStorage(env, env.databaseUrl!),
  );
  let stopping = false;
  let failed = false;
  let listening = 0;
  let restarts = 0;
  const fork = () => cluster.fork({ TIC_WORKER_PREPARED: '1' });
  cluster.on('listening', () => {
    if (++listening !== env.workers) return;
    const base = `http://localhost:${env.port}`;
    log.info(
      `[tic] database: PostgreSQL${seeded ? ' (seeded)' : ''}; ${env.workers} processes; ready in ${Date.now() - started} ms`,
    );
    log.info(`[tic] API          ${base}/api/config/load`);
    if (!env.production) log.info(`[tic] demo portal  ${base}/demo/portal.html`);
    if (env.production && noOperator) log.info(NO_OPERATOR_HINT);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info(`[tic] stopped${failed ? ' (a process did not stop cleanly)' : ''}`);
        log.flush();
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    log.error(`[tic] worker ${worker.process.pid} ended (${signal ?? code})`);
    // a worker that cannot start would otherwise be restarted forever
    if (++restarts > 10 * env.workers) {
      log.flush();
      process.exit(1);
    }
    fork();
  });
  for (let i = 0; i < env.workers; i++) fork();
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`[tic] ${signal}: shutting down ${env.workers} processes`);
    // each worker finishes its requests and stops (stopOnSignal); this is only the backstop
    setTimeout(() => {
      log.error('[tic] processes still running: ending');
      log.flush();
      process.exit(1);
    }, STOP_LIMIT_MS + 2_000).unref();
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
  // production on PostgreSQL: a role that can drop the audit log's triggers is worth a line
  const exposed = env.production && !worker ? await database.auditExposure?.() : null;
  if (exposed)
    log.error(
      `[tic] warning: ${exposed}: it could drop the audit log's triggers; run the server as a role of its own (docs/deploy.md, Database roles)`,
    );
  // files in the bucket TIC_STORAGE_URL names, else beside the database they belong to; an
  // in-memory database forgets them too (lib/storage-choice.ts)
  const storage = await chooseStorage(env, url);
  const seeded =
    preparedApart || (worker ? false : await seedIfEmpty(database.db, { demo: !env.production, storage }));

  // the outbox sender of this process; in production a code channel without one is refused
  const channels = startMessaging(database.db, {
    production: env.production,
    messaging: env.messaging,
    codeTtlMs: CODE_TTL_MS,
    announce: !worker || cluster.worker?.id === 1,
    log,
  });
  const app = createApp(database.db, {
    channels,
    production: env.production,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    paySecret: env.paySecret,
    alipay: env.alipay,
    assistantUrl: env.assistantUrl,
    storage,
  });
  mountStatic(app, { analyticsScript: env.analyticsScript, production: env.production });
  const counted: typeof app.fetch = env.countQueries ? countWhenAsked(app.fetch) : app.fetch;
  const server = serve({
    fetch: worker && !env.production ? byWorker(counted) : counted,
    port: env.port,
    hostname: env.host,
    serverOptions: serverOptions(),
  });
  // before the request log: behind a proxy a request over its address's share is still logged
  capConnections(server as Server, DEFAULT_TRANSPORT_LIMITS, { trustProxy: env.trustProxy });
  // production: one JSON line per request (lib/request-log.ts); nothing is attached otherwise
  if (log.json) attachRequestLog(server as Server, log.json);
  // connections are tracked from the first: SIGTERM waits for their requests (stopOnSignal)
  const closers = [gracefulClose(server as Server)];

  const listenFailed = (port: number) => (error: NodeJS.ErrnoException) => {
    log.error(`[tic] cannot listen on port ${port}: ${error.code ?? error.message}`);
    lock?.release();
    log.flush();
    process.exit(1);
  };
  server.on('error', listenFailed(env.port));
  // the search index is read in after the first answers, not ahead of them: reading it holds the
  // event loop (0.2-0.4 s on the demo catalogue, cold code); a search before then reads it itself
  setTimeout(() => void warmSearch(database.db), WARM_SEARCH_AFTER_MS).unref();
  // accounts whose 注销 cooling-off has passed are erased (personal fields; the orders stay)
  startErasureJob(database.db);
  startTransferJob(database.db);
  // intents whose notification never came are asked about; approved refunds are sent
  startPayJobs(database.db, payProvidersOf(app));

  let partner: ReturnType<typeof serve> | undefined;
  if (env.partnerPort) {
    // a stand-in for a partner lab's own site on another origin
    const site = createPartnerSite(env.port);
    partner = serve({
      fetch: site.fetch,
      port: env.partnerPort,
      hostname: env.host,
      serverOptions: serverOptions(),
    });
    partner.on('error', listenFailed(env.partnerPort));
    closers.push(gracefulClose(partner as Server));
    capConnections(partner as Server);
  }

  if (worker) return stopOnSignal(closers, database, lock);
  const where =
    target.kind === 'postgres' ? 'PostgreSQL' : target.kind === 'memory' ? 'memory://' : target.dir;
  const base = `http://localhost:${env.port}`;
  log.info(`[tic] database: ${where}${seeded ? ' (seeded)' : ''}; ready in ${Date.now() - started} ms`);
  log.info(`[tic] files        ${storage.describe}`);
  log.info(`[tic] API          ${base}/api/config/load`);
  if (!env.production) log.info(`[tic] demo portal  ${base}/demo/portal.html`);
  log.info(`[tic] widgets      ${base}/widgets/tic-widgets.js`);
  if (partner)
    log.info(`[tic] partner site http://localhost:${env.partnerPort}/  (strict CSP: /strict.html)`);
  if (!env.production) log.info(`[tic] embed guide  ${base}/demo/guide.html`);
  if (env.production && (await countStaff(database.db)) === 0) log.info(NO_OPERATOR_HINT);

  stopOnSignal(closers, database, lock);
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

/**
 * SIGTERM (or SIGINT): /readyz turns 503, the listeners stop taking connections, requests under
 * way are answered (lib/graceful-close.ts; after GRACE_MS their connections are closed), then
 * the background jobs stop (lib/lifecycle.ts), the database closes, the data directory's lock is
 * released, and the process ends with 0.
 */
function stopOnSignal(
  listeners: GracefulClose[],
  database: { close(): Promise<void> },
  lock: DataDirLock | undefined,
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    markStopping();
    log.info(`[tic] ${signal}: shutting down`);
    const limit = setTimeout(() => {
      log.error('[tic] shutdown did not finish in time: ending');
      log.flush();
      process.exit(1);
    }, STOP_LIMIT_MS);
    limit.unref();
    const closed = await Promise.all(listeners.map((l) => l.close(GRACE_MS)));
    const forced = closed.reduce((sum, c) => sum + c.forced, 0);
    if (forced) log.error(`[tic] ${forced} connections still busy after ${GRACE_MS / 1000} s: closed`);
    await runShutdown();
    await database.close();
    lock?.release();
    log.info('[tic] stopped');
    log.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  log.error('[tic] failed to start:', error);
  log.flush();
  process.exit(1);
});
