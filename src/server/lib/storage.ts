import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How a private file's direct link is made (an object store's presigned GET). */
export interface SignedUrlOptions {
  /** The name the browser saves the file under. */
  filename: string;
  /** The type the store answers with. */
  contentType: string;
  /** Seconds the link works for. */
  expiresIn: number;
}

/**
 * Where uploaded bytes live (the only local files the server keeps). Keys are the
 * server's own names (random, or the seed's hashes), never a client's. A directory, memory, or
 * an S3-compatible bucket (lib/storage-s3.ts) behind the same calls.
 */
export interface FileStorage {
  /**
   * Stores the bytes under the key. Storing the same bytes again is a success (a seed run twice
   * writes its files twice); other bytes under a taken key are refused, never overwritten.
   */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (GET /readyz). */
  check(): Promise<void>;
  /**
   * A direct, expiring link to the file, for stores other machines can read from: the private
   * download then redirects there instead of passing the bytes through this process.
   */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
  /** Where the files are, for start lines and the migration script (no secrets). */
  readonly describe: string;
}

/** A key the server made (hex, no separators): anything else never reaches a path. */
const KEY = /^[0-9a-f]{32,64}$/;
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

export class StorageKeyTakenError extends Error {
  constructor(key: string) {
    super(`storage key ${key} already holds other bytes`);
  }
}

/** Files in a directory (`<TIC_DATA_DIR>/uploads` by default), two levels of fan-out. */
export function dirStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key).slice(0, 2), key);
  return {
    describe: root,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      try {
        await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (!sameBytes(await readFile(path), bytes)) throw new StorageKeyTakenError(key);
      }
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
    async check() {
      // a new store has no directory yet: made as the first upload would make it
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

/** Bytes in memory: for in-memory databases (tests, memory://), which forget everything too. */
export function memoryStorage(): FileStorage & { readonly size: number } {
  const files = new Map<string, Uint8Array>();
  return {
    describe: 'memory',
    async put(key, bytes) {
      const kept = files.get(checkKey(key));
      if (kept && !sameBytes(kept, bytes)) throw new StorageKeyTakenError(key);
      files.set(key, bytes.slice());
    },
    async get(key) {
      return files.get(checkKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
    async check() {},
    get size() {
      return files.size;
    },
  };
}
