/**
 * The merchant centre as the router loads it (router/page-loader.ts): its rows and its pages' chunks.
 * `pages`: the lazy import of each page its rows name, written from them by the build
 * (vite.shared.ts routePages).
 */
import '../../core/api/contract/merchant-endpoints';

export { pages } from 'virtual:route-pages/merchant';
export { merchantRoutes as rows } from './merchant';
