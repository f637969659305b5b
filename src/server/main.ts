import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDb, describeUrl } from './db';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/lock';
import { countQueries } from './db/query-count';
import { loadEnv } from './env';
import { dirStorage, memoryStorage } from './lib/storage';
import { capConnections, serverOptions } from './lib/transport-limits';
import { countStaff, FIRST_ADMIN_COMMAND } from './modules/operator/staff.service';
import { createPartnerSite } from './partner-site';
import { seedIfEmpty } from './seed';
import { mountStatic } from './static';

/** Boot: environment, data-dir lock, database, migrations, first-start seed, then the listeners. */
async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv();
  const url = env.databaseUrl ?? env.dataDir;
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

  const database = await createDb(url);
  await database.migrate();
  // uploads live beside the data they belong to; an in-memory database forgets them too
  const storage =
    target.kind === 'memory'
      ? memoryStorage()
      : dirStorage(join(target.dir ?? resolve(env.dataDir), 'uploads'));
  const seeded = await seedIfEmpty(database.db, { demo: !env.production, storage });

  const app = createApp(database.db, {
    production: env.production,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    paySecret: env.paySecret,
    assistantUrl: env.assistantUrl,
    storage,
  });
  mountStatic(app, { analyticsScript: env.analyticsScript });
  const server = serve({
    fetch: env.countQueries ? (req, bindings) => countQueries(() => app.fetch(req, bindings)) : app.fetch,
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
