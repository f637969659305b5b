import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver ships no types: the few calls used here
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export const S3_BUCKET = 'tic-files';
/** s3rver's built-in account. */
export const S3_KEYS = { TIC_STORAGE_ACCESS_KEY: 'S3RVER', TIC_STORAGE_SECRET_KEY: 'S3RVER' };

export interface LocalS3 {
  /** TIC_STORAGE_URL for it. */
  url: string;
  endpoint: string;
  /** Stops answering (connections dropped), its files kept. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the same files. */
  start(): Promise<void>;
  /** Stops and removes its files. */
  close(): Promise<void>;
}

/** An S3-compatible server in this process on a loopback port, its files in a temporary directory. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'tic-s3-'));
  let port = 0;
  let server: S3rverInstance | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    const http = server?.httpServer;
    server = undefined;
    if (!http) return;
    const closed = new Promise((done) => http.close(done));
    // the S3 client keeps connections alive: close() alone would wait for them
    http.closeAllConnections();
    await closed;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `s3://${S3_BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=1`,
    endpoint,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
