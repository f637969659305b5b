import type { ShopInfo } from '../../../src/core/api/contract/models';
import { type RouteDef, routes, tableRoute } from '../../../src/storefront/route-table';
import { api } from '../../support/api';

/** A row as the walks read it; `form`: a form page (the row declares it). */
export type TableRoute = Pick<RouteDef, 'path' | 'title' | 'layout' | 'form'>;

/** The storefront's route table: plain data, so the journeys read it as it is. */
export const readRouteTable = (): readonly TableRoute[] => routes;

/** The shop-style nav item (spec §2, 1–6) a shop page belongs to, by the table's `shopNav`. */
function shopNavId(path: string): number | undefined {
  const id = (tableRoute(path)?.shopNav ?? tableRoute(path.split('/').slice(0, 3).join('/'))?.shopNav)?.id;
  return typeof id === 'number' ? id : undefined;
}

type Listed = { list?: Array<Record<string, unknown>> };

async function firstId(baseURL: string, endpoint: string, body: Record<string, unknown> = {}) {
  const answer = await api<Listed>(baseURL, endpoint, { body: { page: 1, limit: 1, ...body } });
  const id = answer.data?.list?.[0]?.id;
  if (typeof id !== 'number') throw new Error(`${endpoint} listed nothing: cannot pick an id`);
  return id;
}

/**
 * Sensible queries for the pages that need one: a keyword for the result page, and ids taken
 * from the seeded catalogue: the first goods, article, announcement, help entry, subsidy; for
 * each shop page a merchant whose shop style has that nav item (spec §2), and one of its
 * articles for the article page.
 */
/** Every seeded shop with its nav items (merchant/get lists no style: merchant/info has it). */
export async function seededShops(baseURL: string): Promise<ShopInfo[]> {
  const listed = await api<{ list: Array<{ id: number }> }>(baseURL, 'merchant/get', {
    body: { page: 1, limit: 100 },
  });
  const shops = await Promise.all(
    (listed.data?.list ?? []).map(
      async ({ id }) =>
        (await api<{ info: ShopInfo }>(baseURL, 'merchant/info', { body: { id } })).data?.info,
    ),
  );
  return shops.filter((s): s is ShopInfo => !!s);
}

/** The seeded shop whose style shows the most nav items. */
export async function richestShop(baseURL: string): Promise<ShopInfo> {
  const shops = await seededShops(baseURL);
  const [best] = shops.sort((a, b) => (b.navInfos?.length ?? 0) - (a.navInfos?.length ?? 0));
  if (!best) throw new Error('merchant/get listed no shops');
  return best;
}

export async function routeTargets(
  baseURL: string,
  routes: readonly TableRoute[],
): Promise<Map<string, string>> {
  const shops = await seededShops(baseURL);
  const shopWith = (nav: number | undefined): number => {
    const hit = nav === undefined ? shops[0] : shops.find((m) => m.navInfos?.some((n) => n.id === nav));
    if (!hit) throw new Error(`no seeded merchant has shop nav item ${nav}`);
    return hit.id;
  };
  const detailIds: Record<string, () => Promise<number>> = {
    '/home/goodsdetail': () => firstId(baseURL, 'goods/get'),
    '/news/detail': () => firstId(baseURL, 'article/get'),
    '/notice/detail': () => firstId(baseURL, 'announcement/get'),
    '/help/detail': () => firstId(baseURL, 'help/get'),
    '/subsidy/detail': () => firstId(baseURL, 'subsidy/get'),
    '/seekhelp/detail': () => firstId(baseURL, 'seek_help/get'),
  };

  const targets = new Map<string, string>();
  for (const { path } of routes) {
    if (path === '/shop' || path.startsWith('/shop/')) {
      const shop = shopWith(shopNavId(path));
      if (path === '/shop/news/detail') {
        const aid = await firstId(baseURL, 'merchant_article/get', { merchant_id: shop, nav: 5 });
        targets.set(path, `${path}?id=${shop}&aid=${aid}`);
      } else {
        targets.set(path, `${path}?id=${shop}`);
      }
    } else if (detailIds[path]) {
      targets.set(path, `${path}?id=${await detailIds[path]()}`);
    } else if (path === '/spage') {
      targets.set(path, '/spage?id=3');
    } else if (path === '/searchResult') {
      targets.set(path, '/searchResult?skw=水质检测&stype=goods');
    } else {
      targets.set(path, path);
    }
  }
  return targets;
}
