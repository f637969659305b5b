/**
 * Spec §9: a traffic analytics script is included (the server adds the one TIC_ANALYTICS_SCRIPT
 * names). Such scripts count the page load themselves; the pages the SPA shows after it are
 * reported here: to Baidu Tongji's command queue when it is on the page, and as a `tic-pageview`
 * event on window that any other script can listen to.
 */
let shown = 0;

export function reportPageView(path: string): void {
  if (shown++ === 0) return; // the first page is the load the script counted
  const hmt = (window as { _hmt?: { push?: (command: unknown[]) => void } })._hmt;
  hmt?.push?.(['_trackPageview', path]);
  window.dispatchEvent(new CustomEvent('tic-pageview', { detail: { path, title: document.title } }));
}
