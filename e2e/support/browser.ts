import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { LoginResult } from '../../src/core/api/contract/models';
import type { PageGlobals } from './dom';
import { repoRoot } from './server';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** DESIGN §10: the flags Debian's Chromium needs on the project's machines. */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };
/** The two widths every journey that looks at a page checks it at: `for (const [label, viewport] of VIEWPORTS)`. */
export const VIEWPORTS = [
  ['1366', DESKTOP],
  ['390', MOBILE],
] as const;

export const SCREENSHOT_DIR = resolve(repoRoot, 'e2e/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** Start already logged in: the session keys of spec §3 in the given origins' localStorage. */
  session?: LoginResult;
  origins?: string[];
}

export function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const { session, origins = [] } = options;
  const localStorage = session
    ? [
        { name: 'tic_token', value: session.token },
        { name: 'tic_userinfo', value: JSON.stringify(session.userInfo) },
        { name: 'tic_type', value: String(session.type) },
      ]
    : [];
  return browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    storageState: { cookies: [], origins: origins.map((origin) => ({ origin, localStorage })) },
  });
}

/** Uncaught exceptions and console errors a page produced: journeys assert there are none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location().url;
      errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`http ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? '';
    // a request the browser cancelled because the journey loaded another page (the idle fetch of
    // route-chunks.json, a status refresh still in flight) is not a failure anyone sees
    if (why === 'net::ERR_ABORTED') return;
    errors.push(`failed: ${request.url()} ${why}`);
  });
  return errors;
}

/**
 * The storefront is another engineer's part: where a journey only needs to see that the widget
 * navigated, answer storefront pages with a stub so the journey does not depend on it.
 */
export async function stubStorefront(context: BrowserContext, origin: string): Promise<void> {
  const paths = ['/searchResult', '/login', '/reg', '/shopcar', '/home', '/merchant', '/expert'];
  await context.route(
    (url) =>
      url.origin === origin && paths.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><meta charset="utf-8"><title>商城</title><p>storefront stub</p>',
      }),
  );
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * The elements that make a page scroll sideways: each runs past the viewport's right edge, is not
 * clipped by a scrolling or clipping ancestor that fits, and its parent does not run past unclipped
 * (the outermost culprit; at most five), so a failure names them:
 * `expect(await overflowing(page)).toEqual([])`. An absolutely positioned element escapes the
 * clipping of every ancestor below its containing block (a screen-reader text inside a scrolling
 * strip that is not positioned widens the page).
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Box {
      localName: string;
      className: unknown;
      parentElement: Box | null;
      getBoundingClientRect(): { right: number; width: number };
    }
    const g = globalThis as unknown as PageGlobals & {
      getComputedStyle(el: Box): { overflowX: string; position: string };
    };
    const root = g.document.documentElement as unknown as { clientWidth: number; scrollWidth: number };
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const past = (el: Box) => el.getBoundingClientRect().right > width + 1;
    /** Hidden by an ancestor that clips it and fits: only from its containing block up. */
    const clipped = (el: Box): boolean => {
      let position = g.getComputedStyle(el).position;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (position === 'fixed') return false;
        const style = g.getComputedStyle(up);
        // below an absolute box's containing block (the nearest positioned ancestor) nothing clips it
        if (position === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible' && !past(up)) return true;
        position = style.position;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of g.document.body.querySelectorAll('*') as unknown as Iterable<Box>) {
      if (!past(el) || el.getBoundingClientRect().width === 0 || clipped(el)) continue;
      // the outermost culprit: its parent fits, is clipped, or is the body
      const parent = el.parentElement;
      if (parent && parent.localName !== 'body' && past(parent) && !clipped(parent)) continue;
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      found.push(`${el.localName}${cls} → ${Math.round(el.getBoundingClientRect().right)}px`);
      if (found.length === 5) break;
    }
    return found.length ? found : [`html → ${root.scrollWidth}px`];
  });
}
