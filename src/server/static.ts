import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { compress } from 'hono/compress';
import { type FirstScreenManifest, firstScreenHtml } from './first-screen';
import { applySecurityHeaders, pagePolicy, securityHeaders } from './lib/security-headers';
import { headWords, type PageHeads, withHead } from './page-head';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PATHS = {
  widgets: join(REPO_ROOT, 'dist/widgets'),
  storefront: join(REPO_ROOT, 'dist/storefront'),
  demo: join(REPO_ROOT, 'demo'),
  /** Demo pages generated from the widget registry (scripts/widgets-guide.ts). */
  demoBuilt: join(REPO_ROOT, 'dist/demo'),
  images: join(REPO_ROOT, 'public/images'),
};

/** serveStatic for a directory that may appear later (dist/ after a build), mounted under prefix. */
function folder(root: string, prefix: string): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c: Context, next: Next) => {
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({ root, rewriteRequestPath: (p) => p.slice(prefix.length) });
    }
    return serve(c, next);
  };
}

/** HTML gets the page policy; scripts, styles and images may be embedded by other origins. */
const byType: MiddlewareHandler = async (c, next) => {
  const html = c.req.path.endsWith('.html') || c.req.path.endsWith('/');
  return securityHeaders(html ? 'page' : 'asset')(c, next);
};

const cache =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', value);
  };

/**
 * Everything but /api on the main origin: the widget bundle, the demo pages, images, and `/`.
 * Call after createApp so /api keeps its own 404 envelope.
 */
export interface StaticOptions {
  /** The traffic analytics script every storefront page includes (TIC_ANALYTICS_SCRIPT). */
  analyticsScript?: string;
  /** The built storefront (tests use their own). */
  storefrontDir?: string;
  /**
   * TIC_ENV=production: the demo pages are not served. The portal demo lists the demo accounts
   * (演示账号) and the guides name demo data; a live site has neither.
   */
  production?: boolean;
}

export function mountStatic(app: Hono, options: StaticOptions = {}): void {
  app.use('/widgets/*', byType, compress());
  // any site may load the widget script; file names are not hashed, so cache briefly
  app.use('/widgets/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });
  app.use('/widgets/*', cache('public, max-age=300, must-revalidate'));
  app.get('/widgets/*', folder(PATHS.widgets, '/widgets'));

  if (options.production) {
    // a plain 404, not the storefront's shell (whose client router would answer 200)
    app.on(['GET', 'HEAD'], ['/demo', '/demo/*'], (c) => c.notFound());
  } else {
    app.use('/demo/*', byType, compress(), cache('no-cache'));
    app.get('/demo/*', folder(PATHS.demo, '/demo'), folder(PATHS.demoBuilt, '/demo'));
  }

  app.use('/images/*', byType, cache('public, max-age=86400'));
  app.get('/images/*', folder(PATHS.images, '/images'));
  // browsers ask for /favicon.ico on pages that name no icon (a PDF, a plain message page)
  app.get('/favicon.ico', (c) => c.redirect('/images/favicon.svg', 301));

  mountStorefront(app, options);

  app.notFound((c) => {
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return c.text('404 页面不存在', 404);
  });
}

/** The not-found page's title in the HTML (the client's page says the same). */
const NOT_FOUND_TITLE = '页面不存在';

/**
 * index.html, the first-screen manifest and the routes' titles (page-head.ts), read again when a
 * build replaced them.
 */
function storefrontShell(dir: string) {
  const index = join(dir, 'index.html');
  const manifestFile = join(dir, 'first-screen.json');
  const headsFile = join(dir, 'page-heads.json');
  const json = <T>(file: string): T | null =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  let cached:
    | { at: number; html: string; manifest: FirstScreenManifest | null; heads: PageHeads | null }
    | undefined;
  return (): typeof cached => {
    if (!existsSync(index)) return undefined;
    const at = statSync(index).mtimeMs;
    if (cached?.at !== at) {
      cached = {
        at,
        html: readFileSync(index, 'utf8'),
        manifest: json<FirstScreenManifest>(manifestFile),
        heads: json<PageHeads>(headsFile),
      };
    }
    return cached;
  };
}

/**
 * The storefront (dist/storefront, built by Vite). Hashed assets are cached for a year; every
 * other path gets the SPA shell with the page policy, with the route's first screen
 * (first-screen.ts) and its title and description (page-head.ts) written in. A path no route
 * claims gets the same shell, whose client router shows the not-found page, as HTTP 404: a
 * search engine must not index it as a page. Until the storefront is built, `/` leads to the
 * demo portal (outside production).
 */
export function mountStorefront(
  app: Hono,
  { analyticsScript, storefrontDir = PATHS.storefront, production = false }: StaticOptions = {},
): void {
  // most chunks are a few hundred bytes: gzip still takes a third off those (the default leaves
  // everything under 1 KB as it is)
  app.use('/assets/*', byType, compress({ threshold: 256 }), cache('public, max-age=31536000, immutable'));
  app.get('/assets/*', folder(join(storefrontDir, 'assets'), '/assets'));
  // the chunks each route preloads on navigation (storefront/router/route-chunks.ts): changes
  // with every build, so it is revalidated each time
  app.get('/route-chunks.json', byType, async (c, next) => {
    const file = join(storefrontDir, 'route-chunks.json');
    if (!existsSync(file)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.body(readFileSync(file), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  const shell = storefrontShell(storefrontDir);
  const analytics = analyticsScript
    ? {
        // named, not loaded: the storefront adds the script itself once the address is safe to
        // read (a /searchResult?t= hand-off must be gone first; router/page-view.ts)
        tag: `<meta name="tic-analytics" content="${analyticsScript.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
        policy: pagePolicy([new URL(analyticsScript).origin]),
      }
    : undefined;
  app.use('/*', compress());
  app.on(['GET', 'HEAD'], '/*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    // a missing asset is a 404, not the page: a stale chunk must fail as a script (page-loader)
    if (c.req.path.startsWith('/assets/')) return next();
    const built = shell();
    if (!built) return c.req.path === '/' && !production ? c.redirect('/demo/portal.html', 302) : next();
    const search = new URL(c.req.url).search;
    const [first, words] = await Promise.all([
      built.manifest ? firstScreenHtml(app, built.manifest, c.req.path, search) : { head: '', body: '' },
      // an older build without the titles: every path is the page, as before
      built.heads ? headWords(app, built.heads, c.req.path, search) : undefined,
    ]);
    const head = first.head + (analytics?.tag ?? '');
    const html = (words ? withHead(built.html, words, NOT_FOUND_TITLE) : built.html)
      .replace('</head>', `${head}</head>`)
      .replace('</body>', `${first.body}</body>`);
    const res = c.html(html, words?.title === null ? 404 : 200);
    applySecurityHeaders(res.headers, 'page');
    if (analytics) res.headers.set('Content-Security-Policy', analytics.policy);
    res.headers.set('Cache-Control', 'no-cache');
    return res;
  });
}
