import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PortalPage } from './pages/portal-page';
import { Widgets } from './pages/widgets';
import type { PageGlobals } from './support/dom';
import { useBrowser } from './support/fixture';

/** Inner elements to compare: widget tag, selector inside its shadow root. */
const TARGETS: Array<[string, string]> = [
  ['tic-search-bar', 'input'],
  ['tic-search-bar', 'button'],
  ['tic-search-bar', 'select'],
  ['tic-shop-follow', 'button'],
  ['tic-hot-words', '[part~="word"]'],
  ['tic-login-status', 'a[part~="login"]'],
  ['tic-hot-words', '[part~="label"]'],
  ['tic-mini-cart', '[part~="button"]'],
];

/** What the portal's hostile rules (on *, button, input) and its body styles would change. */
const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'box-sizing',
  'text-decoration-line',
];

function computed(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(
    ([targets, properties]) => {
      const g = globalThis as unknown as PageGlobals;
      const out: Record<string, Record<string, string>> = {};
      for (const [tag, selector] of targets) {
        const el = g.document.querySelector(tag)?.shadowRoot?.querySelector(selector);
        const style = el ? g.getComputedStyle(el) : null;
        out[`${tag} ${selector}`] = Object.fromEntries(
          properties.map((p) => [p, style ? style.getPropertyValue(p) : 'MISSING']),
        );
      }
      return out;
    },
    [TARGETS, PROPERTIES] as const,
  );
}

/** A page of our own on the main origin: the widgets and the portal's theme, nothing else. */
async function openBlank(page: Page, baseURL: string, theme: string, extraHead = ''): Promise<Widgets> {
  const url = `${baseURL}/__e2e__/blank.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>blank</title>
        <style>:root{${theme}}</style>${extraHead}
        <script src="/widgets/tic-widgets.js" defer></script></head>
        <body><tic-login-status></tic-login-status><tic-search-bar></tic-search-bar>
        <tic-hot-words></tic-hot-words><tic-mini-cart></tic-mini-cart>
        <tic-shop-follow merchant-id="4"></tic-shop-follow></body></html>`,
    }),
  );
  await page.goto(url);
  const widgets = new Widgets(page);
  await widgets.ready();
  await widgets.hotWordButtons().first().waitFor();
  return widgets;
}

describe('widgets are isolated from the host page', () => {
  const b = useBrowser();

  it('host CSS restyling *, button and input leaves the widgets unchanged', async () => {
    const portalTab = await b.open();
    const portal = new PortalPage(portalTab.page, b.baseURL);
    await portal.goto();
    await portal.widgets.hotWordButtons().first().waitFor();
    // the hostile rules really apply to the portal's own elements
    const hostile = await portalTab.page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      const probe = g.document.createElement('button');
      g.document.querySelector('.legacy')!.append(probe);
      const s = g.getComputedStyle(probe);
      const result = { bg: s.backgroundColor, border: s.borderTopStyle };
      probe.remove();
      return result;
    });
    expect(hostile).toEqual({ bg: 'rgb(255, 105, 180)', border: 'dashed' });
    const theme = await portalTab.page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      return ['--tic-primary', '--tic-radius', '--tic-font']
        .map((p) => [p, g.getComputedStyle(g.document.documentElement).getPropertyValue(p).trim()])
        .filter(([, v]) => v)
        .map(([p, v]) => `${p}:${v}`)
        .join(';');
    });
    const onPortal = await computed(portalTab.page);

    const blankTab = await b.open();
    await openBlank(blankTab.page, b.baseURL, theme);
    const onBlank = await computed(blankTab.page);

    const differences: string[] = [];
    for (const key of Object.keys(onBlank)) {
      expect(onBlank[key]['font-family'], `${key} exists`).not.toBe('MISSING');
      for (const [property, value] of Object.entries(onBlank[key])) {
        const seen = onPortal[key][property];
        if (seen !== value) differences.push(`${key} { ${property}: ${seen} } — without host CSS: ${value}`);
      }
    }
    expect(differences).toEqual([]);
    expect(portalTab.errors).toEqual([]);
    expect(blankTab.errors).toEqual([]);
  });

  it('loading the script twice throws nothing and defines nothing twice', async () => {
    const { page, errors } = await b.open();
    await openBlank(page, b.baseURL, '');
    const before = await snapshot(page);

    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const g = globalThis as unknown as PageGlobals;
          g.__firstTicWidgets = g.TicWidgets;
          const again = g.document.createElement('script');
          again.src = '/widgets/tic-widgets.js';
          again.onload = () => resolve();
          again.onerror = () => reject(new Error('second load failed'));
          g.document.head.append(again);
        }),
    );
    await page.waitForTimeout(500);
    const after = await snapshot(page);

    expect(errors).toEqual([]);
    expect(after.sameConstructors).toBe(true);
    expect(after.sameGlobal).toBe(true);
    expect(after.shadowChildren).toEqual(before.shadowChildren);
    // nothing added to the document outside the widgets (the extra <script> is ours)
    expect(after.headChildren).toBe(before.headChildren + 1);
    expect(after.bodyChildren).toBe(before.bodyChildren);
    expect(after.styleSheets).toBe(before.styleSheets);
  });
});

async function snapshot(page: Page) {
  return page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    const tags = ['tic-login-status', 'tic-search-bar', 'tic-hot-words', 'tic-mini-cart', 'tic-shop-follow'];
    if (!g.__e2eCtors) g.__e2eCtors = tags.map((t) => g.customElements.get(t));
    const store = g.__e2eCtors as unknown[];
    return {
      sameConstructors: tags.every((t, i) => g.customElements.get(t) === store[i] && store[i] !== undefined),
      sameGlobal: !('__firstTicWidgets' in g) || g.__firstTicWidgets === g.TicWidgets,
      shadowChildren: tags.map(
        (t) => g.document.querySelector(t)?.shadowRoot?.querySelectorAll('[part~="root"]').length,
      ),
      headChildren: g.document.head.children.length,
      bodyChildren: g.document.body.children.length,
      styleSheets: g.document.styleSheets.length,
    };
  });
}
