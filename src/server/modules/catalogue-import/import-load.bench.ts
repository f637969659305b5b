/**
 * What a lab's catalogue imports cost everyone else, on PGlite: six 2,000-row commits back to
 * back while a buyer calls goods_cart/get ten times a second. Prints the buyer's p50/p95/
 * max and the longest single transaction.
 *
 *   npx tsx src/server/modules/catalogue-import/import-load.bench.ts [repo root]
 *
 * The root defaults to this checkout; another one (a worktree of an older commit with a
 * node_modules link) measures that code with the same load. Not part of npm test: it times.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? new URL('../../../..', import.meta.url).pathname);
// biome-ignore lint/suspicious/noExplicitAny: modules of whichever checkout is measured
const load = (p: string): Promise<any> => import(pathToFileURL(resolve(root, p)).href);

const ROWS = Number(process.env.ROWS ?? 2000);
const IMPORTS = Number(process.env.IMPORTS ?? 6);
const EVERY_MS = 100;

function catalogue(n: number): string {
  const lines = ['服务名称,服务类型,服务简介,执行标准,检测周期,服务内容,认可标识,服务详情'];
  for (let i = 0; i < n; i++)
    lines.push(
      [
        `批量导入水质检测 ${n}-${i}`,
        '检验检测',
        `生活饮用水与地表水检测，编号 ${i}`,
        'GB 5749-2022；GB/T 5750-2023',
        String(5 + (i % 20)),
        `常规 43 项:${1000 + i}|全分析 97 项:${3000 + i}|单项:${200 + (i % 50)}`,
        'CMA 章:0|CNAS 章:200',
        '采样、运输、检测全程留痕。',
      ].join(','),
    );
  return lines.join('\n');
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function main() {
  const { createDb } = await load('src/server/db/index.ts');
  const { seedIfEmpty } = await load('src/server/seed/index.ts');
  const { createApp } = await load('src/server/app.ts');
  const svc = await load('src/server/modules/catalogue-import/catalogue-import.service.ts');
  const chunked = typeof svc.CHUNK === 'number';

  const database = await createDb('memory://');
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  const db = database.db;
  const app = createApp(db, { onError: (e: unknown) => console.error(e) });

  const login = await app.request('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000001', password: 'Demo@1234' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await app.request('/api/goods_cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'login-token': token },
    body: JSON.stringify({ goods_id: 1, service_content_id: 101, approval_logo_id: 171 }),
  });

  // the longest transaction: from the moment it holds the connection until it has committed
  const holds: number[] = [];
  const watched = new Proxy(db, {
    get(target, key) {
      if (key === 'transaction')
        return async (fn: (tx: unknown) => Promise<unknown>) => {
          let entered = 0;
          const out = await target.transaction((tx: unknown) => {
            entered = performance.now();
            return fn(tx);
          });
          holds.push(performance.now() - entered);
          return out;
        };
      const v = Reflect.get(target, key, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });

  const m = await svc.namedMerchant(db, 1);
  const texts = Array.from({ length: IMPORTS }, () => catalogue(ROWS));
  let done = false;
  const latencies: number[] = [];
  const calls: Promise<void>[] = [];
  const started = performance.now();
  // a buyer's requests arrive every EVERY_MS whatever the server is doing (open loop): each one's
  // latency counts from when it was due, so time spent waiting for a blocked event loop counts too
  const buyer = (async () => {
    for (let k = 0; !done; k++) {
      const due = started + k * EVERY_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (done) break;
      calls.push(
        (async () => {
          const res = await app.request('/api/goods_cart/get?page=1&limit=9999', {
            headers: { 'login-token': token },
          });
          await res.text();
          latencies.push(performance.now() - due);
        })(),
      );
    }
  })();
  const t0 = performance.now();
  for (const text of texts) {
    const r = chunked
      ? await svc.commitImport(watched, m, text, { quota: { perHour: 1000, pendingCap: 1_000_000 } })
      : await svc.commitImport(watched, m, text);
    if (r.imported !== ROWS) throw new Error(`imported ${r.imported}`);
    // each import is its own HTTP request: the event loop turns between them
    await new Promise((r) => setImmediate(r));
    console.log(
      `import done at ${(performance.now() - t0).toFixed(0)} ms, buyer calls so far ${latencies.length}`,
    );
  }
  const wall = performance.now() - t0;
  done = true;
  await buyer;
  await Promise.all(calls);
  await database.close();

  const f = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`code: ${root} (${chunked ? `chunks of ${svc.CHUNK}` : 'one transaction per import'})`);
  console.log(`imports: ${IMPORTS} × ${ROWS} rows in ${f(wall)}; transactions: ${holds.length}`);
  if (process.env.HOLDS) console.log(holds.map((h) => h.toFixed(0)).join(' '));
  console.log(`longest transaction: ${f(Math.max(...holds))}; p95 transaction: ${f(pct(holds, 95))}`);
  console.log(
    `goods_cart/get during the imports: ${latencies.length} of ${Math.ceil(wall / EVERY_MS)} due calls answered, p50 ${f(pct(latencies, 50))}, p95 ${f(pct(latencies, 95))}, max ${f(Math.max(...latencies))}`,
  );
}

await main();
