import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tic-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('takes a free directory and releases it', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory a live process holds, with a clear message', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir, { waitMs: 0 })).toThrow(DataDirLockedError);
    const asked = Date.now();
    expect(() => lockDataDir(dir, { waitMs: 300 })).toThrow(/in use by another server/);
    // it waited for the holder before refusing
    expect(Date.now() - asked).toBeGreaterThanOrEqual(300);
    lock.release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    // a pid that surely ended: a child that has exited
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead, host: hostname(), at: '' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process', () => {
    const dir = tempDir();
    // our own pid is alive, but the lock says it started at another time: a reused pid
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: hostname(), at: '', start: '1' }),
    );
    lockDataDir(dir, { waitMs: 0 }).release();
  });

  it('waits for a holder that is still exiting, then takes the directory', () => {
    const dir = tempDir();
    const child = spawn('sleep', ['0.4']);
    const start = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: child.pid, host: hostname(), at: '', start }));
    const lock = lockDataDir(dir, { waitMs: 5_000 });
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a corrupt lock file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), '');
    lockDataDir(dir).release();
  });
});
