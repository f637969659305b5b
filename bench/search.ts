/**
 * Search latency on a grown catalogue: a data directory seeded with the demo catalogue and
 * grown to SEARCH_GOODS services (`npm run seed -- --goods N`), then autocannon on
 * GET /api/search/goods, each connection rotating through realistic queries.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { api } from '../e2e/support/api';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { COUNTED, queriesOf } from './counted';

export const SEARCH_GOODS = 10_000;
/** Issue 14 item 7: the same search bench on a catalogue ten times larger, in the same run. */
export const SEARCH_GOODS_LARGE = 100_000;
export const SEARCH_QUERIES = ['水质检测', 'ISO 9001', 'GB/T 19001-2016', '电磁兼容', '计量校准'];

/**
 * Words a buyer of the generated catalogue types (seed/generate-templates.ts), alone or with a
 * qualifier, first or second page: 672 different searches, more than the result cache keeps
 * (500, oldest out first), so every request of the uncached run ranks afresh.
 */
const UNCACHED_WORDS = [
  ...['锂离子电池', '儿童玩具', '化妆品', '医用口罩', '汽车零部件', '办公家具', '塑料制品', '建筑涂料'],
  ...['电线电缆', '配合饲料', '茶叶', '白酒', '乳制品', '光伏组件', 'LED 灯具', '智能门锁'],
  ...['ISO 9001', 'ISO 14001', 'ISO 45001', 'ISO 22000', 'HACCP', 'ISO/IEC 27001', 'ISO 37001'],
  ...['GB/T 29490', '机械制造', '电子信息', '食品加工', '建筑施工', '物流仓储', '医疗器械'],
  ...['软件服务', '化工', '游标卡尺', '千分表', '压力传感器', '温湿度计', '流量计', '标准砝码'],
  ...['电能表', '声级计', '照度计', '粗糙度仪'],
];
const QUALIFIERS = ['', ' 检测', ' 认证', ' 校准', ' 培训', ' 报告', ' 服务', ' 机构'];
export const UNCACHED_QUERIES = UNCACHED_WORDS.flatMap((word) =>
  QUALIFIERS.flatMap((q) => [1, 2].map((page) => ({ keyword: word + q, page }))),
);

export interface SearchResult {
  catalogue_goods: number;
  connections: number;
  duration_s: number;
  queries: Array<{ keyword: string; total: number }>;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** statements one search sends to the database (X-Query-Count), per query */
  queries_per_request?: number[];
  pct_of_ceiling?: number;
  /** Every request a different search (UNCACHED_QUERIES): what ranking itself sustains. */
  uncached: {
    distinct_queries: number;
    requests_per_s: number;
    p50_ms: number;
    p99_ms: number;
    non2xx: number;
    errors: number;
  };
}

/** `npm run seed -- …args` on a data directory (creating and seeding it when new); its output. */
export async function seedDataDir(dataDir: string, args: string[], databaseUrl?: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, TIC_DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  if (!databaseUrl) delete env.DATABASE_URL;
  delete env.TIC_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/seed/cli.ts', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seed ${args.join(' ')} failed (${code}):\n${output.slice(-2_000)}`);
  return output;
}

/** Grows the catalogue by `goods`; answers how many services are on sale. */
async function seed(dataDir: string, goods: number): Promise<number> {
  const output = await seedDataDir(dataDir, ['--goods', String(goods)]);
  return Number(/\((\d+) on sale\)/.exec(output)?.[1] ?? Number.NaN);
}

/** Seeds a new data directory and grows it to exactly `target` services on sale. */
async function growCatalogue(dataDir: string, target: number): Promise<number> {
  // the demo catalogue's size is not known up front: grow most of the way, then top up
  let total = await seed(dataDir, target - 200);
  if (total < target) total = await seed(dataDir, target - total);
  return total;
}

/**
 * Grows a catalogue in a temporary data directory, starts the built server on it, hands the
 * server to `measure`, then stops it and removes the directory.
 */
export async function withGrownCatalogue<T extends object>(
  measure: (server: RunningServer, goods: number) => Promise<T>,
  target = SEARCH_GOODS,
): Promise<T> {
  const [only] = await withGrownCatalogues([target], measure);
  return only!;
}

/**
 * The same for several sizes, smallest first, on one data directory grown step by step (the
 * 100,000 run reuses the 10,000 services). Answers one result per size, with the seed times.
 */
export async function withGrownCatalogues<T extends object>(
  targets: number[],
  measure: (server: RunningServer, goods: number) => Promise<T>,
): Promise<Array<T & { seed_ms?: number }>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tic-bench-search-'));
  const results: Array<T & { seed_ms?: number }> = [];
  try {
    let goods = 0;
    for (const target of targets) {
      const started = Date.now();
      goods = goods === 0 ? await growCatalogue(dataDir, target) : await seed(dataDir, target - goods);
      const seedMs = Date.now() - started;
      const server = await startServer({
        compiled: 'start',
        env: { DATABASE_URL: undefined, TIC_DATA_DIR: dataDir, TIC_QUERY_COUNT: '1' },
        partner: false,
        readyTimeoutMs: 180_000,
      });
      try {
        const result = await measure(server, goods);
        results.push({ ...result, seed_ms: seedMs });
      } finally {
        await server.stop();
      }
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const searchPath = (keyword: string, page = 1) =>
  `/api/search/goods?${new URLSearchParams({ keyword, page: String(page), limit: '20' })}`;

/** autocannon at `connections` on search/goods, rotating SEARCH_QUERIES. */
export async function searchLatency(
  server: RunningServer,
  goods: number,
  connections = 50,
  durationS = 10,
): Promise<SearchResult> {
  const queries = [];
  for (const keyword of SEARCH_QUERIES) {
    const answer = await api<{ total: number }>(server.baseURL, 'search/goods', {
      body: { keyword, page: 1, limit: 20 },
    });
    if (answer.status !== true) console.warn(`warning: search "${keyword}" answered ${answer.message}`);
    queries.push({ keyword, total: answer.data?.total ?? 0 });
  }
  const counts: number[] = [];
  for (const keyword of SEARCH_QUERIES) {
    const probe = await fetch(server.baseURL + searchPath(keyword), { headers: COUNTED });
    await probe.arrayBuffer();
    counts.push(queriesOf(probe) ?? Number.NaN);
  }
  const result = await autocannon({
    url: server.baseURL,
    connections,
    duration: durationS,
    requests: SEARCH_QUERIES.map((keyword) => ({ method: 'GET', path: searchPath(keyword) })),
  });
  // every request a search nobody asked for in the last UNCACHED_QUERIES.length requests
  let next = 0;
  const uncached = await autocannon({
    url: server.baseURL,
    connections,
    duration: durationS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const { keyword, page } = UNCACHED_QUERIES[next++ % UNCACHED_QUERIES.length]!;
          return { ...request, path: searchPath(keyword, page) };
        },
      },
    ],
  });
  return {
    catalogue_goods: goods,
    connections,
    duration_s: durationS,
    queries,
    uncached: {
      distinct_queries: UNCACHED_QUERIES.length,
      requests_per_s: Math.round(uncached.requests.average),
      p50_ms: uncached.latency.p50,
      p99_ms: uncached.latency.p99,
      non2xx: uncached.non2xx,
      errors: uncached.errors + uncached.timeouts,
    },
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    queries_per_request: counts,
  };
}

export function printSearch(r: SearchResult & { seed_ms?: number }): void {
  console.log(
    `\nsearch/goods on ${r.catalogue_goods} services${r.seed_ms ? ` (grown in ${(r.seed_ms / 1000).toFixed(0)} s)` : ''} (data directory; autocannon, ${r.connections} connections, ${r.duration_s} s, queries rotating)`,
  );
  console.log(
    `${'req/s'.padStart(8)}${'% ceil'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
  );
  console.log(
    `${String(r.requests_per_s).padStart(8)}${String(r.pct_of_ceiling ?? '—').padStart(8)}${String(r.p50_ms).padStart(9)}${String(r.p99_ms).padStart(9)}${String(r.non2xx).padStart(9)}${String(r.errors).padStart(8)}  cached: ${SEARCH_QUERIES.length} searches rotating`,
  );
  const u = r.uncached;
  console.log(
    `${String(u.requests_per_s).padStart(8)}${'—'.padStart(8)}${String(u.p50_ms).padStart(9)}${String(u.p99_ms).padStart(9)}${String(u.non2xx).padStart(9)}${String(u.errors).padStart(8)}  uncached: a different search each time (${u.distinct_queries} rotating)`,
  );
  console.log(`hits: ${r.queries.map((q) => `${q.keyword} ${q.total}`).join(' · ')}`);
  console.log(
    `queries per request: ${(r.queries_per_request ?? []).join(' · ')} (one per keyword, in that order)`,
  );
}
