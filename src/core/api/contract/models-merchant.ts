/** What the merchant centre shows a lab of its own shop, services and files. */
import type { GoodsState, MerchantState, QualificationKind } from '../../rules/goods-states';
import type { GoodsOption, SalesPromotion } from './models';
import type { SampleAddress } from './models-fulfil';

/** merchant_center/info: the lab's workbench (工作台). */
export interface MerchantCenter {
  merchant_id: number;
  org_name: string;
  /** 入驻 state: until 'open' nothing of the lab is public. */
  state: MerchantState;
  state_label: string;
  reject_reason: string;
  /**
   * Orders by state (order-states labels), every state listed, zero included: all of them, and
   * those placed today (since Beijing midnight) that are in the state now.
   */
  orders: { status: string; label: string; count: number; today: number }[];
  /** Orders placed today (Beijing day), whatever their state. */
  today_orders: number;
  /** Buyers' order changes waiting for the lab's answer. */
  changes_waiting: number;
  /** Buyers' questions (问答) the lab has not answered yet. */
  questions_waiting: number;
  /** Contracts waiting for the lab's own signature (合同管理 待我方签署). */
  contracts_to_sign: number;
  /** Buyers' after-sale requests the lab has not answered yet. */
  after_sales_open: number;
  unread_letters: number;
  /**
   * The lab's income this month (Asia/Shanghai), yuan with two decimals: its net of the stages
   * paid this month, refunded orders left out — 资金结算's month_net for the same month.
   */
  month_income: string;
  /** The month of month_income, YYYY-MM (资金结算?month= shows the same figure). */
  income_month: string;
  /** Services by listing state. */
  goods: Record<GoodsState, number>;
}

/** merchant_center/shop: the lab's own shop as it edits it (店铺设置), public or not yet. */
export interface OwnShop {
  merchant_id: number;
  org_name: string;
  credit_code: string;
  contact_name: string;
  contact_phone: string;
  logo: string;
  banner: string;
  /** Sanitized rich text. */
  intro: string;
  /** Shop style nav items 1–6. */
  nav: number[];
  state: MerchantState;
  /** 收样地址: where buyers send samples; null until set (sample-based services cannot be listed). */
  sample_address: SampleAddress | null;
}

/** 资质管理: one certificate; `file_url` a signed link for the lab only (minutes). */
export interface Qualification {
  id: number;
  kind: QualificationKind;
  cert_no: string;
  scope: string;
  /** YYYY-MM-DD */
  expires_on: string;
  expired: boolean;
  file_id: number;
  file_url: string;
  file_mime: string;
}

/** A row of 服务管理. */
export interface OwnGoods {
  id: number;
  name: string;
  cover: string;
  servics_id: number;
  servics_name: string;
  state: GoodsState;
  state_label: string;
  reject_reason: string;
  min_price: string;
  sales: number;
  updated_at: string;
  /** The newest edit of a listed service still waiting for review, or rejected; null otherwise. */
  revision?: GoodsRevisionInfo | null;
}

/** A listed service's substantive edit (待审核的修改): buyers see the approved version meanwhile. */
export interface GoodsRevisionInfo {
  id: number;
  state: 'pending' | 'rejected';
  /** 待审核的修改 / 修改未通过 */
  state_label: string;
  reject_reason: string;
  submitted_at: string;
}

/** One option a lab prices: id kept on edit (carts hold it), absent for a new one. */
export interface OptionInput {
  id?: number | null;
  name: string;
  price: number | string;
}

/** merchant_goods/info: everything the edit page fills in. */
export interface OwnGoodsDetail extends OwnGoods {
  category_id: number | null;
  pictures: string[];
  summary: string;
  content: string;
  standards: string[];
  turnaround_days: number | null;
  sample_requirement: string;
  serviceContent: GoodsOption[];
  trainingForm: GoodsOption[];
  approvalLogo: GoodsOption[];
  sales_promotion: SalesPromotion | null;
  /** 本服务单独的收样地址: null uses the shop's. */
  sample_address: SampleAddress | null;
}

/**
 * merchant_qa/get: a buyer's question on the lab's shop or one of its services (问答). Once
 * answered, it is also the shop's public Q&A entry (/shop/qa, merchant_article nav 2).
 */
export interface ShopQuestion {
  id: number;
  goods_id: number | null;
  /** The service asked about; '' for a question on the shop as a whole. */
  goods_name: string;
  /** The asker's masked mobile (the lab never sees a buyer's number). */
  asker: string;
  question: string;
  /** '' until answered. */
  answer: string;
  asked_at: string;
  answered_at: string | null;
}
