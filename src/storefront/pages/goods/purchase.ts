import { type Href, href } from '../../routes';

// the choices and their price are core's: the tic-add-to-cart widget uses them too
export {
  buysByUnit,
  cartPayload,
  defaultSelection,
  type Selection,
  selectionPrice,
} from '../../../core/rules/selection';

/** 立即购买 and 去结算 go to the settlement of these cart items (`ids=1,2`: the commas stay unescaped). */
export const settleHref = (cartIds: readonly number[]): Href =>
  `${href('/shopcarsettle')}?ids=${cartIds.join(',')}`;
