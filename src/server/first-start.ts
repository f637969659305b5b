import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from './db';
import type { Env } from './env';
import type { FileStorage } from './lib/storage';
import { countStaff } from './modules/operator/staff.service';
import { seedIfEmpty } from './seed';

/** Set for the child that prepares a new data directory: main.ts then prepares it and ends. */
export const PREPARE_ONLY = 'TIC_PREPARE_ONLY';

/**
 * Migrates the database and seeds it when empty; answers whether it seeded and whether it has no
 * operator yet (a production site's first admin comes from the operator command).
 */
export async function prepareDatabase(
  url: string,
  env: Env,
  storage: FileStorage,
): Promise<{ seeded: boolean; noOperator: boolean }> {
  const database = await createDb(url, { max: 2 });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, { demo: !env.production, storage });
    return { seeded, noOperator: (await countStaff(database.db)) === 0 };
  } finally {
    await database.close();
  }
}

export const isNewDataDir = (dir: string): boolean => !existsSync(join(dir, 'PG_VERSION'));

/** Profiling flags the child must not inherit: it would write a profile of its own beside the server's. */
const PROFILING = /^--(cpu|heap)-prof/;

/**
 * A first start on a new PGlite data directory (kept apart to save memory): this same entry, run as a
 * child with PREPARE_ONLY, creates, migrates and seeds the directory, and the server then opens
 * it as any later start does. WASM memory never shrinks and the allocator keeps what it freed, so
 * a seed run in the server's own process stayed resident: 246-294 MB after a first start against
 * 207-235 MB after a restart on the same directory; prepared apart, 204-222 MB.
 */
export async function prepareApart(entry: string): Promise<void> {
  const flags: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const flag = process.execArgv[i]!;
    if (!PROFILING.test(flag)) flags.push(flag);
    // a profiling flag's value in the next argument (--cpu-prof-dir dir) goes with it
    else if (!flag.includes('=') && flag !== '--cpu-prof' && flag !== '--heap-prof') i++;
  }
  const child = spawn(process.execPath, [...flags, entry], {
    env: { ...process.env, [PREPARE_ONLY]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the new data directory failed (exit ${code})`);
}
