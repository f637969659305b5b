/**
 * `npm start` (issue 14 item 5): runs the server compiled to JavaScript, with no TypeScript
 * loader at run time. What is missing or stale is built first, and only that: the browser
 * bundles (`npm run build`) when their sources changed, the server bundle (esbuild, into
 * dist/server/main.mjs) when one of the files it was built from changed. Staleness is decided
 * by content hashes kept beside the outputs, so a checkout that only touched file times does
 * not rebuild; the inputs' sizes and times are kept too, and while none of them moved nothing
 * is read (hashing the 870 inputs was ~140 ms of every start). Plain JavaScript on purpose:
 * this file runs before anything is compiled.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzleIs } from './drizzle-is.mjs';

const root = resolve(import.meta.dirname, '..');
const at = (path) => join(root, path);
const SERVER_OUT = at('dist/server/main.mjs');
const SERVER_STAMP = at('dist/server/inputs.json');
const CLIENT_STAMP = at('dist/.client-inputs');

/** What the browser bundles are built from (vite configs, scripts, sources, lock file). */
const CLIENT_INPUTS = [
  'src/core',
  'src/widgets',
  'src/storefront',
  'demo',
  'package-lock.json',
  'vite.shared.ts',
  'vite.widgets.config.ts',
  'vite.storefront.config.ts',
  'scripts/widgets-manifest.ts',
  'scripts/widgets-guide.ts',
];

const isTest = (name) => /\.(test|e2e)\.tsx?$/.test(name) || name === 'testing';

/** The files under a path (itself when it is a file), tests left out. */
function files(path) {
  const full = at(path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (isTest(e.name)) return [];
      const p = join(dir, e.name);
      return e.isDirectory() ? walk(p) : [p];
    });
  return walk(full);
}

const hashOf = (list) => {
  const h = createHash('sha256');
  for (const file of [...list].sort()) {
    h.update(relative(root, file));
    h.update(existsSync(file) ? readFileSync(file) : 'missing');
  }
  return h.digest('hex');
};

/** Each input's path, size and modification time: equal stamps mean unchanged files. */
const statsOf = (list) =>
  [...list]
    .sort()
    .map((file) => {
      const st = existsSync(file) ? statSync(file) : null;
      return `${relative(root, file)}:${st?.size ?? -1}:${st?.mtimeMs ?? -1}`;
    })
    .join('\n');

const readStamp = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * Whether `inputs` are what `stamp` was written for: by their stats alone when none moved, else
 * by their content (and then the stamp takes the new stats, so the next start reads nothing).
 */
function unchanged(stampFile, inputs) {
  const stamp = readStamp(stampFile);
  if (!stamp?.hash) return false;
  const stats = statsOf(inputs);
  if (stamp.stats === stats) return true;
  if (hashOf(inputs) !== stamp.hash) return false;
  writeFileSync(stampFile, JSON.stringify({ ...stamp, stats }));
  return true;
}

const writeStamp = (stampFile, inputs, extra = {}) =>
  writeFileSync(stampFile, JSON.stringify({ ...extra, hash: hashOf(inputs), stats: statsOf(inputs) }));

function buildClient() {
  const inputs = CLIENT_INPUTS.flatMap(files);
  const built = existsSync(at('dist/storefront/index.html')) && existsSync(at('dist/widgets/tic-widgets.js'));
  if (built && unchanged(CLIENT_STAMP, inputs)) return false;
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeStamp(CLIENT_STAMP, inputs);
  return true;
}

const ZONE_TABLE = 'src/server/seed/zones.tsv';
const PDF_FONTS = 'src/server/lib/pdf/fonts';

async function buildServer() {
  const stamp = existsSync(SERVER_OUT) && readStamp(SERVER_STAMP);
  if (stamp?.inputs && unchanged(SERVER_STAMP, stamp.inputs.map(at))) return false;
  const { build } = await import('esbuild');
  rmSync(at('dist/server'), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // the packages are bundled too: Node loading hono, drizzle and zod file by file as ES modules
    // was ~150-250 ms of every start. PGlite stays in node_modules, beside its WASM and data
    // files; what the server loads lazily (createRequire: sanitize-html, the password list) is
    // resolved from there at run time, as a CommonJS package bundled here would be by `require`.
    // pdfkit too: it and fontkit read their data files relative to their own directories
    external: ['@electric-sql/pglite', 'pdfkit'],
    banner: {
      js: "import { createRequire as __ticRequire } from 'node:module'; const require = __ticRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    plugins: [drizzleIs],
    metafile: true,
    logLevel: 'warning',
  });
  // db/index.ts finds its migrations beside itself (`./migrations`); dist/server/ is the same
  // depth as src/server/ for static.ts's repository root
  cpSync(at('src/server/db/migrations'), at('dist/server/migrations'), { recursive: true });
  // the zone table seed/zones.ts reads beside itself, as db/index.ts reads its migrations
  cpSync(at(ZONE_TABLE), at('dist/server/zones.tsv'));
  // the CJK font every PDF embeds (lib/pdf/cjk-font.ts reads ./fonts beside itself)
  cpSync(at(PDF_FONTS), at('dist/server/fonts'), { recursive: true });
  const migrations = files('src/server/db/migrations').map((f) => relative(root, f));
  const inputs = [
    ...new Set([
      ...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')),
      ...migrations,
      ZONE_TABLE,
      ...files(PDF_FONTS).map((f) => relative(root, f)),
    ]),
    'package-lock.json',
    // how it is built (the options above)
    'scripts/start.mjs',
    'scripts/drizzle-is.mjs',
  ];
  writeStamp(SERVER_STAMP, inputs.map(at), { inputs });
  return true;
}

// `--build-server` (the server tests' setup): the server bundle alone, never the browser
// bundles, which the browser journeys may be serving at that moment
const serverOnly = process.argv.includes('--build-server');
const started = Date.now();
const client = !serverOnly && buildClient();
const server = await buildServer();
if (client || server)
  console.log(
    `[tic] built ${[client && 'storefront and widgets', server && 'server'].filter(Boolean).join(' and ')} in ${Date.now() - started} ms`,
  );
// `--build-only` (npm run bench): bring the build up to date, start nothing
if (!process.argv.includes('--build-only') && !serverOnly) await import(pathToFileURL(SERVER_OUT).href);
