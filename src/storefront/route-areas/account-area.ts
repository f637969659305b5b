/**
 * The buyer account area as the router loads it (router/page-loader.ts): its rows and its pages' chunks.
 * `pages`: the lazy import of each page its rows name, written from them by the build
 * (vite.shared.ts routePages).
 */
export { pages } from 'virtual:route-pages/account';
export { accountRoutes as rows } from './account';
