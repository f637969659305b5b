import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { uploadsDirOf } from '../lib/storage-choice';
import { parseS3Url, s3Storage } from '../lib/storage-s3';
import { copyDirStore } from './copy';

/**
 * `npm run storage:migrate [-- --from <dir>]`: copies the directory store of the configured
 * database (or --from) into the bucket TIC_STORAGE_URL names, then prints what it did. Safe to
 * run again and while the server runs on the directory store; start the server with
 * TIC_STORAGE_URL once it has copied everything (run it again right before, for the last uploads).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const env = loadEnv();
  if (!env.storageUrl) throw new Error('set TIC_STORAGE_URL to the bucket to copy into');
  const from = values.from ?? uploadsDirOf(env.databaseUrl ?? env.dataDir, env.dataDir);
  const target = s3Storage(parseS3Url(env.storageUrl));
  await target.check();
  console.log(`[storage] copying ${from} into ${target.describe}`);
  let shown = 0;
  const counts = await copyDirStore(from, target, (done, total) => {
    if (done - shown >= 500 || done === total) {
      shown = done;
      console.log(`[storage] ${done} / ${total}`);
    }
  });
  console.log(
    `[storage] copied ${counts.copied}, already there ${counts.present}, other bytes under the same name ${counts.conflicts.length}, not store files ${counts.skipped}`,
  );
  for (const key of counts.conflicts)
    console.error(`[storage] left as it is (other bytes in the bucket): ${key}`);
  if (counts.conflicts.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error('[storage] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
