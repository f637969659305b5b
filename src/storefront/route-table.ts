/**
 * The whole route table: the main rows and every area's, in one list. The build
 * reads it for the first-screen manifest (vite.storefront.config.ts), as do the menus' tests and
 * the route tests; importing it also adds every area's rows (each area module adds its own) to the lookups of routes.ts, so
 * `findRoute` and `guardPath` answer for every path at once. The storefront itself never imports
 * it (an area's rows arrive with the area, router/page-loader.ts): see routes.ts for where a
 * row goes.
 */
import { accountRoutes } from './route-areas/account';
import { adminRoutes } from './route-areas/admin';
import { expertRoutes } from './route-areas/expert';
import { merchantRoutes } from './route-areas/merchant';
import { siteRoutes } from './route-areas/site';
import { type AreaName, mainRoutes, type RouteDef, type RouteRow } from './routes';

export {
  AREAS,
  type AreaName,
  areaOf,
  findRoute,
  guardPath,
  href,
  normalizePath,
  type RouteDef,
  type RoutePath,
  type RouteRow,
  tableRoute,
} from './routes';

/**
 * Each area's rows (route-areas/<area>.ts), by the area's name in routes.ts `AREAS`, in the
 * table's order. The build writes each area's page map from these (vite.shared.ts routePages).
 */
export const areaRoutes = {
  site: siteRoutes,
  account: accountRoutes,
  expert: expertRoutes,
  merchant: merchantRoutes,
  admin: adminRoutes,
} as const satisfies Record<AreaName, readonly RouteRow[]>;

/** Every row, built or planned: the main rows, then the areas'. */
export const routeTable = [...mainRoutes, ...Object.values(areaRoutes).flat()];

/** The routes with pages: the build's first-screen manifest and the router's tests read these. */
export const routes: readonly RouteDef[] = (routeTable as readonly RouteRow[]).filter(
  (r): r is RouteDef => !!r.page,
);
