import type { Handlers } from '../lib/handler';
import { handlers as auth } from './auth/auth.routes';
import { handlers as config } from './config/config.routes';
import { handlers as dev } from './dev/dev.routes';
import { handlers as goods } from './goods/goods.routes';
import { handlers as goodsCart } from './goods-cart/goods-cart.routes';
import { handlers as goodsCollect } from './goods-collect/goods-collect.routes';
import { handlers as merchant } from './merchant/merchant.routes';
import { handlers as merchantAttention } from './merchant-attention/merchant-attention.routes';
import { handlers as search } from './search/search.routes';

const modules: Handlers[] = [
  auth,
  config,
  dev,
  goods,
  goodsCart,
  goodsCollect,
  merchant,
  merchantAttention,
  search,
];

/** Every module's handlers by endpoint id; an id claimed twice is a bug caught at startup. */
export const allHandlers: Handlers = modules.reduce<Handlers>((all, m) => {
  for (const id of Object.keys(m) as (keyof Handlers)[]) {
    if (all[id]) throw new Error(`Endpoint ${id} is handled by two modules`);
    all[id] = m[id];
  }
  return all;
}, {});
