/**
 * `npm run bench` (after the build): widget bundle sizes, then the server on a data directory and
 * on memory://, each measured for resident memory after start and under load (autocannon, 50
 * connections, ~10 s per endpoint, on loopback); then, on a catalogue grown to 10,000 services,
 * Lighthouse on the storefront (bench/lighthouse.ts) and search latency (bench/search.ts); then
 * order creation plus test payment at 20 concurrent buyers (bench/orders.ts).
 * Prints tables, writes bench/results.json.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { api, login } from '../e2e/support/api';
import { repoRoot, startServer } from '../e2e/support/server';
import type { GoodsDetail } from '../src/core/api/contract/models';
import { COUNTED, queriesOf } from './counted';
import { printLighthouse, runLighthouse, seoFailures } from './lighthouse';
import { orderBenches, printOrders } from './orders';
import { tempPostgres } from './postgres';
import { printSearch, SEARCH_GOODS, SEARCH_GOODS_LARGE, searchLatency, withGrownCatalogues } from './search';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** Unmeasured load before each measured run (load()). */
const WARM_UP_S = 2;
const SAMPLE_MS = 200;

interface BundleSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

interface EndpointResult {
  endpoint: string;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  peak_rss_mb: number;
  /** requests_per_s as a percentage of the bare-Hono ceiling of the same run */
  pct_of_ceiling?: number;
  /** statements sent to the database by one request (X-Query-Count, TIC_QUERY_COUNT=1) */
  queries_per_request?: number;
}

interface ServerResult {
  database: string;
  /** From spawning to the first answer; on a new data directory this includes initdb and the seed. */
  startup_ms: number;
  rss_after_start_mb: number;
  /** The same data directory started again (the usual start): first answer, and memory then. */
  restart?: { startup_ms: number; rss_after_start_mb: number };
  endpoints: EndpointResult[];
}

function bundleSizes(): BundleSize[] {
  return ['tic-widgets.js', 'tic-widgets.mjs'].flatMap((name) => {
    const file = join(repoRoot, 'dist/widgets', name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return [];
    }
    return [
      {
        file: `dist/widgets/${name}`,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      },
    ];
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return 0;
  }
}

/** Puts a few real services in the buyer's cart so the cart endpoint has rows to price. */
async function fillCart(baseURL: string, token: string): Promise<number> {
  const goods = await api<{ list: Array<{ id: number }> }>(baseURL, 'goods/get', {
    body: { page: 1, limit: 8 },
  });
  let added = 0;
  for (const { id } of goods.data?.list ?? []) {
    const info = await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } });
    const detail = info.data?.info;
    if (!detail) continue;
    const unit = detail.sales_promotion_unit?.[0] ?? Object.keys(detail.sales_promotion ?? {})[0];
    const answer = await api(baseURL, 'goods_cart/add', {
      method: 'POST',
      token,
      body: {
        goods_id: id,
        ...(detail.serviceContent[0] ? { service_content_id: detail.serviceContent[0].id } : {}),
        ...(detail.trainingForm[0] ? { training_form_id: detail.trainingForm[0].id } : {}),
        ...(detail.approvalLogo[0] ? { approval_logo_id: detail.approvalLogo[0].id } : {}),
        ...(unit ? { sales_promotion_unit: unit } : {}),
      },
    });
    if (answer.status === true) added++;
  }
  return added;
}

async function load(
  pid: number,
  endpoint: string,
  url: string,
  headers: Record<string, string>,
): Promise<EndpointResult> {
  // a short unmeasured run first: the first second of a fresh process is the JIT's, and the
  // first endpoint measured after a start would otherwise pay it for the others
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, SAMPLE_MS);
  try {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
    return {
      endpoint,
      requests_per_s: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peak_rss_mb: Math.max(peak, rssMb(pid)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The ceiling: a bare Hono app (bench/bare-hono.mjs) on this Node, one route with a fixed small
 * JSON answer, under the same autocannon settings as every endpoint below.
 */
async function benchCeiling(): Promise<EndpointResult> {
  const child = spawn(process.execPath, [join(repoRoot, 'bench/bare-hono.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    while (!/ready (\d+)/.test(out)) {
      const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
      out += chunk.toString();
    }
    const port = /ready (\d+)/.exec(out)![1];
    return await load(child.pid ?? 0, 'bare Hono (ceiling)', `http://127.0.0.1:${port}/ceiling`, {});
  } finally {
    child.kill('SIGTERM');
  }
}

/** Starts the compiled server; answers it with the time to its first answer and its memory 1 s later. */
async function timedStart(env: Record<string, string | undefined>) {
  const started = Date.now();
  const server = await startServer({
    compiled: 'start',
    env: { ...env, TIC_QUERY_COUNT: '1' },
    partner: false,
    readyTimeoutMs: 180_000,
  });
  const startupMs = Date.now() - started;
  await new Promise((r) => setTimeout(r, 1_000));
  return { server, startupMs, rss: rssMb(server.pid) };
}

async function benchServer(database: string, env: Record<string, string | undefined>): Promise<ServerResult> {
  const { server, startupMs, rss: rssAfterStart } = await timedStart(env);
  let stopped = false;
  try {
    // login is rate limited per IP: once per server
    const { token } = await login(server.baseURL, 'buyer');
    const inCart = await fillCart(server.baseURL, token);
    const targets: Array<[string, string, Record<string, string>]> = [
      ['GET search/get (hot words)', '/api/search/get?page=1&limit=20&type=goods', {}],
      [
        `GET goods_cart/get (${inCart} items)`,
        '/api/goods_cart/get?page=1&limit=9999',
        { 'login-token': token },
      ],
    ];
    // the storefront's home page: the HTML with its first screen written in (server/first-screen.ts)
    targets.push(['GET /home (HTML + 1st screen)', '/home', {}]);
    targets.unshift(['GET config/load', '/api/config/load', {}]);
    const endpoints: EndpointResult[] = [];
    for (const [name, path, headers] of targets) {
      // queries per request in the steady state: the first call fills the caches (lib/cache.ts)
      await (await fetch(server.baseURL + path, { headers })).arrayBuffer();
      const probe = await fetch(server.baseURL + path, { headers: { ...headers, ...COUNTED } });
      const text = await probe.text();
      const ok = path.startsWith('/api/') ? JSON.parse(text).status === true : text.includes('id="tic-boot"');
      if (!ok) console.warn(`warning: ${path} answered ${probe.status} ${text.slice(0, 120)}`);
      const measured = await load(server.pid, name, server.baseURL + path, headers);
      endpoints.push({ ...measured, queries_per_request: queriesOf(probe) });
    }
    const result: ServerResult = {
      database,
      startup_ms: startupMs,
      rss_after_start_mb: rssAfterStart,
      endpoints,
    };
    if (env.TIC_DATA_DIR) {
      await server.stop();
      stopped = true;
      const again = await timedStart(env);
      await again.server.stop();
      result.restart = { startup_ms: again.startupMs, rss_after_start_mb: again.rss };
    }
    return result;
  } finally {
    if (!stopped) await server.stop();
  }
}

interface WorkersResult {
  endpoint: string;
  one: EndpointResult;
  two: EndpointResult;
  /** requests/s with 2 processes ÷ with 1 */
  ratio: number;
}

/**
 * Issue 14 item 4: a database-bound endpoint (the cart, logged in) on PostgreSQL with
 * TIC_WORKERS=1, then 2, on one database. Skipped (null) when PostgreSQL does not answer.
 */
async function benchWorkers(): Promise<WorkersResult | null> {
  const temp = await tempPostgres();
  if (!temp) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'tic-bench-pg-'));
  try {
    const runs: EndpointResult[] = [];
    let endpoint = '';
    for (const workers of ['1', '2']) {
      const server = await startServer({
        compiled: 'start',
        env: { DATABASE_URL: temp.url, TIC_DATA_DIR: dataDir, TIC_WORKERS: workers, TIC_QUERY_COUNT: '1' },
        partner: false,
        readyTimeoutMs: 180_000,
      });
      try {
        // a page of the catalogue, read from the database on every call (the cart, measured here
        // before, is kept in process now and no longer shows what a second process adds)
        const path = '/api/goods/get?page=1&limit=20';
        await (await fetch(server.baseURL + path)).arrayBuffer();
        const probe = await fetch(server.baseURL + path, { headers: COUNTED });
        const items = ((await probe.json()) as { data?: { list?: unknown[] } }).data?.list?.length ?? 0;
        endpoint = `GET goods/get (${items} services)`;
        const measured = await load(server.pid, `${endpoint} ×${workers}`, server.baseURL + path, {});
        runs.push({ ...measured, queries_per_request: queriesOf(probe) });
      } finally {
        await server.stop();
      }
    }
    const [one, two] = runs as [EndpointResult, EndpointResult];
    const ratio = Math.round((two.requests_per_s / Math.max(1, one.requests_per_s)) * 100) / 100;
    return { endpoint, one, two, ratio };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await temp.drop();
  }
}

function printWorkers(w: WorkersResult | null): void {
  if (!w) return;
  console.log(`
PostgreSQL, ${w.endpoint}: 1 process vs 2 (TIC_WORKERS)`);
  console.log(
    `${'processes'.padEnd(12)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'queries'.padStart(9)}${'non-2xx'.padStart(9)}`,
  );
  for (const [n, r] of [
    ['1', w.one],
    ['2', w.two],
  ] as const)
    console.log(
      `${n.padEnd(12)}${String(r.requests_per_s).padStart(8)}${String(r.p50_ms).padStart(8)}${String(r.p99_ms).padStart(8)}${String(r.queries_per_request ?? '—').padStart(9)}${String(r.non2xx).padStart(9)}`,
    );
  console.log(`2 processes ÷ 1 process: ${w.ratio}×`);
}

function printTables(bundle: BundleSize[], ceiling: EndpointResult, servers: ServerResult[]): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nwidget bundle');
  console.log(`${'file'.padEnd(26)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
  for (const b of bundle) {
    console.log(
      `${b.file.padEnd(26)}${kb(b.raw).padStart(10)}${kb(b.gzip).padStart(10)}${kb(b.brotli).padStart(10)}`,
    );
  }
  console.log(`\nserver (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback)`);
  const head = [
    'database',
    'endpoint',
    'req/s',
    '% ceil',
    'queries',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'RSS start',
    'RSS peak',
  ];
  const widths = [14, 30, 8, 7, 8, 8, 8, 8, 7, 10, 10];
  const line = (cells: Array<string | number>) =>
    cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
  console.log(line(head));
  const c = ceiling;
  console.log(
    line([
      'same Node',
      c.endpoint,
      c.requests_per_s,
      '100',
      '—',
      c.p50_ms,
      c.p99_ms,
      c.non2xx,
      c.errors,
      '—',
      `${c.peak_rss_mb} MB`,
    ]),
  );
  for (const s of servers) {
    for (const e of s.endpoints) {
      console.log(
        line([
          s.database,
          e.endpoint,
          e.requests_per_s,
          e.pct_of_ceiling ?? '—',
          e.queries_per_request ?? '—',
          e.p50_ms,
          e.p99_ms,
          e.non2xx,
          e.errors,
          `${s.rss_after_start_mb} MB`,
          `${e.peak_rss_mb} MB`,
        ]),
      );
    }
    const restart = s.restart
      ? `; started again on it: first answer in ${(s.restart.startup_ms / 1000).toFixed(1)} s, ${s.restart.rss_after_start_mb} MB`
      : '';
    console.log(`${''.padEnd(widths[0])} first start ${(s.startup_ms / 1000).toFixed(1)} s${restart}`);
  }
}

async function main(): Promise<void> {
  // `BENCH_ONLY=workers npm run bench`: just the 1 vs 2 processes run (a minute, no browser)
  if (process.env.BENCH_ONLY === 'workers') return printWorkers(await benchWorkers());
  // `BENCH_ONLY=lighthouse npm run bench`: Lighthouse alone on the demo data (a few minutes)
  if (process.env.BENCH_ONLY === 'lighthouse') return lighthouseOnly();
  const bundle = bundleSizes();
  if (bundle.length === 0) throw new Error('dist/widgets is missing: run `npm run build` first');
  const ceiling = await benchCeiling();
  const pct = (rps: number) => Math.round((rps / Math.max(1, ceiling.requests_per_s)) * 1000) / 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'tic-bench-'));
  const servers: ServerResult[] = [];
  try {
    servers.push(await benchServer('data directory', { DATABASE_URL: undefined, TIC_DATA_DIR: dataDir }));
    servers.push(await benchServer('memory://', { DATABASE_URL: 'memory://', TIC_DATA_DIR: undefined }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // printed as soon as measured: the catalogue and order runs below take minutes
  for (const server of servers) for (const e of server.endpoints) e.pct_of_ceiling = pct(e.requests_per_s);
  printTables(bundle, ceiling, servers);
  // `BENCH_ONLY=server npm run bench`: the ceiling and the server's endpoints alone (two minutes)
  if (process.env.BENCH_ONLY === 'server') return;
  const workers = await benchWorkers();
  printWorkers(workers);
  // the storefront on a catalogue grown to 10,000 services: Lighthouse, then search latency
  // then the same search on 100,000 services (issue 14 item 7): Lighthouse only on the first
  const [grown, large] = await withGrownCatalogues(
    [SEARCH_GOODS, SEARCH_GOODS_LARGE],
    async (server, goods) => ({
      lighthouse: goods < SEARCH_GOODS_LARGE ? await runLighthouse(server.baseURL) : undefined,
      search: await searchLatency(server, goods, CONNECTIONS, DURATION_S),
    }),
  );
  if (!grown?.lighthouse || !large) throw new Error('the grown catalogue runs answered nothing');
  grown.search.pct_of_ceiling = pct(grown.search.requests_per_s);
  large.search.pct_of_ceiling = pct(large.search.requests_per_s);
  printLighthouse(grown.lighthouse);
  printSearch({ ...grown.search, seed_ms: grown.seed_ms });
  printSearch({ ...large.search, seed_ms: large.seed_ms });
  const ratio = (a: number, b: number) => Math.round((a / Math.max(1, b)) * 100) / 100;
  const [small, big] = [grown.search, large.search];
  console.log(
    `100k ÷ 10k: cached p99 ${ratio(big.p99_ms, small.p99_ms)}×, req/s ${ratio(small.requests_per_s, big.requests_per_s)}× fewer; ` +
      `uncached p99 ${ratio(big.uncached.p99_ms, small.uncached.p99_ms)}×, req/s ${ratio(small.uncached.requests_per_s, big.uncached.requests_per_s)}× fewer`,
  );
  const orders = await orderBenches(DURATION_S);
  for (const run of orders) run.pct_of_ceiling = pct(run.requests_per_s);
  printOrders(orders);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    bundle,
    ceiling,
    servers,
    workers,
    lighthouse: grown.lighthouse,
    search: grown.search,
    search_large: { ...large.search, seed_ms: large.seed_ms },
    orders,
  };
  const out = resolve(repoRoot, 'bench/results.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten ${out}`);
  failOnSeo(grown.lighthouse);
}

/** The bench fails (after writing its results) when a key page misses the SEO target. */
function failOnSeo(results: Parameters<typeof seoFailures>[0]): void {
  const failures = seoFailures(results);
  if (failures.length === 0) return;
  console.error(`\n${failures.join('\n')}`);
  process.exitCode = 1;
}

async function lighthouseOnly(): Promise<void> {
  const server = await startServer({
    compiled: 'start',
    env: { DATABASE_URL: 'memory://', TIC_DATA_DIR: undefined },
    partner: false,
    readyTimeoutMs: 180_000,
  });
  try {
    const results = await runLighthouse(server.baseURL);
    printLighthouse(results);
    failOnSeo(results);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
