/**
 * THE route table of the storefront (see docs/architecture.md#the-three-tables): every route,
 * with its title,
 * layout, guard (decided by core's guardRoute), its place in the top navigation, the
 * shop nav or a side menu, and its lazy page. The router, page titles, guards, menus, links
 * (`href`, typed by `RoutePath`) and the 404 fallback all come from here.
 *
 * The table is kept in parts so that the first load carries only what it needs (the entry's
 * size budget, see docs/architecture.md#test-layers):
 * - `mainRoutes` below: the first screens the budget is about (home, a search result, a
 *   service's detail) and the top navigation's channels (the header shows them everywhere).
 *   Nothing else goes here.
 * - one module per area under route-areas/, by the path's prefix in `AREAS`: `account.ts`
 *   (/home/… except the main rows), `expert.ts` (/expert…), `merchant.ts` (/merchant…),
 *   `admin.ts` (/admin…), and `site.ts` for every other path (login, shops, the channels'
 *   other pages, content, demands, cart and payment). A new row goes at the end of the
 *   section of its area's module that fits it (a console page: admin.ts; a merchant page:
 *   merchant.ts; a new public page: site.ts), and nowhere else: its page is found by the
 *   area's page map, which the build writes from the rows (route-areas/<area>-area.ts,
 *   vite.shared.ts routePages), its menu entry by the layout's menu.
 *   The router loads an area's module (its rows with its pages' map, router/page-loader.ts)
 *   when a path of that area is opened; the guard is decided then, before anything of the
 *   page renders, and a path no row claims gets the 404 page once its area is here.
 * - route-table.ts joins the parts: the whole table (`routeTable`, `routes`) for the build's
 *   first-screen manifest, menus and tests. It is never part of the entry.
 *
 * A row without `page` is planned: its issue builds the page; until then the path is guarded
 * and renders the 404 page, and menus leave it out. Each page is its own chunk:
 * `pages/<area>/<name>-page.tsx`, default export, named here by `<area>/<name>-page`. The table
 * is plain data: the build reads it too, to write the first-screen manifest the server uses
 * (vite.storefront.config.ts, server/first-screen.ts).
 */
import type { FirstCall } from '../core/api/contract/first-calls';
import { readOperatorToken } from '../core/api/operator-token';
import type { MessageKey } from '../core/i18n/zh-cn';
import {
  type GuardResult,
  guardRoute,
  OPERATOR_LOGIN_PATH,
  type RouteGuard,
} from '../core/rules/route-guard';
import type { SessionLike } from '../core/rules/user-types';
import { HOME_CALLS } from './pages/home/home-calls';
import type { routeTable } from './route-table';

export type LayoutName =
  | 'default'
  | 'login'
  | 'register'
  | 'findpass'
  | 'shop'
  | 'account'
  | 'expert'
  | 'merchant'
  | 'admin';

export interface FirstScreen {
  calls: readonly FirstCall[];
  /**
   * Where the largest picture of the first screen sits in those answers, tried in order:
   * `<call index>.<key>.<key>…` (the server preloads it with the page).
   */
  image?: readonly string[];
}

/** Side menus: the buyer account menu's three groups and the expert menu. */
export type MenuGroupName = 'account' | 'trade' | 'favourites' | 'expert' | 'merchant' | 'admin';
export type MenuBadge = 'unread' | 'orders';

export interface RouteRow {
  /** As the spec spells it (decoded: `/check/index copy`). */
  path: string;
  /** Page name; the browser title is `title - 检验检测认证服务商城`; menus show it too. */
  title: string;
  layout: LayoutName;
  /** The page module under pages/, without `.tsx`; absent while the route is planned. */
  page?: string;
  /** Who may open it; none: everyone. */
  guard?: RouteGuard;
  /** The top navigation item id; the items keep the table's order. */
  nav?: number;
  /** The shop nav entry: always shown ('home', 'intro') or the style's item 1–6. */
  shopNav?: { id: 'home' | 'intro' | number; label: MessageKey };
  /** A side menu entry (label: the title), in the table's order within its group. */
  menu?: { group: MenuGroupName; badge?: MenuBadge };
  /** A page with no entry of its own that marks this entry active. */
  menuUnder?: string;
  /** What the page asks for first: started with its chunk, answered inside the HTML. */
  first?: FirstScreen;
  /** A checkout step: on phones its header keeps the logo and cart, not search and navigation. */
  checkout?: true;
  /**
   * A page that is a form until the user fills it (a check, a request, a sign-in): the route walk
   * (e2e page-check) expects a form in its main region rather than data from the API.
   */
  form?: true;
}

/** The calls every page makes at start: the config and the header's hot words. */
export const EVERY_PAGE_CALLS: readonly FirstCall[] = [
  ['config/load', {}],
  ['search/get', { page: 1, limit: 20, type: 'goods' }],
];

const home = {
  page: 'home/home-page',
  first: { calls: Object.values(HOME_CALLS), image: ['0.list.0.image'] },
} as const;

/** The rows outside the areas: these travel with the entry. */
export const mainRoutes = [
  // The first screens of the budget: home, a search, a service's detail
  { path: '/', title: '首页', layout: 'default', ...home },
  { path: '/home', title: '首页', layout: 'default', nav: 1, ...home },
  { path: '/searchResult', title: '搜索结果', layout: 'default', page: 'search/search-result-page' },
  {
    path: '/home/goodsdetail',
    title: '服务详情',
    layout: 'default',
    page: 'goods/goods-detail-page',
    first: { calls: [['goods/info', { id: '?id' }]], image: ['0.info.pictures.0', '0.info.cover'] },
  },

  // Channels of the top navigation (`nav`: the item id; the items keep this order):
  // the header shows them on every page; their other pages are in the site area
  { path: '/check', title: '检验检测', layout: 'default', nav: 2, page: 'check/check-page' },
  {
    path: '/approbation',
    title: '认证认可',
    layout: 'default',
    nav: 3,
    page: 'approbation/approbation-page',
  },
  { path: '/metering', title: '标准查询', layout: 'default', nav: 4, page: 'metering/metering-page' },
  { path: '/consult', title: '培训咨询', layout: 'default', nav: 5, page: 'consult/consult-page' },
  { path: '/subsidy', title: '补贴联盟', layout: 'default', nav: 6, page: 'subsidy/subsidy-page' },
  { path: '/greenc', title: '绿色碳惠', layout: 'default', nav: 7, page: 'greenc/greenc-page' },
  {
    path: '/news',
    title: '内容资讯',
    layout: 'default',
    nav: 9,
    page: 'news/news-page',
    // hero, categories, the first page of articles, the latest announcements (e2e first-screen)
    first: {
      calls: [
        ['channel_banner/get', { channel: 'news', page: 1, limit: 1 }],
        ['article_category/get', { page: 1, limit: 50 }],
        ['article/get', { page: 1, limit: 10 }],
        ['announcement/get', { page: 1, limit: 6 }],
      ],
    },
  },
  {
    path: '/blockchain',
    title: '区块链存证查询',
    layout: 'default',
    nav: 8,
    page: 'blockchain/blockchain-page',
    form: true,
  },
] as const satisfies readonly RouteRow[];

/** A path of the table: `href()` and links take only these, so a mistyped path does not compile. */
export type RoutePath = (typeof routeTable)[number]['path'];
/** A route whose page is built. */
export type RouteDef = RouteRow & { path: RoutePath; page: string };

type Row = RouteRow & { path: RoutePath };
const isBuilt = (r: Row): r is RouteDef => !!r.page;

/**
 * The areas of the table (route-areas/<name>.ts): each owns every path that is its prefix or
 * starts with `prefix/` and is not a row of `mainRoutes` (`/home` and `/home/goodsdetail` stay
 * here). A test checks each area's rows against this.
 */
export const AREAS = {
  account: '/home',
  expert: '/expert',
  merchant: '/merchant',
  admin: '/admin',
  // every other path: login, shops, channel subpages, content, cart and payment, and the 404s
  site: '',
} as const;
export type AreaName = keyof typeof AREAS;

/** `/a/b/` → `/a/b`; query and hash dropped; percent-escapes decoded (`index%20copy`). */
export function normalizePath(raw: string): string {
  let path = raw.split(/[?#]/)[0] || '/';
  try {
    path = decodeURI(path);
  } catch {
    // a malformed escape stays as typed and simply matches nothing
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const mainPaths = new Set<string>(mainRoutes.map((r) => r.path));
/** The rows known so far: the main rows, and each area's once it has been added. */
const byPath = new Map<string, Row>(mainRoutes.map((r) => [r.path, r]));
const areasAdded = new Set<AreaName>();

/** Adds an area's rows (when its module arrives, or route-table.ts for the whole table). */
export function addAreaRows(area: AreaName, rows: readonly RouteRow[]): void {
  for (const row of rows) byPath.set(row.path, row as Row);
  areasAdded.add(area);
}

/** The area a location path belongs to; undefined for the main rows. */
export function areaOf(rawPath: string): AreaName | undefined {
  const path = normalizePath(rawPath);
  if (mainPaths.has(path)) return undefined;
  for (const [area, prefix] of Object.entries(AREAS) as [AreaName, string][])
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return area;
  return 'site';
}

/**
 * The area of a path whose rows have not arrived yet: until they do, neither its guard nor its
 * page is known, and the router shows the loading state (router/page-loader.ts loadArea).
 */
export function pendingArea(rawPath: string): AreaName | undefined {
  const area = areaOf(rawPath);
  return area && !areasAdded.has(area) ? area : undefined;
}

/** The table's row for a location path (encoded or decoded), built or planned. */
export const tableRoute = (rawPath: string): Row | undefined => byPath.get(normalizePath(rawPath));

/** The built route for a location path; undefined → the 404 page. */
export function findRoute(rawPath: string): RouteDef | undefined {
  const route = tableRoute(rawPath);
  return route && isBuilt(route) ? route : undefined;
}

/**
 * The route guard for a location (path and query), by its row's guard (a path outside the table is the
 * 404 page). A visitor sent to log in carries the location along, to come back to after login.
 */
export function guardPath(location: string, session: SessionLike): GuardResult {
  // the console's staff token is not in $session: the guard reads it where it is kept
  const decision = guardRoute(tableRoute(location)?.guard, { ...session, operator: !!readOperatorToken() });
  if (decision.action === 'redirect' && (decision.to === '/login' || decision.to === OPERATOR_LOGIN_PATH))
    return { ...decision, to: href(decision.to as RoutePath, { redirect: location }) };
  return decision;
}

type Query = Record<string, string | number | null | undefined>;
/** What `href()` gives: a table path, perhaps with a query; `go()` takes only these. */
export type Href = RoutePath | `${RoutePath}?${string}`;

/**
 * The href of a route, with its query (empty values left out):
 * `href('/home/goodsdetail', { id: 3 })` → `/home/goodsdetail?id=3`; `/check/index copy` is
 * written `/check/index%20copy`.
 */
export function href(path: RoutePath, query: Query = {}): Href {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const search = q.toString();
  // encodeURI changes only `/check/index copy`, which stays that route's address
  return (encodeURI(path) + (search ? `?${search}` : '')) as Href;
}

/** Home page type: `/` and `/home` (the categories bar shows only there). */
export const isHomePath = (rawPath: string): boolean => findRoute(rawPath)?.page === home.page;
export const isCheckoutPath = (rawPath: string): boolean => !!findRoute(rawPath)?.checkout;
