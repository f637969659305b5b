import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dirStorage } from '../lib/storage';
import { parseS3Url, s3Storage } from '../lib/storage-s3';
import { type LocalS3, S3_KEYS, startLocalS3 } from '../test/s3rver';
import { copyDirStore } from './copy';

const dir = mkdtempSync(join(tmpdir(), 'tic-migrate-'));
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});
const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe('npm run storage:migrate', () => {
  it('copies a directory store into the bucket, and run again copies nothing more', async () => {
    const root = join(dir, 'uploads');
    const local = dirStorage(root);
    const keys = Array.from({ length: 12 }, (_, i) => i.toString(16).padStart(2, '0').repeat(16));
    for (const key of keys) await local.put(key, new TextEncoder().encode(`file ${key}`));
    // what is not the store's own is left alone
    writeFileSync(join(root, 'README'), 'x');
    mkdirSync(join(root, '00', 'tmp'), { recursive: true });
    const bucket = s3Storage(parseS3Url(s3.url, S3_KEYS));

    expect(await copyDirStore(root, bucket)).toEqual({ copied: 12, present: 0, conflicts: [], skipped: 2 });
    for (const key of keys) expect(text(await bucket.get(key))).toBe(`file ${key}`);

    const late = 'ff'.repeat(16);
    await local.put(late, new TextEncoder().encode('uploaded meanwhile'));
    expect(await copyDirStore(root, bucket)).toEqual({ copied: 1, present: 12, conflicts: [], skipped: 2 });
    expect(text(await bucket.get(late))).toBe('uploaded meanwhile');
  });

  it('reports a name the bucket holds with other bytes and leaves both as they are', async () => {
    const root = join(dir, 'other');
    const key = 'ab'.repeat(16);
    await dirStorage(root).put(key, new TextEncoder().encode('local'));
    const bucket = s3Storage(parseS3Url(s3.url, S3_KEYS));
    await bucket.put(key, new TextEncoder().encode('remote'));
    expect(await copyDirStore(root, bucket)).toMatchObject({ copied: 0, conflicts: [key] });
    expect(text(await bucket.get(key))).toBe('remote');
  });

  it('finds nothing to copy in a directory that does not exist', async () => {
    const bucket = s3Storage(parseS3Url(s3.url, S3_KEYS));
    expect(await copyDirStore(join(dir, 'none'), bucket)).toEqual({
      copied: 0,
      present: 0,
      conflicts: [],
      skipped: 0,
    });
  });
});
