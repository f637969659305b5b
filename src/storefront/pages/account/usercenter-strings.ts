/** Words of 客户中心 (/home/usercenter). */
export const u = {
  title: '客户中心',
  hello: '您好，{name}',
  mobile: '手机号',
  company: '认证企业',
  noCompany: '尚未认证企业',
  goAuth: '去认证',
  viewAuth: '查看认证',
  reason: '驳回原因：{reason}',
  orders: '我的订单',
  allOrders: '全部订单',
  assets: '我的账户',
  unread: '未读消息',
  coupons: '可用优惠券',
  couponsNote: '结算时自动可选',
  collected: '收藏的服务',
  followed: '关注的店铺',
  latest: '最近订单',
  noOrders: '还没有订单，去挑选合适的检测认证服务吧',
  goShopping: '去逛逛',
  orderNo: '订单号',
  shortcuts: '常用功能',
  retry: '重试',
  figureFailed: '{label}加载失败，点击重试',
  unknown: '—',
} as const;

/** Certification states of user_sgs (the same words /home/auth shows). */
export const CERT_LABELS = {
  none: '未认证',
  pending: '审核中',
  approved: '已认证',
  rejected: '已驳回',
} as const;
