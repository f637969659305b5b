/**
 * Size budgets, gzip-compressed: the widget bundle ≤ 22 KB; when the storefront is built
 * (dist/storefront), the first render of each budget page as the server sends it (HTML with its
 * first-screen data, scripts, module preloads, stylesheets: scripts/first-render.ts) ≤ 40 KB,
 * and every chunk outside the entry ≤ 20 KB. Prints the tables; exits 1 on any breach or a
 * missing widget bundle.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { widgetBundle } from '../src/widgets/registry';
import { FIRST_RENDER_BUDGET } from './first-render-pages';

const root = resolve(import.meta.dirname, '..');
const KB = 1024;

interface Row {
  what: string;
  gzip: number;
  budget: number | null;
}

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const rel = (file: string): string => relative(root, file);

function widgetRows(): Row[] {
  const dir = join(root, widgetBundle.dir);
  const iife = join(dir, widgetBundle.iife);
  if (!existsSync(iife)) {
    console.error(`missing ${rel(iife)}: run \`npm run build:widgets\` first`);
    process.exit(1);
  }
  const rows: Row[] = [{ what: rel(iife), gzip: gzipSize(iife), budget: widgetBundle.maxGzipBytes }];
  const esm = join(dir, widgetBundle.esm);
  if (existsSync(esm)) rows.push({ what: rel(esm), gzip: gzipSize(esm), budget: null });
  return rows;
}

/** Files the HTML loads at once: scripts, stylesheets and module preloads, as paths in `dir`. */
export function entryFiles(html: string, dir: string): string[] {
  const refs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const url = (isScript ? /\bsrc=["']?([^"'\s>]+)/i : /\bhref=["']?([^"'\s>]+)/i).exec(tag)?.[1];
    if (!url || /^(https?:)?\/\//i.test(url)) continue;
    refs.add(join(dir, url.replace(/^\.?\//, '').split(/[?#]/)[0]));
  }
  return [...refs].filter((file) => existsSync(file));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const storefrontDir = join(root, 'dist/storefront');

/** Every chunk outside the entry (the first renders weigh the entry with their pages). */
function storefrontRows(): Row[] {
  const dir = storefrontDir;
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return [];
  const entry = entryFiles(readFileSync(index, 'utf8'), dir);
  const rows: Row[] = [];
  const inEntry = new Set(entry);
  const namesFile = join(dir, 'chunk-names.json');
  const names: Record<string, string> = existsSync(namesFile)
    ? JSON.parse(readFileSync(namesFile, 'utf8'))
    : {};
  const named = (file: string): string => {
    const name = names[relative(dir, file)];
    return name ? `${rel(file)} (${name})` : rel(file);
  };
  const chunks = listFiles(dir)
    .filter((file) => /\.(m?js|css)$/.test(file) && !inEntry.has(file))
    .map((file) => ({ what: named(file), gzip: gzipSize(file), budget: 20 * KB }))
    .sort((a, b) => b.gzip - a.gzip);
  const largest = chunks.slice(0, 5);
  const over = chunks.filter((row) => row.gzip > row.budget && !largest.includes(row));
  const shown = chunks.length > largest.length ? ` (the ${largest.length} largest of ${chunks.length})` : '';
  return [
    ...rows,
    ...largest.map((row, i) => (i === 0 ? { ...row, what: `${row.what}${shown}` } : row)),
    ...over,
  ];
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  const rows = [...widgetRows(), ...storefrontRows()];
  const width = Math.max(...rows.map((row) => row.what.length), 4);
  console.log(`${'file'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  result`);
  let breaches = 0;
  for (const row of rows) {
    const ok = row.budget === null || row.gzip <= row.budget;
    if (!ok) breaches++;
    const budget = row.budget === null ? '—' : kb(row.budget);
    const result = row.budget === null ? '' : ok ? 'ok' : 'OVER';
    console.log(`${row.what.padEnd(width)}  ${kb(row.gzip).padStart(9)}  ${budget.padStart(9)}  ${result}`);
  }
  if (existsSync(join(storefrontDir, 'index.html'))) {
    // loaded here: it starts a server on a seeded database
    const { measureFirstRenders, printFirstRenders } = await import('./first-render');
    console.log('');
    breaches += printFirstRenders(await measureFirstRenders(storefrontDir), FIRST_RENDER_BUDGET);
  }
  if (breaches > 0) {
    console.error(`${breaches} size budget(s) exceeded`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
