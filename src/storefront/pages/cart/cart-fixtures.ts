/** Test data for the cart and settlement tests. Not bundled. */
import type { Address, CartItem, Coupon, InvoiceTitle } from '../../../core';

/** A type-1 cart item of lab `lab` priced by its one service content. */
export function cartItem(id: number, lab: number, price: number, name = `服务${id}`): CartItem {
  return {
    id,
    goods_id: 100 + id,
    attribute: {
      service_content_id: 900 + id,
      training_form_id: null,
      approval_logo_id: null,
      sales_promotion_unit: null,
    },
    price,
    remark: `常规检测 ${id}`,
    goodsInfo: {
      id: 100 + id,
      name,
      cover: `/images/goods/${id}.svg`,
      pictures: [],
      serviceContent: { id: 900 + id, name: `常规检测 ${id}`, price },
      trainingForm: null,
      approvalLogo: null,
      servicsInfo: { id: 1, name: '检验检测' },
      sales_promotion: null,
      merchant_id: lab,
      merchant_name: lab === 3 ? '苏州市计量测试院' : '华测检测认证集团',
    },
  };
}

export const address = (id: number, isDefault: boolean): Address => ({
  id,
  consignee: isDefault ? '张三' : '李四',
  mobile: '13800000001',
  province_code: '32',
  province: '江苏省',
  city_code: '3205',
  city: '苏州市',
  area_code: '320505',
  area: '虎丘区',
  street_code: '',
  street: '',
  detail: `科技城锦峰路 ${id} 号`,
  is_default: isDefault,
});

export const title = (id: number, isDefault: boolean): InvoiceTitle => ({
  id,
  type: isDefault ? 2 : 1,
  title: isDefault ? '苏州某某检测科技有限公司' : '个人',
  tax_no: isDefault ? '91320505MA1XXXXXX1' : '',
  bank_name: '',
  bank_account: '',
  reg_address: '',
  reg_phone: '',
  email: '',
  is_default: isDefault,
});

export const coupon = (userCouponId: number, amount: number, min = 0): Coupon => ({
  id: userCouponId + 50,
  name: `满减券${amount}`,
  merchant_id: null,
  scope: '平台通用',
  amount,
  min_amount: min,
  starts_at: '2025-01-01T00:00:00Z',
  ends_at: '2030-12-31T00:00:00Z',
  received: true,
  remaining: 10,
  user_coupon_id: userCouponId,
  status: 'unused',
});
