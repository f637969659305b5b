/** Test data for the merchant centre's order pages (imported by tests only, never bundled). */
import { afterEach, beforeEach } from 'vitest';
import { setSession } from '../../../core';
import type {
  MerchantAmountRecord,
  MerchantOrder,
  MerchantOrderChange,
  MerchantOrderDetail,
} from '../../../core/api/contract/models-fulfil';
import { resetApp } from '../../testing/render-app';
import { change, contract, fulfilment, item, shipTo } from '../order/order-fixtures';

export const lab = () => setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });

/** Each test of the file starts with a fresh app and the lab logged in, and leaves the app empty. */
export function eachTestAsLab() {
  beforeEach(() => {
    resetApp();
    lab();
  });
  afterEach(resetApp);
}

export const labOrder = (over: Partial<MerchantOrder> = {}): MerchantOrder => ({
  id: 7,
  order_no: 'DD20250101000007',
  status: 'sample_shipped',
  status_label: '已寄样',
  sample_based: true,
  buyer_name: '苏州某某科技有限公司',
  buyer_mobile: '138****0001',
  pay_plan: 'full',
  goods_amount: 4100,
  discount: 100,
  pay_amount: 4000,
  paid_amount: 4000,
  items: [item()],
  actions: ['receiveSample'],
  change_pending: false,
  created_at: '2025-01-01T10:00:00+08:00',
  ...over,
});

export const labChange = (over: Partial<MerchantOrderChange> = {}): MerchantOrderChange => ({
  ...change({ type: 1, type_label: '变更服务内容', reason: '增加 10 项重金属指标' }),
  order_status: 'testing',
  order_status_label: '检测中',
  buyer_name: '苏州某某科技有限公司',
  order_amount: 4000,
  unpaid_amount: 2800,
  ...over,
});

export const labDetail = (over: Partial<MerchantOrderDetail> = {}): MerchantOrderDetail => ({
  ...labOrder(),
  party: { name: '苏州某某科技有限公司', credit_code: '91320500MA1MK2QX7T' },
  address: shipTo(),
  remark: '请尽快安排',
  plan: [
    {
      id: 1,
      seq: 1,
      name: '全款',
      amount: 4000,
      status: 'paid',
      paid_at: '2025-01-01T10:30:00+08:00',
      accepted_at: null,
    },
  ],
  events: [
    {
      action: 'pay',
      from_status: 'pending_payment',
      to_status: 'pending_sign',
      note: '买家已付款',
      at: '2025-01-01T10:30:00+08:00',
    },
  ],
  contracts: [contract({ status: 'signed', status_label: '已签署' })],
  fulfilment: fulfilment({
    courier_company: '顺丰速运',
    waybill_no: 'SF1234567890',
    shipped_at: '2025-01-02T10:00:00+08:00',
  }),
  report: null,
  changes: [],
  ...over,
});

export const record = (over: Partial<MerchantAmountRecord> = {}): MerchantAmountRecord => ({
  id: 1,
  order_id: 7,
  order_no: 'DD20250101000007',
  stage: '全款',
  amount: 4000,
  fee_rate: 0.05,
  platform_fee: 200,
  net_amount: 3800,
  month: '2025-01',
  created_at: '2025-01-01T10:30:00+08:00',
  settle_state: 'pending',
  settle_label: '待结算',
  ...over,
});
