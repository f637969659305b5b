import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'tic-server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another server (pid ${pid}). ` +
        'Two servers on one PGlite directory silently lose commits: stop the other server, ' +
        `or point TIC_DATA_DIR elsewhere. If no such process exists, delete ${join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  host: string;
  at: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/**
 * Takes the data directory for this process: a lock file holding our pid, created exclusively.
 * A lock left by a dead process (crash, kill -9) is taken over; a live holder is refused.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, host: hostname(), at: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      const release = () => {
        if (readLock(path)?.pid === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        }
      };
      // a crash between here and a graceful shutdown must not leave the lock behind
      process.once('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(path);
    // another host sharing the directory (network mount): its pid means nothing here, refuse
    if (holder && (holder.host !== mine.host || alive(holder.pid)))
      throw new DataDirLockedError(dir, holder.pid);
    try {
      unlinkSync(path); // stale: its process is gone
    } catch {
      // someone else removed it first; try again
    }
  }
  throw new DataDirLockedError(dir, readLock(path)?.pid ?? -1);
}
