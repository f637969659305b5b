import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dirStorage, memoryStorage } from './storage';
import { chooseStorage, uploadsDirOf } from './storage-choice';

const dir = mkdtempSync(join(tmpdir(), 'tic-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KEY = 'f2'.repeat(16);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the directory store', () => {
  it('takes the same bytes again under a key (a seed run again), and refuses other bytes there', async () => {
    for (const store of [dirStorage(join(dir, 'uploads')), memoryStorage()]) {
      await store.put(KEY, bytes('%PDF report'));
      await store.put(KEY, bytes('%PDF report'));
      await expect(store.put(KEY, bytes('%PDF other'))).rejects.toThrow(/already holds other bytes/);
      expect(new TextDecoder().decode((await store.get(KEY))!)).toBe('%PDF report');
    }
  });

  it('is ready once its directory can be written, made if missing', async () => {
    await dirStorage(join(dir, 'new', 'uploads')).check();
    // a file where the directory should be (root may write anywhere, so no permission case)
    writeFileSync(join(dir, 'a-file'), 'x');
    await expect(dirStorage(join(dir, 'a-file', 'uploads')).check()).rejects.toThrow(/ENOTDIR/);
  });
});

describe('which store a database gets', () => {
  it('keeps PGlite files inside its data directory and gives each PostgreSQL database its own folder', () => {
    expect(uploadsDirOf('/srv/tic/data', './data')).toBe('/srv/tic/data/uploads');
    expect(uploadsDirOf('file:///srv/tic/data', './data')).toBe('/srv/tic/data/uploads');
    expect(uploadsDirOf('postgres://u:p@db:5432/fresh', '/srv/tic/data')).toBe('/srv/tic/data/uploads-fresh');
    expect(uploadsDirOf('postgresql://db/tic%20prod?sslmode=require', '/d')).toBe('/d/uploads-tic_prod');
    // the PGlite demo in ./data and a PostgreSQL database beside it never share a folder
    expect(uploadsDirOf('./data', './data')).not.toBe(uploadsDirOf('postgres://db/postgres', './data'));
  });

  it('uses the bucket when TIC_STORAGE_URL names one, memory for memory://', async () => {
    const s3 = await chooseStorage(
      { storageUrl: 's3://b?endpoint=http://127.0.0.1:9&forcePathStyle=1', dataDir: dir },
      'postgres://db/x',
      { TIC_STORAGE_ACCESS_KEY: 'k', TIC_STORAGE_SECRET_KEY: 's' },
    );
    expect(s3.describe).toBe('s3://b/ at http://127.0.0.1:9');
    expect(typeof s3.signedUrl).toBe('function');
    expect((await chooseStorage({ storageUrl: undefined, dataDir: dir }, 'memory://')).describe).toBe(
      'memory',
    );
  });
});
