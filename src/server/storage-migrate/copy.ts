import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { dirStorage, type FileStorage } from '../lib/storage';

/** A file of the directory store: `<root>/<first two hex>/<key>`. */
const KEY = /^[0-9a-f]{32,64}$/;

export interface CopyCounts {
  /** Copied into the target now. */
  copied: number;
  /** Already in the target with the same bytes (a run again). */
  present: number;
  /** In the target under the same key with other bytes: left as they are. */
  conflicts: string[];
  /** Names in the directory that are not the store's (left alone). */
  skipped: number;
}

/** Lists the keys of a directory store; a missing directory has none. */
async function keysOf(root: string): Promise<{ keys: string[]; skipped: number }> {
  const keys: string[] = [];
  let skipped = 0;
  let fans: string[];
  try {
    fans = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { keys, skipped };
    throw error;
  }
  for (const fan of fans.sort()) {
    if (!/^[0-9a-f]{2}$/.test(fan)) {
      skipped++;
      continue;
    }
    for (const name of (await readdir(join(root, fan))).sort()) {
      if (KEY.test(name) && name.startsWith(fan)) keys.push(name);
      else skipped++;
    }
  }
  return { keys, skipped };
}

/**
 * Copies every file of a directory store into another store (a bucket), a few at a time. Run
 * again, it copies only what is missing: a file already there with the same bytes is counted,
 * one with other bytes is reported and left alone.
 */
export async function copyDirStore(
  root: string,
  target: FileStorage,
  onProgress?: (done: number, total: number) => void,
): Promise<CopyCounts> {
  const source = dirStorage(root);
  const { keys, skipped } = await keysOf(root);
  const counts: CopyCounts = { copied: 0, present: 0, conflicts: [], skipped };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const bytes = (await source.get(key))!;
      const there = await target.get(key);
      if (!there) {
        await target.put(key, bytes);
        counts.copied++;
      } else if (Buffer.from(there).equals(Buffer.from(bytes))) counts.present++;
      else counts.conflicts.push(key);
      onProgress?.(++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return counts;
}
