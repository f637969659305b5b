/** The buyer account area as the router loads it (router/page-loader.ts): its rows and its pages' chunks. */
import type { PageModule, PageModules } from '../router/page-loader';

export { accountRoutes as rows } from './account';
export const pages: PageModules = import.meta.glob<PageModule>([
  '../pages/account/*-page.tsx',
  '../pages/order/*-page.tsx',
  '../pages/contract/*-page.tsx',
]);
