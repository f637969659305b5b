import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk, PluginContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_RENDER_PAGES } from './scripts/first-render-pages';
import type { FirstScreenManifest } from './src/server/first-screen';
import { FIRST_SCREEN_TRIMS } from './src/storefront/first-screen-fields';
import { pageHeads } from './src/storefront/page-heads';
import { areaOf, routes } from './src/storefront/route-table';
import { EVERY_PAGE_CALLS } from './src/storefront/routes';
import {
  inlineWordObjects,
  inlineWords,
  preactCompat,
  precompileWidgetCss,
  routePages,
  slimEndpointTable,
  slimPreloadHelper,
  storefrontGoober,
} from './vite.shared';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

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

/**
 * The header's widget parts that show only after an interaction: the widget components import
 * them statically (the widget bundle is one file), the storefront's entry gets a stand-in that
 * loads each as a chunk of its own (components/lazy-chunk.tsx lazyPart). Each is a module whose
 * default export is the part.
 */
const LAZY_WIDGET_PARTS = /\/src\/widgets\/(mini-cart\/cart-popover|login-status\/account-menu)\.tsx$/;
const STAND_IN = '\0tic-lazy-part:';
function lazyWidgetParts(): Plugin {
  const lazyPart = here('./src/storefront/components/lazy-chunk.tsx');
  return {
    name: 'tic-lazy-widget-parts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.replace(/\\/g, '/').includes('/src/widgets/') || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && LAZY_WIDGET_PARTS.test(resolved.id.replace(/\\/g, '/'))
        ? STAND_IN + resolved.id
        : resolved;
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      const part = JSON.stringify(id.slice(STAND_IN.length));
      return `import{lazyPart}from${JSON.stringify(lazyPart)};export default lazyPart(()=>import(${part}));`;
    },
  };
}

/**
 * A widget shows its own toasts only inside its shadow root (widgets/shared/toast.tsx OwnToast);
 * the storefront renders the widget components into its own document, where the page's toast
 * host shows every toast, so OwnToast is always nothing there: its code stays out of the entry.
 */
function noWidgetToasts(): Plugin {
  const id = '\0tic-no-widget-toast';
  return {
    name: 'tic-no-widget-toasts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.replace(/\\/g, '/').includes('/src/widgets/') || !source.endsWith('/toast')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.replace(/\\/g, '/').endsWith('/src/widgets/shared/toast.tsx') ? id : null;
    },
    load: (loaded) => (loaded === id ? 'export const OwnToast=()=>null;' : null),
  };
}

/**
 * dist/storefront/first-screen.json: per route, the files its page needs beyond the entry and
 * its first calls, for the server to write into that page's HTML (src/server/first-screen.ts).
 */
function firstScreenManifest(): Plugin {
  function write(this: PluginContext, _options: unknown, bundle: OutputBundle): void {
    // chunks still in the bundle: Vite drops the JS of chunks that only carried CSS
    const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    /** A chunk and everything it imports statically. */
    const closure = (chunk: OutputChunk, into = new Set<OutputChunk>()): Set<OutputChunk> => {
      if (into.has(chunk)) return into;
      into.add(chunk);
      for (const file of chunk.imports) {
        const dep = byFile.get(file);
        if (dep) closure(dep, into);
      }
      return into;
    };
    const css = (set: Set<OutputChunk>) =>
      new Set([...set].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
    const module = (suffix: string) =>
      chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) return;
    const entryChunks = closure(entry);
    const entryCss = css(entryChunks);
    const manifest: FirstScreenManifest = { every: EVERY_PAGE_CALLS, routes: {} };
    for (const route of routes) {
      const page = module(`/pages/${route.page}.tsx`);
      if (!page) this.error(`route ${route.path}: no chunk for page ${route.page}`);
      // a layout only some pages use is a chunk of its own (app.tsx frameLoaders), and so are
      // an area's rows with its pages' map (route-areas/<area>-area.ts, router/page-loader.ts)
      const frame = module(`/layouts/${route.layout}-layout.tsx`);
      const area = areaOf(route.path);
      const areaChunk = area && module(`/route-areas/${area}-area.ts`);
      if (area && !areaChunk) this.error(`route ${route.path}: no chunk for its area ${area}`);
      const around = areaChunk ? closure(areaChunk, frame && closure(frame)) : frame && closure(frame);
      const own = [...closure(page, around)].filter((c) => !entryChunks.has(c));
      manifest.routes[route.path] = {
        js: own.map((c) => `/${c.fileName}`),
        css: [...css(new Set(own))].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
        ...route.first,
        ...(FIRST_SCREEN_TRIMS[route.path] && { trim: FIRST_SCREEN_TRIMS[route.path] }),
      };
    }
    this.emitFile({ type: 'asset', fileName: 'first-screen.json', source: JSON.stringify(manifest) });
    // each route's title and description for its HTML; a path not listed is answered 404
    this.emitFile({ type: 'asset', fileName: 'page-heads.json', source: JSON.stringify(pageHeads(routes)) });
    // what a navigation preloads (router/route-chunks.ts): each route's own chunks
    const chunksOf = Object.fromEntries(Object.entries(manifest.routes).map(([path, r]) => [path, r.js]));
    this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(chunksOf) });
    // chunk files are named by their hash alone (see output below): this says which is which
    const names = Object.fromEntries(
      Object.values(bundle).map((c) => [c.fileName, c.type === 'chunk' ? c.name : (c.names[0] ?? '')]),
    );
    this.emitFile({ type: 'asset', fileName: 'chunk-names.json', source: JSON.stringify(names) });
  }
  // after Vite's own generateBundle hooks, which remove those CSS-only chunks
  return { name: 'tic-first-screen-manifest', generateBundle: { order: 'post', handler: write } };
}

/**
 * The modules the entry reaches through static imports (filled when the module graph is
 * complete, before chunking): the one chunk the first screen loads besides the entry file.
 * A fixed list of folders here once put page-only code into every first load, and without a
 * group the bundler splits the entry's modules into a chunk per combination of importers.
 */
const entryModules = new Set<string>();
/**
 * The pages of the first-render budget (scripts/first-render-pages.ts), and for each module
 * their code reaches beyond the entry the group it goes to (firstRenderGroups): left to
 * itself, the bundler gives each combination of importing pages a chunk of its own, and the
 * home page alone arrived in eleven script and seven style files, each with its own gzip
 * overhead and none sharing the others' dictionary.
 */
const FIRST_PAGES = [
  ...new Set(
    FIRST_RENDER_PAGES.map(({ path }) => {
      const route = routes.find((r) => r.path === path);
      if (!route) throw new Error(`first-render page ${path} is no route`);
      return `/src/storefront/pages/${route.page}.tsx`;
    }),
  ),
];
const firstGroup = new Map<string, string>();
function entryGraph(): Plugin {
  return {
    name: 'tic-entry-graph',
    buildEnd() {
      entryModules.clear();
      const visit = (id: string): void => {
        if (entryModules.has(id)) return;
        entryModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) visit(id);

      // what each budget page reaches beyond the entry, and how many pages reach each module
      const reach = (from: string): Set<string> => {
        const seen = new Set<string>();
        const walk = (id: string): void => {
          if (seen.has(id) || entryModules.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
        };
        walk(from);
        return seen;
      };
      const pageIds = ids.filter((id) => /\/src\/storefront\/pages\/.+-page\.tsx$/.test(id));
      const pagesUsing = new Map<string, number>();
      for (const page of pageIds)
        for (const id of reach(page)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      const closures = FIRST_PAGES.map((suffix) => {
        const page = pageIds.find((id) => id.replace(/\\/g, '/').endsWith(suffix));
        if (!page) this.error(`first-render page ${suffix} was not built`);
        return reach(page);
      });
      firstGroup.clear();
      closures.forEach((closure, i) => {
        for (const id of closure) {
          // a module only this page imports stays in the page's own chunk
          if ((pagesUsing.get(id) ?? 0) < 2) continue;
          const users = closures.flatMap((c, j) => (c.has(id) ? [j] : []));
          // every budget page needs it, and so do most others: it travels with the entry
          if (users.length === closures.length) firstGroup.set(id, 'shared');
          // one file per set of budget pages using it: no page loads another pair's pieces
          else firstGroup.set(id, users.length === 1 ? `first-${i}` : `first-${users.join('-')}`);
        }
      });
    },
  };
}
/** Modules only some pages import (account pages, the shop frame): they stay in those chunks. */
const PAGE_ONLY =
  /\/src\/(core\/(rules\/(order-states|sales-units|certification|fund-types|subsidy-apply|selection|expert|evidence|seek-help)|validators\/(tax-number|id-card))|widgets\/shop-follow\/)/;

/**
 * The storefront SPA: `vite build -c vite.storefront.config.ts` writes
 * dist/storefront/index.html and assets/; every page of the route table is its own chunk.
 * Budgets (scripts/check-size.ts): the first render of the budget pages as the server sends it
 * ≤ 40 KB gzip each, every other chunk ≤ 20 KB. The server answers unknown paths with the page
 * shell (index.html with the route's first screen).
 */
export default defineConfig({
  ...preactCompat,
  root: here('./src/storefront'),
  base: '/',
  // images come from the API's /images; the storefront ships none of its own
  publicDir: false,
  plugins: [
    wouterReactDeps(),
    lazyWidgetParts(),
    noWidgetToasts(),
    inlineWords(),
    inlineWordObjects(),
    slimEndpointTable(undefined, { apart: true }),
    slimPreloadHelper(),
    routePages(),
    precompileWidgetCss({ strict: true }),
    storefrontGoober(),
    firstScreenManifest(),
    entryGraph(),
  ],
  build: {
    outDir: here('./dist/storefront'),
    emptyOutDir: true,
    target: 'es2022',
    minify: 'oxc',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // every supported browser knows modulepreload: no polyfill in the entry
    modulePreload: {
      polyfill: false,
      // a lazy page's JS imports are not listed in the entry (every chunk file named there cost
      // each first load more with every page added): navigations preload them from
      // route-chunks.json instead (router/route-chunks.ts); CSS stays in Vite's map
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        comments: false,
        // the entry names the pages' chunk and style files: descriptive names there cost
        // 0.6 KB gzip of every first load, so files are named by their hash alone, at the
        // fewest characters the bundler accepts for this many files (random characters do not
        // compress: each one costs every first load about 0.1 KB)
        // (dist/storefront/chunk-names.json maps them back for check-size and people)
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:6][extname]',
        // what the entry needs goes in one shared chunk: left to itself, the bundler splits it
        // into many small ones as pages share pieces, and each file costs its own gzip overhead
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              priority: 2,
              test: (id: string) =>
                (entryModules.has(id) || firstGroup.get(id) === 'shared') && !PAGE_ONLY.test(id),
            },
            // the pieces of a budget page that other pages share: one file per page (and one
            // for what two of them share) instead of one per combination of importers. Their
            // own imports are grouped by the same rule, not pulled in (a budget page's kit
            // must not drag in another's).
            {
              name: (id: string) => firstGroup.get(id) ?? 'first',
              priority: 1,
              includeDependenciesRecursively: false,
              test: (id: string) => /^first-/.test(firstGroup.get(id) ?? '') && !PAGE_ONLY.test(id),
            },
          ],
        },
      },
    },
  },
});
