import { type Href, href } from '../../routes';

/** 立即购买 and 去结算 go to the settlement of these cart items (`ids=1,2`: the commas stay unescaped). */
export const settleHref = (cartIds: readonly number[]): Href =>
  `${href('/shopcarsettle')}?ids=${cartIds.join(',')}`;
