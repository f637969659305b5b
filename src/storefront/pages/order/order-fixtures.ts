/** Test data for the order and contract pages (imported by tests only, never bundled). */
import { afterEach, beforeEach, vi } from 'vitest';
import type { ContractSummary, Order, OrderChange, OrderDetail, OrderItem } from '../../../core';
import { setSession } from '../../../core';
import type { OrderFulfilment, SampleAddress } from '../../../core/api/contract/models-fulfil';
import { resetApp } from '../../testing/render-app';

export const buyer = () =>
  setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });

/** Each test starts a fresh app with the buyer signed in, and leaves no spies behind. */
export function buyerEachTest(): void {
  beforeEach(() => {
    resetApp();
    buyer();
  });
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });
}

export const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 11,
  goods_id: 1,
  name: '生活饮用水全分析检测',
  cover: '/images/goods/1-1.svg',
  servicsInfo: { id: 1, name: '检验检测' },
  serviceContent: { id: 101, name: '常规 35 项', price: 3800 },
  trainingForm: null,
  approvalLogo: { id: 171, name: 'CMA', price: 300 },
  sales_promotion_unit: null,
  remark: '',
  price: 4100,
  ...over,
});

export const contract = (over: Partial<ContractSummary> = {}): ContractSummary => ({
  id: 31,
  contract_no: 'HT20250101000031',
  order_id: 7,
  order_no: 'DD20250101000007',
  kind: 'main',
  title: '检验检测服务合同',
  merchant_name: '苏州谱尼测试技术有限公司',
  amount: 4000,
  status: 'pending_sign',
  status_label: '待签署',
  buyer_signed_at: null,
  merchant_signed_at: null,
  created_at: '2025-01-01T10:05:00+08:00',
  ...over,
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: 7,
  order_no: 'DD20250101000007',
  status: 'pending_payment',
  status_label: '待付款',
  merchant_id: 3,
  merchant_name: '苏州谱尼测试技术有限公司',
  pay_plan: 'full',
  goods_amount: 4100,
  discount: 100,
  pay_amount: 4000,
  paid_amount: 0,
  due_amount: 4000,
  items: [item()],
  created_at: '2025-01-01T10:00:00+08:00',
  pay_deadline: '2025-01-02T10:00:00+08:00',
  actions: ['pay', 'cancel'],
  sample_based: true,
  contracts: [],
  e_invoice: null,
  ...over,
});

export const change = (over: Partial<OrderChange> = {}): OrderChange => ({
  id: 51,
  order_id: 7,
  order_no: 'DD20250101000007',
  type: 2,
  type_label: '延长服务周期',
  reason: '样品寄送延迟，需延长一周',
  status: 'pending',
  status_label: '待处理',
  reply: '',
  new_amount: null,
  new_due_date: null,
  new_scope: null,
  created_at: '2025-01-03T09:00:00+08:00',
  updated_at: '2025-01-03T09:00:00+08:00',
  ...over,
});

/** The buyer's 收货地址 on an order. */
export const shipTo = () => ({
  consignee: '张三',
  mobile: '13800000001',
  province_code: '32',
  province: '江苏省',
  city_code: '3205',
  city: '苏州市',
  area_code: '320506',
  area: '吴中区',
  street_code: '320506001',
  street: '长桥街道',
  detail: '吴中大道 100 号',
});

/** The demo lab's 收样地址 (店铺设置). */
export const sampleAddress = (over: Partial<SampleAddress> = {}): SampleAddress => ({
  contact: '周敏',
  phone: '0512-62583316',
  province_code: '32',
  province: '江苏省',
  city_code: '3205',
  city: '苏州市',
  area_code: '320576',
  area: '苏州工业园区',
  street_code: '',
  street: '',
  detail: '星湖街 218 号生物医药产业园 C3 栋 1 楼样品接收室',
  ...over,
});

/** The fulfilment of a sample-based order, steps ahead unless `over` fills them. */
export const fulfilment = (over: Partial<OrderFulfilment> = {}): OrderFulfilment => ({
  sample_based: true,
  courier_company: '',
  waybill_no: '',
  shipped_at: null,
  sample_note: '',
  received_at: null,
  test_started_at: null,
  deliver_note: '',
  deliver_file: null,
  delivered_at: null,
  steps: [
    { key: 'signed', label: '合同签署', at: '2025-01-01T11:00:00+08:00' },
    { key: 'shipped', label: '寄送样品', at: null },
    { key: 'received', label: '实验室收样', at: null },
    { key: 'testing', label: '开始检测', at: null },
    { key: 'delivered', label: '出具报告', at: null },
    { key: 'completed', label: '确认完成', at: null },
  ],
  sample_address: sampleAddress(),
  ...over,
});

export const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...order({
    status: 'delivered',
    status_label: '报告已出具',
    pay_plan: 'deposit',
    paid_amount: 1200,
    due_amount: 0,
    actions: ['accept'],
    contracts: [
      contract({ status: 'signed', status_label: '已签署', buyer_signed_at: '2025-01-01T11:00:00+08:00' }),
    ],
  }),
  address: shipTo(),
  invoice: {
    type: 1,
    title: '苏州某某科技有限公司',
    tax_no: '91320500MA1XXXXXX0',
    bank_name: '',
    bank_account: '',
    reg_address: '',
    reg_phone: '',
    email: '',
    project: '检测服务费',
  },
  remark: '请尽快安排取样',
  coupon: { name: '新客立减券', amount: 100 },
  plan: [
    {
      id: 81,
      seq: 1,
      name: '预付款',
      amount: 1200,
      status: 'paid',
      paid_at: '2025-01-01T10:30:00+08:00',
      accepted_at: null,
    },
    { id: 82, seq: 2, name: '尾款', amount: 2800, status: 'unpaid', paid_at: null, accepted_at: null },
  ],
  events: [
    {
      action: 'create',
      from_status: null,
      to_status: 'pending_payment',
      note: '提交订单',
      at: '2025-01-01T10:00:00+08:00',
    },
    {
      action: 'pay',
      from_status: 'pending_payment',
      to_status: 'pending_sign',
      note: '支付预付款',
      at: '2025-01-01T10:30:00+08:00',
    },
    {
      action: 'sign',
      from_status: 'pending_sign',
      to_status: 'awaiting_sample',
      note: '签署合同',
      at: '2025-01-01T11:00:00+08:00',
    },
  ],
  changes: [change()],
  fulfilment: fulfilment(),
  report: null,
  ...over,
});

/** order/get's answer: a page of orders plus the tab counts. */
export const orderPage = (list: Order[], counts: Record<string, number> = {}) => ({
  status: true as const,
  message: '',
  data: {
    list,
    total: list.length,
    page: 1,
    limit: 10,
    counts: {
      all: 0,
      pending_payment: 0,
      pending_sign: 0,
      awaiting_sample: 0,
      sample_shipped: 0,
      sample_received: 0,
      testing: 0,
      in_service: 0,
      delivered: 0,
      pending_balance: 0,
      completed: 0,
      cancelled: 0,
      refunding: 0,
      refunded: 0,
      ...counts,
    },
  },
});
