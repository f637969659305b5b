import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { widgetBundle, widgetRegistry } from './src/widgets/registry';
import { compactWidgetCss, preactCompat, slimEndpointTable } from './vite.shared';

/** Every quoted string in the non-test sources of src/core and src/widgets, but the tables. */
function quotedStrings(): Set<string> {
  // the contract folder is types and tables only: its quoted ids are not calls
  const tables = /[\\/](zh-cn|endpoints|models)\.ts$|[\\/]api[\\/]contract[\\/]/;
  const found = new Set<string>();
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      /^(core|widgets)[\\/].*\.tsx?$/.test(f) &&
      !/\.test\.tsx?$|[\\/]testing[\\/]/.test(f) &&
      !tables.test(f),
  );
  for (const f of files) {
    for (const m of readFileSync(join('src', f), 'utf8').matchAll(/'([^'\n]+)'/g)) found.add(m[1]);
  }
  return found;
}

/**
 * The registry and the message table stay the single sources; the bundle takes from them only
 * what it can reach: the registry's attribute → prop mapping (its documentation goes to
 * custom-elements.json) and the messages whose keys the code names (the endpoint table is
 * slimmed likewise by slimEndpointTable). Same exports, same behaviour, a third of the bytes.
 */
function slimTables(used: Set<string>): Plugin {
  const registry = Object.fromEntries(
    Object.entries(widgetRegistry).map(([tag, def]) => [
      tag,
      { attributes: def.attributes.map(({ prop, type }) => ({ prop, type })) },
    ]),
  );
  const sources: Record<string, string> = {
    '/src/widgets/registry.ts': `export const widgetRegistry=${JSON.stringify(registry)};export const widgetTags=Object.keys(widgetRegistry);`,
  };
  const messages = '/src/core/i18n/zh-cn.ts';
  return {
    name: 'tic-slim-tables',
    enforce: 'pre',
    load(id) {
      const path = id.replace(/\\/g, '/');
      const key = Object.keys(sources).find((k) => path.endsWith(k));
      if (key) return sources[key];
      if (path.endsWith(messages)) {
        return readFileSync(id, 'utf8')
          .split('\n')
          .filter((line) => {
            const m = /^\s*'([\w.]+)': /.exec(line);
            return !m || used.has(m[1]);
          })
          .join('\n');
      }
      return null;
    },
  };
}

/**
 * r2wc does `import React from 'react'` for React.createElement only; through the alias that
 * default import keeps all of preact/compat alive (~2 KB gzip). Resolve it to a module that
 * exports the same createElement. Named imports (hooks, createRoot) are untouched.
 */
function r2wcReactDefault(): Plugin {
  const shim = fileURLToPath(new URL('./src/widgets/shared/react-default.ts', import.meta.url));
  return {
    name: 'tic-r2wc-react-default',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromR2wc = importer?.replace(/\\/g, '/').includes('/@r2wc/react-to-web-component/');
      return fromR2wc && (source === 'react' || source === 'preact/compat') ? shim : null;
    },
  };
}

/**
 * The widget bundle (DESIGN §5): `vite build -c vite.widgets.config.ts` writes the IIFE
 * (tic-widgets.js, for a plain <script>), `--mode esm` the ES module beside it
 * (tic-widgets.mjs). Only the first build empties dist/widgets.
 */
export default defineConfig(({ mode }) => {
  const esm = mode === 'esm';
  const used = quotedStrings();
  return {
    ...preactCompat,
    plugins: [
      r2wcReactDefault(),
      slimTables(used),
      slimEndpointTable((id) => used.has(id)),
      compactWidgetCss(),
    ],
    publicDir: false,
    build: {
      outDir: widgetBundle.dir,
      emptyOutDir: !esm,
      target: 'es2022',
      minify: 'oxc',
      lib: {
        entry: 'src/widgets/index.ts',
        name: 'TicWidgets',
        formats: [esm ? 'es' : 'iife'],
        fileName: () => (esm ? widgetBundle.esm : widgetBundle.iife),
      },
      rolldownOptions: {
        // DESIGN §10: an ES library build keeps whitespace unless minify is forced
        output: { minify: true, comments: false },
      },
    },
  };
});
