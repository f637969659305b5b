/** The merchant centre as the router loads it (router/page-loader.ts): its rows and its pages' chunks. */
import '../../core/api/contract/merchant-endpoints';
import type { PageModule, PageModules } from '../router/page-loader';

export { merchantRoutes as rows } from './merchant';
export const pages: PageModules = import.meta.glob<PageModule>('../pages/merchant/*-page.tsx');
