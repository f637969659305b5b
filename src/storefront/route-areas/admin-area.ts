/** The operator console as the router loads it (router/page-loader.ts): its rows and its pages' chunks. */
import type { PageModule, PageModules } from '../router/page-loader';

import '../../core/api/contract/staff-endpoints';

export { adminRoutes as rows } from './admin';
export const pages: PageModules = import.meta.glob<PageModule>('../pages/admin/*-page.tsx');
