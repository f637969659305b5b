/**
 * `npm start` (issue 14 item 5): runs the server compiled to JavaScript, with no TypeScript
 * loader at run time. What is missing or stale is built first, and only that: the browser
 * bundles (`npm run build`) when their sources changed, the server bundle (esbuild, into
 * dist/server/main.mjs) when one of the files it was built from changed. Staleness is decided
 * by content hashes kept beside the outputs, so a checkout that only touched file times does
 * not rebuild. Plain JavaScript on purpose: this file runs before anything is compiled.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

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

function buildClient() {
  const inputs = CLIENT_INPUTS.flatMap(files);
  const hash = hashOf(inputs);
  const built = existsSync(at('dist/storefront/index.html')) && existsSync(at('dist/widgets/tic-widgets.js'));
  if (built && existsSync(CLIENT_STAMP) && readFileSync(CLIENT_STAMP, 'utf8') === hash) return false;
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(CLIENT_STAMP, hash);
  return true;
}

async function buildServer() {
  if (existsSync(SERVER_OUT) && existsSync(SERVER_STAMP)) {
    const stamp = JSON.parse(readFileSync(SERVER_STAMP, 'utf8'));
    if (hashOf(stamp.inputs.map(at)) === stamp.hash) return false;
  }
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
    // node_modules stay where they are (PGlite's WASM, native bits): resolved at run time
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // db/index.ts finds its migrations beside itself (`./migrations`); dist/server/ is the same
  // depth as src/server/ for static.ts's repository root
  cpSync(at('src/server/db/migrations'), at('dist/server/migrations'), { recursive: true });
  const migrations = files('src/server/db/migrations').map((f) => relative(root, f));
  const inputs = [
    ...new Set([
      ...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')),
      ...migrations,
    ]),
    'package-lock.json',
  ];
  writeFileSync(SERVER_STAMP, JSON.stringify({ hash: hashOf(inputs.map(at)), inputs }));
  return true;
}

const started = Date.now();
const client = buildClient();
const server = await buildServer();
if (client || server)
  console.log(
    `[tic] built ${[client && 'storefront and widgets', server && 'server'].filter(Boolean).join(' and ')} in ${Date.now() - started} ms`,
  );
// `--build-only` (npm run bench): bring the build up to date, start nothing
if (!process.argv.includes('--build-only')) await import(pathToFileURL(SERVER_OUT).href);
