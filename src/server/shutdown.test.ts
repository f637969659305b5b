import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../e2e/support/api';
import { freePort, repoRoot } from '../../e2e/support/server';
import { FULFIL_BUYER } from './seed/fulfilment';

let child: ChildProcess;
let base: string;
let output = '';

/** The server bundle as `npm start` runs it, on memory:// (the demo seeded in the process). */
beforeAll(async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PARTNER_PORT: '0' };
  env.DATABASE_URL = 'memory://';
  delete env.TIC_ENV;
  child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server ended:\n${output}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not up:\n${output}`);
}, 90_000);
afterAll(() => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const ask = async (path: string, token?: string) => {
  try {
    const res = await fetch(base + path, { headers: token ? { 'login-token': token } : {} });
    const body = (await res.json()) as { status: unknown };
    return { http: res.status, status: body.status };
  } catch (error) {
    return { http: 0, status: `${path}: ${(error as Error).cause ?? error}` };
  }
};

describe('SIGTERM during a burst of requests', () => {
  it('answers every request under way completely, then ends with 0', async () => {
    const { token } = await login(base, 'buyer', FULFIL_BUYER.mobile);
    // 50 connections kept alive, as a balancer's would be: slow answers, so that none is reused
    // within the round. (A connection still waiting to be accepted when the listener closes is
    // refused by the kernel: that is what /readyz's 503 ahead of the stop is for.)
    const warm = await Promise.all(
      Array.from({ length: 50 }, () => ask('/api/order/get?page=1&limit=50', token)),
    );
    expect(warm.every((a) => a.status === true)).toBe(true);

    const paths = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0
        ? { path: '/api/config/load' }
        : i % 2 === 0
          ? { path: '/api/order/get?page=1&limit=50', token }
          : {
              path: `/api/search/goods?keyword=${encodeURIComponent(['水质', '检测', '认证', '食品', '校准'][i % 5]!)}&page=${i}`,
            },
    );
    let answered = 0;
    const started = performance.now();
    const burst = paths.map(({ path, token }) =>
      ask(path, token).then((a) => {
        answered++;
        return a;
      }),
    );
    await new Promise((r) => setTimeout(r, 15));
    const underWay = 50 - answered;
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const signalled = performance.now();
    child.kill('SIGTERM');
    const answers = await Promise.all(burst);
    const lastAnswer = performance.now();
    const [code, signal] = await exited;
    const ended = performance.now();
    console.log(
      `[shutdown] ${underWay} of 50 requests under way at SIGTERM (${Math.round(signalled - started)} ms into the burst); ` +
        `last answer ${Math.round(lastAnswer - signalled)} ms after it; exit ${code} after ${Math.round(ended - signalled)} ms`,
    );
    expect(underWay).toBeGreaterThanOrEqual(10);
    expect(answers).toEqual(Array.from({ length: 50 }, () => ({ http: 200, status: true })));
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('SIGTERM: shutting down');
    expect(output).toContain('[tic] stopped');
    // after it, nothing listens
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
