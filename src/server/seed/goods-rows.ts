import type { goods, goodsOptions } from '../db/schema';
import { yuanToFen } from '../lib/money';
import { minPriceFen, OPTION_KIND } from '../modules/goods/pricing';
import type { SeedGoods } from './data/types';

type GoodsInsert = typeof goods.$inferInsert;
type OptionInsert = typeof goodsOptions.$inferInsert;
/** What goodsRows always fills in (the search index is built from it: seed/generate.ts). */
type GoodsRow = GoodsInsert &
  Required<Pick<GoodsInsert, 'standards' | 'keywords' | 'summary' | 'sales' | 'minPriceFen' | 'searchText'>>;

/** What a keyword filter looks in: lower-cased, so one ILIKE covers 'iso 9001' and 'ISO 9001'. */
export const searchText = (g: Pick<SeedGoods, 'name' | 'standards' | 'keywords' | 'summary'>): string =>
  [g.name, ...g.standards, ...g.keywords, g.summary].join(' ').toLowerCase();

/** A seed goods as table rows; option ids are kept when given (the catalogue's are stable). */
export function goodsRows(g: Omit<SeedGoods, 'id'> & { id?: number }): {
  row: GoodsRow;
  options: OptionInsert[];
} {
  const kinds: Array<[number, SeedGoods['serviceContent']]> = [
    [OPTION_KIND.serviceContent, g.serviceContent],
    [OPTION_KIND.trainingForm, g.trainingForm],
    [OPTION_KIND.approvalLogo, g.approvalLogo],
  ];
  const options = kinds.flatMap(([kind, list]) =>
    list.map((o, sort) => ({
      id: o.id || undefined,
      kind,
      name: o.name,
      priceFen: yuanToFen(o.price),
      sort,
    })),
  );
  return {
    row: {
      id: g.id,
      merchantId: g.merchant_id,
      servicsId: g.servics_id,
      categoryId: g.category_id,
      name: g.name,
      standards: g.standards,
      keywords: g.keywords,
      cover: g.cover ?? '',
      pictures: g.pictures ?? [],
      summary: g.summary,
      content: g.content,
      salesPromotion: g.sales_promotion,
      minPriceFen: minPriceFen(g.servics_id, g.sales_promotion, options),
      searchText: searchText(g),
      sales: g.sales,
      recommended: g.recommended,
    },
    // goodsId is filled in by the caller once the goods row has its id
    options: options.map((o) => ({ ...o, goodsId: g.id ?? 0 })),
  };
}
