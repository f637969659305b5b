/**
 * The page maps the build writes from the route table's rows (vite.shared.ts `routePages`):
 * `virtual:route-pages/main` for routes.ts `mainRoutes`, `virtual:route-pages/<area>` for an
 * area of `AREAS`.
 */
declare module 'virtual:route-pages/*' {
  import type { PageModules } from '../router/page-loader';

  export const pages: PageModules;
}
