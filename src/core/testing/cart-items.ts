/** Test helper: cart items as the API answers them. Not bundled. */
import type { CartItem } from '../api/contract/models';

/**
 * Cart item `id` of a service of type `servicsId` with nothing chosen: `over` sets the service's
 * options or promotion, `unit` the chosen promotion unit.
 */
export const cartItem = (
  id: number,
  servicsId: number,
  over: Partial<CartItem['goodsInfo']> = {},
  unit: string | null = null,
) => ({
  id,
  goods_id: 100 + id,
  price: 0,
  remark: '',
  attribute: {
    service_content_id: null,
    training_form_id: null,
    approval_logo_id: null,
    sales_promotion_unit: unit,
  },
  goodsInfo: {
    id: 100 + id,
    name: `服务${id}`,
    cover: '',
    pictures: [],
    serviceContent: null,
    trainingForm: null,
    approvalLogo: null,
    servicsInfo: { id: servicsId, name: '' },
    sales_promotion: null,
    ...over,
  },
});
