/** Sums a --cpu-prof profile by package / function, overall and per load window (bench/profile.ts). */
import { readdirSync, readFileSync } from 'node:fs';

const dir = process.argv[2];
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const p = JSON.parse(readFileSync(`${dir}/${file}`));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas;
let total = 0;
const counts = new Map();
p.samples.forEach((id, i) => {
  counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0));
});
const cat = (n) => {
  const f = n.callFrame;
  const u = f.url;
  if (f.functionName === '(idle)') return 'idle';
  if (f.functionName === '(garbage collector)') return 'GC';
  if (f.functionName === '(program)') return 'program(native)';
  if (/pglite/.test(u)) return 'pglite';
  if (/postgres\/src/.test(u)) return 'postgres.js';
  if (/drizzle-orm/.test(u)) return 'drizzle';
  if (/hono/.test(u)) return 'hono';
  if (/zod/.test(u)) return 'zod';
  if (/main\.mjs/.test(u)) return `app:${f.functionName}`;
  if (u.startsWith('node:')) return `node:${u.slice(5).split('/')[0]}${u.includes('http') ? '' : ''}`;
  if (!u) return `native:${f.functionName}`;
  return u.replace(/.*node_modules\//, '').split('/')[0];
};
for (const [id, t] of counts) {
  const n = byId.get(id);
  const k = cat(n);
  self.set(k, (self.get(k) ?? 0) + t);
  total += t;
}
const busy = total - (self.get('idle') ?? 0);
console.log(dir, 'total', (total / 1e6).toFixed(1), 's busy', (busy / 1e6).toFixed(1));
[...self]
  .filter(([k]) => k !== 'idle')
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)
  .forEach(([k, t]) => {
    console.log(`${((100 * t) / busy).toFixed(1).padStart(6)}%`, k);
  });
// per-window (endpoint) breakdown: find runs of busy seconds
let t = p.startTime;
const ts = p.samples.map((_id, i) => (t += dt[i]));
const _end = p.endTime;
const secs = Number(process.argv[3] ?? 6);
const names = ['config/load', 'search/get', 'goods_cart/get'];
// locate the autocannon windows: the last 3*secs seconds before the final busy second
const busyPer = new Map();
p.samples.forEach((id, i) => {
  const n = byId.get(id);
  if (n.callFrame.functionName !== '(idle)') {
    const s = Math.floor((ts[i] - p.startTime) / 1e6);
    busyPer.set(s, (busyPer.get(s) ?? 0) + dt[i]);
  }
});
const lastBusy = Math.max(...[...busyPer].filter(([, v]) => v > 5e5).map(([s]) => s));
names.forEach((name, k) => {
  const from = p.startTime + (lastBusy - 3 * secs + k * secs + 1) * 1e6,
    to = from + (secs - 1) * 1e6;
  const m = new Map();
  let b = 0;
  p.samples.forEach((id, i) => {
    if (ts[i] < from || ts[i] >= to) return;
    const n = byId.get(id);
    const c = cat(n);
    if (c === 'idle') return;
    m.set(c, (m.get(c) ?? 0) + dt[i]);
    b += dt[i];
  });
  console.log(
    ' ',
    name,
    'busy',
    (b / 1e6).toFixed(1),
    's:',
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([c, v]) => `${c} ${((100 * v) / b).toFixed(0)}%`)
      .join(', '),
  );
});
