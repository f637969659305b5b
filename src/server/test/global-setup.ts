import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db';
import { seedIfEmpty } from '../seed';
import { REPO_ROOT } from '../static';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzip tarball of a migrated, seeded PGlite data directory. */
    serverSnapshot: string;
  }
}

/**
 * Pays for initdb, migrations and the seed once per run: every test file then loads this
 * snapshot (~1 s) instead of running initdb (3–5 s, ~700 MB) itself. Brings the server bundle up
 * to date first.
 */
export default async function setup(project: TestProject) {
  // the server bundle as `npm start` runs it (dist/server/main.mjs), for the tests that start it
  // (bundle.test.ts, cluster.test.ts); built only when its sources changed, and never the
  // browser bundles, which the journeys may be serving meanwhile
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-server'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const dir = join(REPO_ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  // unique per run: other engineers may run the suite in the same tree at the same time
  const file = join(dir, `server-snapshot-${process.pid}-${Date.now()}.tgz`);
  const database = await createDb('memory://');
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
    const blob = await database.pglite!.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('serverSnapshot', file);
  return () => rmSync(file, { force: true });
}
