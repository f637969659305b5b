import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded bytes live (DESIGN §1: the only local files the server keeps). Keys are the
 * server's own random names, never a client's; an S3-compatible store fits behind the same
 * three calls.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** A key the server made (hex, no separators): anything else never reaches a path. */
const KEY = /^[0-9a-f]{32,64}$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

/** Files in a directory (`<TIC_DATA_DIR>/uploads` by default), two levels of fan-out. */
export function dirStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key).slice(0, 2), key);
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Bytes in memory: for in-memory databases (tests, memory://), which forget everything too. */
export function memoryStorage(): FileStorage & { readonly size: number } {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      files.set(checkKey(key), bytes.slice());
    },
    async get(key) {
      return files.get(checkKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
    get size() {
      return files.size;
    },
  };
}
