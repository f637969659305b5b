/**
 * What a browser fetches before the first render of a storefront page, as the server sends it:
 * the built storefront is served in this process (createApp + mountStorefront on a seeded
 * in-memory PGlite, as `npm start` serves it) and each page is asked for with gzip accepted.
 * Counted, as the bytes on the wire: the HTML with its first-screen data; every
 * `<script type=module src>` and the modules it imports statically (the browser fetches the
 * whole static graph before it runs the entry); every `<link rel=modulepreload>` (and their
 * static imports: the page chunk the router then imports needs them); every
 * `<link rel=stylesheet>` (they block the first paint). Images and lazy chunks are not counted.
 * Used by scripts/check-size.ts; `tsx scripts/first-render.ts [dir]` prints the table alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { createApp } from '../src/server/app';
import { createDb } from '../src/server/db';
import { seedIfEmpty } from '../src/server/seed';
import { mountStorefront } from '../src/server/static';
import { FIRST_RENDER_BUDGET, FIRST_RENDER_PAGES } from './first-render-pages';

export interface FirstRender {
  path: string;
  html: number;
  scripts: number;
  preloads: number;
  css: number;
  total: number;
  /** The tags of the page, by kind. */
  files: { scripts: string[]; preloads: string[]; css: string[] };
  /** Every file counted with its bytes on the wire (a script's static imports included). */
  weighed: Array<{ file: string; bytes: number }>;
}

/** Bytes of an answer as the server sends it to a browser that accepts gzip. */
async function wireBytes(app: Hono, path: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A page's `<script>`/`<link>` tags: its module scripts, module preloads and stylesheets. */
export function pageRefs(html: string): { scripts: string[]; preloads: string[]; css: string[] } {
  const refs = { scripts: [] as string[], preloads: [] as string[], css: [] as string[] };
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src && attr('type') === 'module') refs.scripts.push(src);
      continue;
    }
    const rel = attr('rel')?.toLowerCase();
    const href = attr('href');
    if (!href) continue;
    if (rel === 'modulepreload') refs.preloads.push(href);
    else if (rel === 'stylesheet') refs.css.push(href);
  }
  return refs;
}

/**
 * The modules a built chunk imports statically (`import…from"./x.js"`, `import"./x.js"`,
 * `export…from"./x.js"`), as site paths. Minified output keeps these at the top of the file;
 * dynamic `import("./x.js")` has a parenthesis and is left out.
 */
export function staticImports(code: string, from: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
  for (const match of code.matchAll(pattern)) found.push(new URL(match[1]!, `http://x${from}`).pathname);
  return found;
}

const KIND = ['scripts', 'preloads', 'css'] as const;

/** Serves `dir` (a built storefront) on a seeded in-memory database and weighs each page. */
export async function measureFirstRenders(dir: string): Promise<FirstRender[]> {
  const database = await createDb('memory://');
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
    const app = createApp(database.db, { onError: () => {} });
    mountStorefront(app, { storefrontDir: dir });
    return await weighPages(app, dir);
  } finally {
    await database.close();
  }
}

/** The budget pages' first renders as `app` (serving the storefront built in `dir`) sends them. */
export async function weighPages(app: Hono, dir: string): Promise<FirstRender[]> {
  const api = async (id: string) =>
    ((await (await app.request(`/api/${id}`)).json()) as { data: Record<string, unknown> }).data;
  const words = (await api('search/get?page=1&limit=20&type=goods')).list as Array<{ keyword: string }>;
  const goods = (await api('goods/get?page=1&limit=1')).list as Array<{ id: number }>;
  const demo: Record<string, string> = {
    hotWord: encodeURIComponent(words[0]?.keyword ?? '检测'),
    serviceId: String(goods[0]?.id ?? 1),
  };
  const rows: FirstRender[] = [];
  for (const page of FIRST_RENDER_PAGES) {
    const path = page.path + page.query.replace(/\{(\w+)\}/g, (_, name: string) => demo[name] ?? '');
    rows.push(await weighPage(app, dir, path));
  }
  return rows;
}

async function weighPage(app: Hono, dir: string, path: string): Promise<FirstRender> {
  // the first request of a path may leave a slow first answer to the browser (the server's
  // deadline); the page as a warm server sends it is what a visitor gets
  await wireBytes(app, path);
  const page = await wireBytes(app, path);
  if (page.status !== 200) throw new Error(`${path}: HTTP ${page.status}`);
  const refs = pageRefs(gunzipSync(page.bytes).toString('utf8'));
  const seen = new Set<string>();
  const row: FirstRender = {
    path,
    html: page.bytes.length,
    scripts: 0,
    preloads: 0,
    css: 0,
    total: 0,
    files: refs,
    weighed: [],
  };
  const weigh = async (url: string, follow: boolean): Promise<number> => {
    const file = url.split(/[?#]/)[0]!;
    if (seen.has(file) || /^(https?:)?\/\//i.test(file)) return 0;
    seen.add(file);
    const got = await wireBytes(app, file);
    if (got.status !== 200) throw new Error(`${path}: ${file} answers HTTP ${got.status}`);
    let bytes = got.bytes.length;
    row.weighed.push({ file, bytes });
    if (follow) {
      const local = join(dir, file);
      const code = existsSync(local) ? readFileSync(local, 'utf8') : '';
      for (const dep of staticImports(code, file)) bytes += await weigh(dep, true);
    }
    return bytes;
  };
  // stylesheets first: a stylesheet a script also lists is counted once
  for (const href of refs.css) row.css += await weigh(href, false);
  for (const src of refs.scripts) row.scripts += await weigh(src, true);
  for (const href of refs.preloads) row.preloads += await weigh(href, true);
  row.total = row.html + KIND.reduce((sum, kind) => sum + row[kind], 0);
  return row;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printFirstRenders(rows: FirstRender[], budget?: number): number {
  const width = Math.max(...rows.map((r) => decodeURIComponent(r.path).length), 4);
  const cols = ['html', 'scripts', 'preloads', 'css', 'total'] as const;
  console.log(
    `${'first render'.padEnd(width)}  ${cols.map((c) => c.padStart(9)).join('  ')}${budget ? `  ${'budget'.padStart(9)}  result` : ''}`,
  );
  let over = 0;
  for (const row of rows) {
    const ok = !budget || row.total <= budget;
    if (!ok) over++;
    const counts = `${row.files.scripts.length}/${row.files.preloads.length}/${row.files.css.length}`;
    console.log(
      `${decodeURIComponent(row.path).padEnd(width)}  ${cols.map((c) => kb(row[c]).padStart(9)).join('  ')}${budget ? `  ${kb(budget).padStart(9)}  ${ok ? 'ok' : 'OVER'}` : ''}  (files ${counts})`,
    );
  }
  return over;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = resolve(process.argv[2] ?? 'dist/storefront');
  const rows = await measureFirstRenders(dir);
  printFirstRenders(rows, FIRST_RENDER_BUDGET);
  if (process.argv.includes('--files')) {
    const names: Record<string, string> = existsSync(join(dir, 'chunk-names.json'))
      ? JSON.parse(readFileSync(join(dir, 'chunk-names.json'), 'utf8'))
      : {};
    for (const row of rows) {
      console.log(`\n${decodeURIComponent(row.path)}`);
      for (const { file, bytes } of row.weighed)
        console.log(`  ${String(bytes).padStart(6)}  ${file}  ${names[file.slice(1)] ?? ''}`);
    }
  }
}
