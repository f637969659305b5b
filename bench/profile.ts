/**
 * Issue 14 item 2: profiles the built server (dist/server/main.mjs) under load.
 *   npx tsx bench/profile.ts <label> <memory://|postgres://…|data dir> [seconds]
 * loads config/load, search/get and goods_cart/get (8 items, logged in) with autocannon while
 * node runs with --cpu-prof (NOPROF=1 turns it off; ONLY=a,b picks endpoints); the profile lands
 * in /tmp/tic-prof-<label>; `node bench/profile-summary.mjs /tmp/tic-prof-<label>` sums it up.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { api, login } from '../e2e/support/api';
import type { GoodsDetail } from '../src/core/api/contract/models';
import { COUNTED, queriesOf } from './counted';

const [label, dbUrl, secs = '6'] = process.argv.slice(2);
const port = 3900 + Math.floor(Math.random() * 90);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  PARTNER_PORT: '0',
  TIC_QUERY_COUNT: '1',
};
if (dbUrl.startsWith('postgres') || dbUrl === 'memory://') env.DATABASE_URL = dbUrl;
else env.TIC_DATA_DIR = dbUrl;
const args = process.env.NOPROF ? [] : ['--cpu-prof', '--cpu-prof-dir', `/tmp/tic-prof-${label}`];
const child = spawn(process.execPath, [...args, 'dist/server/main.mjs'], {
  cwd: new URL('..', import.meta.url).pathname,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600; i++) {
  try {
    const r = await fetch(`${base}/api/config/load`);
    if (r.ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}
const { token } = await login(base, 'buyer');
const goods = await api<{ list: Array<{ id: number }> }>(base, 'goods/get', { body: { page: 1, limit: 8 } });
for (const { id } of goods.data?.list ?? []) {
  const info = await api<{ info?: GoodsDetail }>(base, 'goods/info', { body: { id } });
  const d = info.data?.info;
  if (!d) continue;
  const unit = d.sales_promotion_unit?.[0] ?? Object.keys(d.sales_promotion ?? {})[0];
  await api(base, 'goods_cart/add', {
    method: 'POST',
    token,
    body: {
      goods_id: id,
      ...(d.serviceContent[0] ? { service_content_id: d.serviceContent[0].id } : {}),
      ...(d.trainingForm[0] ? { training_form_id: d.trainingForm[0].id } : {}),
      ...(d.approvalLogo[0] ? { approval_logo_id: d.approvalLogo[0].id } : {}),
      ...(unit ? { sales_promotion_unit: unit } : {}),
    },
  });
}
const targets: Array<[string, string, Record<string, string>]> = [
  ['config/load', '/api/config/load', {}],
  ['search/get', '/api/search/get?page=1&limit=20&type=goods', {}],
  ['goods_cart/get', '/api/goods_cart/get?page=1&limit=9999', { 'login-token': token }],
];
const only = process.env.ONLY;
for (const [name, path, headers] of targets) {
  if (only && !only.split(',').includes(name)) continue;
  const probe = await fetch(base + path, { headers: { ...headers, ...COUNTED } });
  const q = queriesOf(probe);
  const body = await probe.text();
  const r = await autocannon({ url: base + path, connections: 50, duration: Number(secs), headers });
  console.log(
    `${label} ${name.padEnd(16)} ${String(Math.round(r.requests.average)).padStart(6)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} queries ${q} non2xx ${r.non2xx} bytes ${body.length} cc=${probe.headers.get('cache-control')}`,
  );
}
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
