/** The expert area as the router loads it (router/page-loader.ts): its rows and its pages' chunks. */
import '../../core/api/contract/expert-endpoints';
import type { PageModule, PageModules } from '../router/page-loader';

export { expertRoutes as rows } from './expert';
export const pages: PageModules = import.meta.glob<PageModule>('../pages/expert/*-page.tsx');
