import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { preactCompat } from './vite.shared';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The widget components the storefront reuses carry goober templates with source
 * indentation, which the minifier leaves alone; squeeze their whitespace (as the widget build).
 */
function compactWidgetCss(): Plugin {
  return {
    name: 'tic-storefront-compact-css',
    transform(code, id) {
      if (!/\/src\/widgets\/.*\.tsx?$/.test(id.replace(/\\/g, '/'))) return null;
      const out = code.replace(/\b(css|keyframes)`([^`]*)`/g, (_, tag: string, body: string) => {
        const css = body
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,])\s*/g, '$1')
          .replace(/: /g, ':')
          .trim();
        return `${tag}\`${css}\``;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * wouter's react-deps.js imports `* as React` (keeping all of preact/compat alive) and the
 * use-sync-external-store shim; resolve it to a module with the same exports from 'react'.
 */
function wouterReactDeps(): Plugin {
  const shim = here('./src/storefront/router/wouter-deps.ts');
  return {
    name: 'tic-wouter-react-deps',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromWouter = importer?.replace(/\\/g, '/').includes('/node_modules/wouter/');
      return fromWouter && /(^|\/)react-deps\.js$/.test(source) ? shim : null;
    },
  };
}

/** Modules the entry itself needs (the libraries, core, the widget parts the header reuses). */
const ENTRY_SHARED =
  /node_modules|\/src\/(core|widgets)\/|\/src\/storefront\/(strings|components\/use-api|pages\/home\/home-calls)/;
/** Core modules only account pages import (by path): they stay in those pages' chunks. */
const PAGE_ONLY = /\/src\/core\/(rules\/order-states|validators\/tax-number)/;

/**
 * The storefront SPA (DESIGN §6): `vite build -c vite.storefront.config.ts` writes
 * dist/storefront/index.html and assets/; every page of the route table is its own chunk.
 * Budgets (DESIGN §9, scripts/check-size.ts): entry (HTML + entry JS + CSS) ≤ 40 KB gzip,
 * every other chunk ≤ 20 KB. The server answers unknown paths with index.html.
 */
export default defineConfig({
  ...preactCompat,
  root: here('./src/storefront'),
  base: '/',
  // images come from the API's /images; the storefront ships none of its own
  publicDir: false,
  plugins: [wouterReactDeps(), compactWidgetCss()],
  build: {
    outDir: here('./dist/storefront'),
    emptyOutDir: true,
    target: 'es2022',
    minify: 'oxc',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // every supported browser knows modulepreload: no polyfill in the entry
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        comments: false,
        // what the entry needs goes in one shared chunk: left to itself, the bundler splits it
        // into many small ones as pages share pieces, and each file costs its own gzip overhead
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id: string) => ENTRY_SHARED.test(id) && !PAGE_ONLY.test(id),
            },
          ],
        },
      },
    },
  },
});
