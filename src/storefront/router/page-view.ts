/**
 * A traffic analytics script is included (the server names the one TIC_ANALYTICS_SCRIPT
 * gives in `<meta name="tic-analytics">`). Such scripts count the page load themselves; the pages
 * the SPA shows after it are reported here: to Baidu Tongji's command queue when it is on the
 * page, and as a `tic-pageview` event on window that any other script can listen to.
 *
 * A third-party script reads the address, and also the address the browser loaded
 * (`performance.getEntriesByType('navigation')[0].name`), which no replaceState changes. On
 * `/searchResult?t=CODE` the page takes the single-use code out of the address and
 * spends it; until then no page view is counted and the script is not added, so whatever it
 * reads is a spent code. The first page shown without one adds it, once the code is spent.
 */
import { hold } from './analytics-hold';

export { holdAnalyticsUntil } from './analytics-hold';

let shown = 0;

/** Whether a shown location still carries a login hand-off (`t` on /searchResult). */
export function holdsHandoff(location: string): boolean {
  const [path, query = ''] = location.split('?');
  return /^\/searchResult\/?$/.test(path ?? '') && new URLSearchParams(query).has('t');
}

/** Adds the configured analytics script (once; none configured: nothing). */
export function loadAnalytics(doc: Document = document): void {
  if (hold.unsafe) return;
  if (hold.pending) {
    void hold.pending.then(() => loadAnalytics(doc));
    return;
  }
  const src = doc.querySelector<HTMLMetaElement>('meta[name="tic-analytics"]')?.content;
  if (!src || doc.querySelector('script[data-tic-analytics]')) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.ticAnalytics = '';
  doc.head.append(script);
}

export function reportPageView(path: string): void {
  // the address still holds a code (or did when this render began): not safe to show anyone
  if (holdsHandoff(path) || holdsHandoff(location.pathname + location.search)) return;
  if (shown++ === 0) {
    loadAnalytics(); // it counts this first page itself
    return;
  }
  const hmt = (window as { _hmt?: { push?: (command: unknown[]) => void } })._hmt;
  hmt?.push?.(['_trackPageview', path]);
  window.dispatchEvent(new CustomEvent('tic-pageview', { detail: { path, title: document.title } }));
}

/** For tests: as after a fresh load. */
export function resetPageViews(): void {
  shown = 0;
  hold.pending = undefined;
  hold.unsafe = false;
}
