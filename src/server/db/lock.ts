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
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  start?: string;
}

/** State and start time of a process from /proc (Linux); null where /proc does not say. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count from the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', start: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder still runs. A pid alone is not enough: a killed server lingers as a
 * zombie until its parent reaps it, and its pid may since belong to another process.
 */
function holderRuns(holder: LockInfo): boolean {
  if (!signalable(holder.pid)) return false;
  const stat = procStat(holder.pid);
  if (!stat) return true; // no /proc: the pid answering is all we know
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return !holder.start || holder.start === stat.start;
}

/** Blocks the thread (boot only, before anything else runs). */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

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

export interface LockOptions {
  /** How long to wait for a live holder to go (a supervisor restarting right after a kill). */
  waitMs?: number;
}

/**
 * Takes the data directory for this process: a lock file holding our pid and start time, created
 * exclusively. A lock left by a dead process (crash, kill -9) is taken over; a live holder is
 * waited for a few seconds, then refused.
 */
export function lockDataDir(dir: string, { waitMs = 5_000 }: LockOptions = {}): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const start = procStat(process.pid)?.start;
  const mine: LockInfo = { pid: process.pid, host: hostname(), at: new Date().toISOString(), start };
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; attempt < 3; ) {
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
    if (holder && holder.host !== mine.host) throw new DataDirLockedError(dir, holder.pid);
    if (holder && holderRuns(holder)) {
      if (Date.now() >= deadline) throw new DataDirLockedError(dir, holder.pid);
      sleepSync(100);
      continue;
    }
    attempt++;
    try {
      unlinkSync(path); // stale: its process is gone
    } catch {
      // someone else removed it first; try again
    }
  }
  throw new DataDirLockedError(dir, readLock(path)?.pid ?? -1);
}
