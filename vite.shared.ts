import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { css } from 'goober';
import type { Plugin, UserConfig } from 'vite';
import { type EndpointId, endpoints } from './src/core/api/contract/endpoints';
import { zhCN } from './src/core/i18n/zh-cn';
import { areaRoutes } from './src/storefront/route-table';
import { mainRoutes } from './src/storefront/routes';
import { theme } from './src/widgets/shared/theme';

/** React API compiled against preact/compat (DESIGN §10): r2wc needs react-dom/client too. */
export const preactCompat: UserConfig = {
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { 'process.env.NODE_ENV': '"production"' },
};

const WIDGET_SOURCE = /\/src\/widgets\/.*\.tsx?$/;
/** `k.css` / `k.keyframes` templates (the kit's receiver, if any, is group 1). */
const TEMPLATE = /(\w+\.)?\b(css|keyframes)`([^`]*)`/g;

/**
 * goober templates carry source indentation, which the minifier leaves alone: squeeze it.
 * Interpolations are set aside first: the `}` closing `${name}` is not a CSS brace, and the
 * space after it separates the value from the next one (`${scroll} 20s`).
 */
function compact(body: string): string {
  const values: string[] = [];
  const squeezed = body
    .replace(/\$\{[^}]*\}/g, (expr) => `__tic${values.push(expr) - 1}__`)
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/: /g, ':')
    .replace(/ !important/g, '!important')
    .trim();
  return squeezed.replace(/__tic(\d+)__/g, (_, i: string) => values[Number(i)]);
}

/** The widget build: templates compacted, parsed by goober in each shadow root at run time. */
export function compactWidgetCss(): Plugin {
  return {
    name: 'tic-compact-widget-css',
    transform(code, id) {
      if (!WIDGET_SOURCE.test(id.replace(/\\/g, '/'))) return null;
      const out = code.replace(
        TEMPLATE,
        (_, kit = '', tag: string, body: string) => `${kit}${tag}\`${compact(body)}\``,
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The storefront build renders the widget components in its own document, where goober's
 * parsing of every template cost more main-thread time than the rest of the header's first
 * render. A template whose values are all theme constants is compiled here, by goober itself,
 * into the class name goober would have given it, and its rules into a stylesheet the module
 * imports (`<module>${WIDGET_SHEET}`): the bundler puts them into the CSS of the chunk the
 * widget travels in (the header's into the entry's stylesheet, after the storefront's base
 * styles as when they were written at run time), so they are in place before the first paint
 * and weigh less than the same text inside a script. The others stay templates.
 */
export const WIDGET_SHEET = '.tic-widget.css';
export function precompileWidgetCss({ strict = false } = {}): Plugin {
  const sheets = new Map<string, string>();
  return {
    name: 'tic-precompile-widget-css',
    resolveId: (source) => (source.endsWith(WIDGET_SHEET) && sheets.has(source) ? source : null),
    load: (id) => sheets.get(id) ?? null,
    transform(code, id) {
      if (!WIDGET_SOURCE.test(id.replace(/\\/g, '/'))) return null;
      // `const spin = k.keyframes`…`` compiled above: `${spin}` in a later template is its name
      const names = new Map<string, string>();
      let rules = '';
      const out = code.replace(TEMPLATE, (_, kit = '', tag: string, body: string, at: number) => {
        const squeezed = compact(body);
        let dynamic = false;
        // the values as the widget bundle gets them at run time: into the squeezed template
        const filled = squeezed.replace(/\$\{\s*([^}]*?)\s*\}/g, (expr, inner: string) => {
          const key = /^theme\.(\w+)$/.exec(inner)?.[1];
          if (key && key in theme) return theme[key as keyof typeof theme];
          const local = names.get(inner);
          if (local) return local;
          dynamic = true;
          return expr;
        });
        if (dynamic || body.includes('\\')) {
          // the storefront ships no goober (storefrontGoober): every template must compile here
          if (strict)
            this.error(`${id}: a widget style template with run-time values: ${squeezed.slice(0, 80)}`);
          return `${kit}${tag}\`${squeezed}\``;
        }
        const sheet = { data: '' };
        const className = css.call({ target: sheet, k: tag === 'keyframes' ? 1 : 0 }, filled);
        const assigned = /const\s+(\w+)\s*=\s*$/.exec(code.slice(Math.max(0, at - 60), at))?.[1];
        if (assigned) names.set(assigned, className);
        rules += sheet.data;
        return JSON.stringify(className);
      });
      if (out === code) return null;
      if (!rules) return { code: out, map: null };
      const sheetId = `${id.split('?')[0]}${WIDGET_SHEET}`;
      sheets.set(sheetId, rules);
      return { code: `import ${JSON.stringify(sheetId)};${out}`, map: null };
    },
  };
}

/** The method an id's last word implies (`…/get`, `…/info`: GET), as slimEndpointTable uses it. */
const GET_BY_RULE = /\/(get|info|detail|load)$/;
const byRule = (id: string): boolean => GET_BY_RULE.test(id);

/**
 * The endpoint table as the browser needs it: the method of each id, and the staff roles of the
 * console's (user types and list caps are the server's business). `keep` picks the ids a bundle can reach. The table stays the
 * single source; the bundle gets the same export with a fraction of the bytes.
 * `apart`: the ids of one area only — the console's (staff roles), the merchant centre's (user
 * type 2 only), the expert area's (type 3 only) — are left out of the entry's table and written
 * into core/api/contract/<area>-endpoints.ts instead, which adds them when that area loads (its
 * area module imports it): the storefront's entry does not carry them.
 */
export function slimEndpointTable(
  keep: (id: string) => boolean = () => true,
  { apart = false } = {},
): Plugin {
  // the console's ids keep their staff roles: the client sends the staff token on them and the
  // console's menu shows each role its pages (one shared object per method and role set)
  const shapes = new Map<string, string>();
  const shapeOf = (id: EndpointId): string => {
    const { method, staff } = endpoints[id];
    const m = method === 'GET' ? 'G' : 'P';
    if (!staff) return m;
    const key = JSON.stringify({ method, staff });
    if (!shapes.has(key)) shapes.set(key, `S${shapes.size}`);
    return shapes.get(key)!;
  };
  const only = (id: EndpointId, type: number) =>
    endpoints[id].users.length === 1 && endpoints[id].users[0] === type;
  const AREAS: Record<string, (id: EndpointId) => boolean> = {
    staff: (id) => !!endpoints[id].staff,
    merchant: (id) => only(id, 2),
    expert: (id) => only(id, 3),
  };
  const ids = (Object.keys(endpoints) as EndpointId[]).filter(keep);
  const areaOf = (id: EndpointId): string | undefined =>
    apart ? Object.keys(AREAS).find((area) => AREAS[area]!(id)) : undefined;
  const rows = (list: EndpointId[]) => list.map((id) => `${JSON.stringify(id)}:${shapeOf(id)}`).join(',');
  // a bundle's rows, one per id, were its largest table: most ids say their method by their
  // last word, so a bundle's copy lists only the ids that do not, and the console's with their
  // staff roles, and answers the others by that rule (the same method for every id of the table)
  const own = ids.filter((id) => !areaOf(id));
  const listed = rows(own.filter((id) => endpoints[id].staff));
  const odd = own.filter(
    (id) => !endpoints[id].staff && (byRule(id) ? 'GET' : 'POST') !== endpoints[id].method,
  );
  const areaRows = Object.fromEntries(
    Object.keys(AREAS).map((area) => [area, rows(ids.filter((id) => areaOf(id) === area))]),
  );
  const staffShapes = [...shapes].map(([json, name]) => `,${name}=${json}`).join('');
  const base = `const G={method:"GET"},P={method:"POST"}`;
  const oddIds = odd.length ? `odd=new Set(${JSON.stringify(odd.join(' '))}.split(" "))` : '';
  const getByRule = `${GET_BY_RULE}.test(id)${odd.length ? '!==odd.has(id)' : ''}`;
  // without rows of its own (the widget bundle) the table is the rule alone; with rows (the
  // console's, an area's once it loads) those come first and the rule shares two objects
  const source =
    listed || apart
      ? `${base}${apart ? '' : staffShapes}${oddIds && `,${oddIds}`};export const endpoints=new Proxy({${listed}},{get:(t,id)=>t[id]??(typeof id=="string"?${getByRule}?G:P:void 0)});`
      : `${oddIds && `const ${oddIds};`}export const endpoints=new Proxy({},{get:(t,id)=>typeof id=="string"?{method:${getByRule}?"GET":"POST"}:void 0});`;
  const areaSource = (area: string) =>
    `import{endpoints}from"./endpoints";${base}${area === 'staff' ? staffShapes : ''};Object.assign(endpoints,{${areaRows[area]}});export const ${area}Endpoints=true;`;
  return {
    name: 'tic-slim-endpoint-table',
    enforce: 'pre',
    load: (id) => {
      const path = id.replace(/\\/g, '/');
      if (path.endsWith('/src/core/api/contract/endpoints.ts')) return source;
      const area = apart && /\/src\/core\/api\/contract\/(\w+)-endpoints\.ts$/.exec(path)?.[1];
      return area && area in AREAS ? areaSource(area) : null;
    },
  };
}

/** The modules `routePages` serves: `virtual:route-pages/main` and one per area of routes.ts `AREAS`. */
export const ROUTE_PAGES = 'virtual:route-pages/';

/**
 * The page modules of the route table, written from its rows: `virtual:route-pages/<part>`
 * (`main`: routes.ts `mainRoutes`; an area's name: route-areas/<area>.ts) exports `pages`, a
 * lazy import of each page its rows name, keyed `../pages/<page>.tsx` as import.meta.glob would
 * key it (router/page-loader.ts). A row's `page` is thus the only place that names its file:
 * no glob or exclusion list repeats the rows, and each page stays its own chunk. Used by the
 * storefront build and by the tests (vite.config.ts); see route-areas/route-pages.d.ts.
 */
export function routePages(): Plugin {
  const parts: Record<string, readonly { page?: string }[]> = { main: mainRoutes, ...areaRoutes };
  const pagesDir = fileURLToPath(new URL('./src/storefront/pages/', import.meta.url));
  return {
    name: 'tic-route-pages',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(ROUTE_PAGES) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${ROUTE_PAGES}`)) return null;
      const part = id.slice(ROUTE_PAGES.length + 1);
      const rows = parts[part];
      if (!rows) return this.error(`${id}: the route table has no part "${part}"`);
      const pages = new Set(rows.flatMap((row) => (row.page ? [row.page] : [])));
      // in import.meta.glob's order (by file), which the bundle's compression was measured with
      const entries = [...pages]
        .sort()
        .map(
          (page) =>
            `${JSON.stringify(`../pages/${page}.tsx`)}:()=>import(${JSON.stringify(`${pagesDir}${page}.tsx`)})`,
        );
      return `export const pages={${entries.join(',')}};`;
    },
  };
}

/**
 * Vite's dynamic-import helper (1.3 KB gzip of the storefront entry) handles JS preloads, CSP
 * nonces and old browsers; the storefront needs none of that (no JS deps are listed, see
 * modulePreload in vite.storefront.config.ts; no nonces; ES2022 browsers). This one does what
 * remains: each lazy chunk's CSS is in the document before its module resolves, once per file,
 * and a failed stylesheet fails the import (the chunk-error reload sees it) and may be retried.
 */
export function slimPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  const source = `const seen={};
const sheet=(href)=>seen[href]??=[...document.querySelectorAll('link[rel=stylesheet]')].some((l)=>l.href===href)?0:new Promise((res,rej)=>{const l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=href;l.onload=res;l.onerror=()=>{delete seen[href];rej(new Error('Unable to preload CSS for '+href))};document.head.append(l)});
export const __vitePreload=(base,deps)=>Promise.all((deps||[]).filter((d)=>d.endsWith('.css')).map((d)=>sheet(new URL('/'+d,location.href).href))).then(()=>base());`;
  return {
    name: 'tic-slim-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (loaded) => (loaded === id ? source : null),
  };
}

/**
 * The storefront build compiles every widget style template (precompileWidgetCss strict), so
 * goober itself (1.2 KB gzip of the entry) is never called there: `styleKit` binds this instead.
 */
export function storefrontGoober(): Plugin {
  const id = '\0tic-no-goober';
  return {
    name: 'tic-storefront-goober',
    enforce: 'pre',
    resolveId: (source) => (source === 'goober' ? id : null),
    load: (loaded) =>
      loaded === id
        ? 'export function css(){throw new Error("widget style template not precompiled")}'
        : null,
  };
}

/** `t('key')`, `t('key', …` and `t(cond ? 'key' : 'other')` in a module's source. */
const T_CALL = /(?<![\w$.])t\(\s*(['"])([\w.]+)\1\s*(\)|,)/g;
const T_CHOICE = /(?<![\w$.])t\(([^'"`()?:]+)\?\s*(['"])([\w.]+)\2\s*:\s*(['"])([\w.]+)\4\s*\)/g;
/** A module that imports `t` from core or from the words file. */
const IMPORTS_T =
  /import\s*\{[^}]*\bt\b[^}]*\}\s*from\s*['"][./]*(?:[\w./-]*\/)?(?:core(?:\/index)?|i18n\/zh-cn)['"]/;

/**
 * core's words (i18n/zh-cn.ts) as the bundles use them: a call of `t` with a literal key (or a
 * choice of two) becomes its text, `fillWords(text, vars)` with placeholders to fill, so each
 * word travels in the chunk that shows it; the entry carried every word of every page before.
 * Only modules that import `t` from core or the words file are rewritten, and only keys of the
 * table; the source stays typed. The table itself is built with the keys that are still
 * written elsewhere in the source (a route row's shop-navigation label, read by `t(label)`):
 * a key chosen at run time.
 */
export function inlineWords(): Plugin {
  const words: Readonly<Record<string, string>> = zhCN;
  const root = fileURLToPath(new URL('./src/', import.meta.url));
  const table = `${root}core/i18n/zh-cn.ts`.replace(/\\/g, '/');
  const fill = `${root}core/i18n/fill.ts`;
  const text = (key: string) => JSON.stringify(words[key]);
  const known = (...keys: string[]) => keys.every((key) => Object.hasOwn(words, key));
  const rewrite = (code: string) => {
    let filled = false;
    const out = code
      .replace(T_CALL, (call, _q, key: string, end: string) => {
        if (!known(key)) return call;
        if (end === ')') return text(key);
        filled = true;
        return `__tic_fill(${text(key)},`;
      })
      .replace(T_CHOICE, (call, cond: string, _q, a: string, _r, b: string) =>
        known(a, b) ? `((${cond.trim()})?${text(a)}:${text(b)})` : call,
      );
    return { out, filled };
  };
  /** The keys a module's source names other than in a rewritten call (`label: 'shopNav.qa'`). */
  const runTimeKeys = (): string[] => {
    const keys = new Set<string>();
    for (const room of ['core', 'widgets', 'storefront']) {
      for (const file of readdirSync(`${root}${room}`, { recursive: true, encoding: 'utf8' })) {
        const path = `${root}${room}/${file}`.replace(/\\/g, '/');
        if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path) || path === table) continue;
        const source = readFileSync(path, 'utf8');
        const left = IMPORTS_T.test(source) ? rewrite(source).out : source;
        for (const [, , key] of left.matchAll(/(['"`])([\w.]+)\1/g)) if (known(key!)) keys.add(key!);
        // a key put together at run time (`nav.${id}`): every key of that group
        for (const [, group] of left.matchAll(/`(\w+)\.\$\{/g))
          for (const key of Object.keys(words)) if (key.startsWith(`${group}.`)) keys.add(key);
      }
    }
    return [...keys].sort();
  };
  return {
    name: 'tic-inline-words',
    enforce: 'pre',
    load(id) {
      if (id.replace(/\\/g, '/') !== table) return null;
      const rows = runTimeKeys().map((key) => `${JSON.stringify(key)}:${text(key)}`);
      return `import{fillWords}from${JSON.stringify(fill)};export const zhCN={${rows.join(',')}};export function t(key,vars){return fillWords(zhCN[key],vars)}`;
    },
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (!/\/src\/(core|widgets|storefront)\/.*\.tsx?$/.test(path) || path === table) return null;
      if (!IMPORTS_T.test(code)) return null;
      const { out, filled } = rewrite(code);
      if (out === code) return null;
      const head = filled ? `import { fillWords as __tic_fill } from ${JSON.stringify(fill)};` : '';
      return { code: head + out, map: null };
    },
  };
}

/** The storefront's word modules: `export const w = { key: '…', … } as const` objects. */
const WORD_MODULE =
  /\/src\/storefront\/(?:(?:words|strings)|pages\/[\w-]+\/[\w-]+-strings|components\/[\w-]+\/[\w-]+-words)\.ts$/;

/** A word module's objects whose every entry is `key: 'text'`, as source literals by key. */
function wordObjects(source: string): Map<string, Map<string, string>> {
  const objects = new Map<string, Map<string, string>>();
  for (const [, name, body] of source.matchAll(/^export const (\w+) = \{\n([\s\S]*?)\n\} as const;$/gm)) {
    const entries = new Map<string, string>();
    const rest = body!
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(
        /^\s*(\w+):\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),\s*$/gm,
        (_, key: string, text: string) => {
          entries.set(key, text);
          return '';
        },
      );
    // anything else in the object (a number, a call, a spread): it stays as it is
    if (!rest.trim()) objects.set(name!, entries);
  }
  return objects;
}

/**
 * The storefront's own words (strings.ts `s`, words.ts `w`, each page's `*-strings.ts`) as the
 * bundle uses them: `w.more` becomes its text where it is read, so each word travels in the
 * chunk that shows it and the objects (read whole, they weighed most of the entry's words) are
 * left out where nothing reads them whole. A module that binds the same name again (a
 * parameter `s`, say) is left as it is.
 */
export function inlineWordObjects(): Plugin {
  const cache = new Map<string, Map<string, Map<string, string>>>();
  const objectsOf = (path: string) => {
    let found = cache.get(path);
    if (!found) {
      found = existsSync(path) ? wordObjects(readFileSync(path, 'utf8')) : new Map();
      cache.set(path, found);
    }
    return found;
  };
  return {
    name: 'tic-inline-word-objects',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replace(/\\/g, '/').split('?')[0]!;
      if (!/\/src\/(storefront|widgets)\/.*\.tsx?$/.test(path) || WORD_MODULE.test(path)) return null;
      let out = code;
      for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']*)'/g)) {
        const target = new URL(`${from}.ts`, `file://${path}`).pathname;
        if (!WORD_MODULE.test(target)) continue;
        const objects = objectsOf(target);
        for (const spec of list!.split(',')) {
          const [name, alias = name] = spec.trim().split(/\s+as\s+/) as [string, string?];
          const entries = objects.get(name);
          if (!entries || !alias) continue;
          const a = alias.replace(/\$/g, '\\$');
          // bound again in this module, or used as a type: left alone
          const rebinds = new RegExp(
            `(?:\\b(?:const|let|var|function)\\s+${a}\\b|[({,]\\s*${a}\\s*[,):=]|\\b${a}\\s*=>|typeof\\s+${a}\\b)`,
          );
          if (rebinds.test(out.replace(/import\s*\{[^}]*\}\s*from\s*'[^']*';?/g, ''))) continue;
          out = out.replace(
            new RegExp(`(?<![\\w$.])${a}\\.(\\w+)\\b(?!\\s*[=(])`, 'g'),
            (read, key: string) => (entries.has(key) ? `(${entries.get(key)})` : read),
          );
        }
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
