import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { applySecurityHeaders, securityHeaders, strictHostPolicy } from './lib/security-headers';
import { PATHS } from './static';

/** Stands for the marketplace's origin in dist/demo/strict.html (scripts/widgets-guide.ts). */
const MAIN_ORIGIN = '__TIC_MAIN_ORIGIN__';

/**
 * A stand-in for a partner lab's own site on another origin: `/` is the lab's
 * page (demo/partner.html, which finds the marketplace with ?main=PORT), `/strict.html` a host
 * page under a strict Content-Security-Policy with all the widgets on it. The marketplace is
 * this request's host name on `mainPort`.
 */
export function createPartnerSite(mainPort: number, demoBuilt = PATHS.demoBuilt): Hono {
  const site = new Hono();
  site.get('/strict.html', (c) => {
    const file = join(demoBuilt, 'strict.html');
    if (!existsSync(file)) return c.text('404 页面不存在：请先运行 npm run build:widgets', 404);
    const url = new URL(c.req.url);
    const main = `${url.protocol}//${url.hostname}:${mainPort}`;
    const res = c.html(readFileSync(file, 'utf8').replaceAll(MAIN_ORIGIN, main));
    applySecurityHeaders(res.headers, 'partner');
    res.headers.set('Content-Security-Policy', strictHostPolicy(main));
    res.headers.set('Cache-Control', 'no-cache');
    return res;
  });
  site.use('*', securityHeaders('partner'));
  site.get('/', serveStatic({ path: `${PATHS.demo}/partner.html` }));
  site.get('/strict.css', serveStatic({ path: `${PATHS.demo}/strict.css` }));
  // the lab has no icon of its own; a browser asks anyway
  site.get('/favicon.ico', (c) => c.body(null, 204));
  site.notFound((c) => c.text('404 页面不存在', 404));
  return site;
}
