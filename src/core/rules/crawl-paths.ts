/**
 * What search engines are told about the storefront: the public pages the sitemap lists, the
 * detail pages it lists per item, and the private areas robots.txt keeps them out of. The server
 * builds /robots.txt and /sitemap.xml from these (it never imports the storefront); a storefront
 * test keeps each page a row of its route table, public ones unguarded.
 */

/** Public pages without an item, listed once each. */
export const SITEMAP_PAGES = [
  '/',
  '/searchResult',
  '/check',
  '/check/index copy',
  '/approbation',
  '/metering',
  '/metering/more',
  '/metering/moreo',
  '/consult',
  '/subsidy',
  '/subsidy/more',
  '/subsidy/moreg',
  '/subsidy/moreo',
  '/greenc',
  '/greenc/more',
  '/news',
  '/notice',
  '/help',
  '/blockchain',
  '/report/verify',
  '/recommend',
  '/recommend/shop',
  '/seekhelp/list',
  '/agreement',
  '/agreement/privacy',
] as const;

/** The page of one item, `?id=` its id: a service, a shop, a news article, a notice, a help article. */
export const SITEMAP_DETAILS = {
  goods: '/home/goodsdetail',
  shop: '/shop',
  news: '/news/detail',
  notice: '/notice/detail',
  help: '/help/detail',
} as const;

/**
 * Kept out of search engines: the buyer's account centre (under /home/, whose service detail is
 * public), the lab, expert and operator areas, cart, checkout and payment, the forms behind a
 * login (a demand, feedback), the visitor's own comparison, sign-in and the API. `$` ends a path.
 */
export const ROBOTS_DISALLOW = [
  '/home/',
  '/merchant',
  '/expert',
  '/admin',
  '/shopcar',
  '/shopcarsettle',
  '/cashierdesk',
  '/result/',
  '/seekhelp$',
  '/feedback',
  '/compare',
  '/login',
  '/findpass',
  '/api/',
  '/sim/',
  '/notify/',
] as const;

/** Public pages under a disallowed prefix. */
export const ROBOTS_ALLOW = [SITEMAP_DETAILS.goods] as const;
