/** The site area as the router loads it (router/page-loader.ts): its rows and its pages' chunks. */
import type { PageModule, PageModules } from '../router/page-loader';

export { siteRoutes as rows } from './site';
// every page not listed by the entry (router/page-loader.ts) nor by another area
export const pages: PageModules = import.meta.glob<PageModule>([
  '../pages/*/*-page.tsx',
  '!../pages/{system,account,order,contract,expert,merchant,admin}/*',
  '!../pages/home/home-page.tsx',
  '!../pages/search/search-result-page.tsx',
  '!../pages/goods/goods-detail-page.tsx',
  '!../pages/{check/check,approbation/approbation,metering/metering,consult/consult}-page.tsx',
  '!../pages/{subsidy/subsidy,greenc/greenc,news/news,blockchain/blockchain}-page.tsx',
]);
