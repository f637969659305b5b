/**
 * What the first screen of a page leaves out of its first calls' answers: fields the page does
 * not show, which the server then does not write into its HTML (server/first-screen.ts). The
 * page takes each written answer once for its first render, so an answer here must still carry
 * everything that page reads from it; a later visit asks the API for the whole answer.
 * Read by the build only (vite.storefront.config.ts puts it into first-screen.json): the
 * entry does not carry it.
 */
import type { EndpointId } from '../core/api/contract/endpoints';
import type { FirstScreenTrim } from '../core/api/contract/first-calls';

export type FirstScreenTrims = Partial<Record<EndpointId, FirstScreenTrim>>;

/** The home page (pages/home): cards, the category menu, the notices and the shops' names. */
const home: FirstScreenTrims = {
  // GoodsCard: id, name, cover (else pictures[0]), servicsInfo, standard_no, min_price, sales;
  // the grid: merchant_id for the shop's name
  'goods/get': {
    drop: ['description', 'standards', 'category_id', 'servics_id', 'views'],
    spare: { pictures: 'cover' },
  },
  // the menu groups the roots by servics_id and shows their names and their children's (two levels)
  'goods_category/getTreeFront': {
    drop: ['parent_id', 'goods_count'],
    childDrop: ['servics_id', 'children'],
  },
  // the slides: title, image and link, by id
  'carousel/get': { drop: ['position'] },
  // the shops section shows eight cards; every other shop lends only its name to a goods card.
  // A card clamps its intro to two lines of 13 px: at most 53 characters, in the two-column
  // grid just under 768 px wide (components/merchant-card.css); 56 leaves a margin. A card
  // shows the kind's name and the city, not the kind's code or the province
  'merchant/get': {
    drop: ['kind', 'province'],
    rest: { shown: 8, keep: ['id', 'org_name'] },
    clip: { intro: 56 },
  },
  // the notices box: title and date, linking by id
  'announcement/get': { drop: ['summary', 'cover', 'category_id', 'category_name', 'views'] },
};

/** By route path. */
export const FIRST_SCREEN_TRIMS: Record<string, FirstScreenTrims> = {
  '/': home,
  '/home': home,
};
