import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** Where the repository lives: e2e/support/ → ../.. */
export const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseURL: string;
  partnerURL: string | null;
  /** The server's own process, for RSS readings. */
  pid: number;
  /** Everything the server wrote, for diagnosing a failed start. */
  log: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Extra environment: DATABASE_URL, TIC_DATA_DIR … */
  env: Record<string, string | undefined>;
  partner?: boolean;
  /** How long to wait for /api/config/load to answer. */
  readyTimeoutMs?: number;
  /**
   * Run the server compiled to JavaScript instead of through the TypeScript loader: `'start'` as
   * `npm start` does (scripts/start.mjs, building what is stale first: what the bench measures),
   * `'bundle'` the server bundle as it is (dist/server/main.mjs, built by the server tests' setup:
   * nothing is built while the browser journeys may be reading dist/).
   */
  compiled?: 'start' | 'bundle';
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const address = srv.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((done) => srv.close(done));
  return port;
}

/**
 * Starts `tsx src/server/main.ts` as `node --import tsx` (or, `compiled`, scripts/start.mjs, which
 * imports the built server into its own process, or the bundle itself) so the child is the server
 * itself (one process: its pid is the one to measure and to stop).
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const partnerPort = options.partner ? await freePort() : 0;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // a stray TIC_ENV=production would remove the demo accounts the journeys use
  delete env.TIC_ENV;
  delete env.TIC_DATA_DIR;
  for (const [key, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  env.PORT = String(port);
  env.PARTNER_PORT = String(partnerPort);
  // as `npm start` runs it (package.json): glibc returns what PGlite frees at start to the system
  // instead of keeping it (issue 14: memory://'s server 418 → 383 MB after start, a first start
  // on a data directory 335 → 271 MB)
  if (options.compiled) env.MALLOC_MMAP_THRESHOLD_ = '131072';

  // BENCH_CPU_PROF=dir: the compiled server writes a CPU profile there when it stops (a bench
  // run's servers profiled as they run; `node bench/profile-summary.mjs dir` sums one up)
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const args =
    options.compiled === 'start'
      ? [...profile, 'scripts/start.mjs']
      : options.compiled === 'bundle'
        ? ['dist/server/main.mjs']
        : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseURL = `http://localhost:${port}`;
  const server: RunningServer = {
    baseURL,
    partnerURL: partnerPort ? `http://localhost:${partnerPort}` : null,
    pid: child.pid ?? 0,
    log: () => output,
    stop: () => stopChild(child),
  };
  try {
    await waitReady(child, `${baseURL}/api/config/load`, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

async function waitReady(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was ready (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) {
        const body = (await res.json()) as { status?: unknown };
        if (body.status === true) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms: ${url}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = once(child, 'exit');
  // the process group we created with `detached`: the server and anything it started
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
