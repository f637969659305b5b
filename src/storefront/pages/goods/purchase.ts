// the choices and their price are core's: the tic-add-to-cart widget uses them too
export {
  buysByUnit,
  cartPayload,
  defaultSelection,
  type Selection,
  selectionPrice,
} from '../../../core/rules/selection';

// 立即购买 goes where the cart's 去结算 goes
export { settleHref } from '../../components/cart/settle-href';
