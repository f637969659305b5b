import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db';
import { seedIfEmpty } from '../seed';
import { REPO_ROOT } from '../static';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzip tarball of a migrated, seeded PGlite data directory (DESIGN §10). */
    serverSnapshot: string;
  }
}

/**
 * Pays for initdb, migrations and the seed once per run: every test file then loads this
 * snapshot (~1 s) instead of running initdb (3–5 s, ~700 MB) itself.
 */
export default async function setup(project: TestProject) {
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
