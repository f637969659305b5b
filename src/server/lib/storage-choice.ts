import { join, resolve } from 'node:path';
import { describeUrl } from '../db';
import { dirStorage, type FileStorage, memoryStorage } from './storage';

/** A database name as a folder name: what is not a letter, digit, `_` or `-` becomes `_`. */
const folderSafe = (name: string) => name.replace(/[^\w-]/g, '_') || 'postgres';

/**
 * Which directory store belongs to a database. Files belong to the database whose rows name
 * them, so two databases never share one store: the seed's files have fixed names, and a demo on
 * PGlite followed by a fresh PostgreSQL database in the same checkout met the demo's files.
 * - PGlite in a data directory: `<data dir>/uploads`, inside the database's own directory.
 * - PostgreSQL: `<TIC_DATA_DIR>/uploads-<database name>`.
 */
export function uploadsDirOf(databaseUrl: string, dataDir: string): string {
  const target = describeUrl(databaseUrl);
  if (target.kind === 'dir') return join(target.dir!, 'uploads');
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return join(resolve(dataDir), `uploads-${folderSafe(name)}`);
}

/**
 * The server's file store: the bucket TIC_STORAGE_URL names (every process on every machine sees
 * the same files), else memory for an in-memory database, else the database's own directory.
 */
export async function chooseStorage(
  env: { storageUrl: string | undefined; dataDir: string },
  databaseUrl: string,
  source: NodeJS.ProcessEnv = process.env,
): Promise<FileStorage> {
  if (env.storageUrl) {
    // loaded only here: a server on the directory store does not pay for the S3 client at start
    const { parseS3Url, s3Storage } = await import('./storage-s3');
    return s3Storage(parseS3Url(env.storageUrl, source));
  }
  if (describeUrl(databaseUrl).kind === 'memory') return memoryStorage();
  return dirStorage(uploadsDirOf(databaseUrl, env.dataDir));
}
