/**
 * The pages whose first render has a size budget: what a browser fetches before it shows them
 * (HTML with its first-screen data, scripts, module preloads, stylesheets) is at most
 * FIRST_RENDER_BUDGET gzip each (scripts/check-size.ts). The storefront build gives these
 * pages' code its fewest files (vite.storefront.config.ts firstRenderGroups).
 */
export const FIRST_RENDER_BUDGET = 40 * 1024;
/** Path and example query (`{hotWord}`, `{serviceId}`: from the demo catalogue) of each page. */
export const FIRST_RENDER_PAGES = [
  { path: '/', query: '' },
  { path: '/home', query: '' },
  { path: '/searchResult', query: '?skw={hotWord}' },
  { path: '/home/goodsdetail', query: '?id={serviceId}' },
] as const;
