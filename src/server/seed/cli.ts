import { parseArgs } from 'node:util';
import { createDb, describeUrl } from '../db';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { loadEnv } from '../env';
import { notifyChange } from '../lib/cache';
import { generateGoods } from './generate';
import { generateBuyers } from './generate-buyers';
import { seedIfEmpty } from './index';

/**
 * `npm run seed -- --goods N --buyers M`: opens the configured database (taking the data-dir lock, so stop
 * the server first), migrates and seeds it if new, then adds N generated services and M bench buyers (139 0000 0001…).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { goods: { type: 'string', default: '0' }, buyers: { type: 'string', default: '0' } },
  });
  const count = Number(values.goods);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    throw new Error('--goods takes a whole number from 0 to 1000000');
  }
  const buyers = Number(values.buyers);
  if (!Number.isInteger(buyers) || buyers < 0 || buyers > 10_000) {
    throw new Error('--buyers takes a whole number from 0 to 10000');
  }
  const env = loadEnv();
  const url = env.databaseUrl ?? env.dataDir;
  const target = describeUrl(url);
  if (target.kind === 'memory')
    throw new Error('DATABASE_URL=memory:// would be thrown away: nothing to seed');
  const lock = target.kind === 'dir' ? lockDataDir(target.dir!) : undefined;
  const database = await createDb(url);
  try {
    const started = Date.now();
    await database.migrate();
    if (await seedIfEmpty(database.db, { demo: !env.production }))
      console.log('[seed] seeded the demo catalogue');
    if (count > 0) {
      const total = await generateGoods(database.db, count);
      console.log(
        `[seed] added ${count} generated services (${total} on sale) in ${Date.now() - started} ms`,
      );
    }
    if (buyers > 0) console.log(`[seed] added ${await generateBuyers(database.db, buyers)} bench buyers`);
    // servers running on the same PostgreSQL drop what they cached (lib/cache.ts)
    await notifyChange(database.db, 'all');
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(`[seed] ${error instanceof DataDirLockedError ? error.message : error}`);
  process.exit(1);
});
