/**
 * Shapes of the demo catalogue. The data files beside this one are
 * plain values of these types; `seed/` inserts them. Ids are stable so tests,
 * the demo pages and the e2e journeys can name them (merchant 3, goods 1 …).
 */
import type { MerchantKind } from '../../../core/rules/merchant-kinds';
import type { SearchType } from '../../../core/rules/search';

/** 1 检验检测, 2 认证认可, 3 计量校准, 4 培训, 5 咨询. */
export type ServiceTypeId = 1 | 2 | 3 | 4 | 5;

export interface SeedOption {
  id: number;
  name: string;
  /** yuan */
  price: number;
}

export interface SeedMerchant {
  id: number;
  /** Login mobile of the merchant account that owns this shop (demo merchant owns id 1). */
  mobile: string;
  org_name: string;
  kind: MerchantKind;
  province: string;
  city: string;
  address: string;
  contact_phone: string;
  logo: string;
  banner: string;
  intro: string;
  /** e.g. ['CMA 证书编号 …', 'CNAS L1234'] */
  qualifications: string[];
  /** Shop style nav items: 1 check, 2 Q&A, 3 metering, 4 consult, 5 news, 6 QC. */
  nav: Array<1 | 2 | 3 | 4 | 5 | 6>;
  theme_color: string;
  business_license: string;
  established: string;
}

export interface SeedCategory {
  id: number;
  parent_id: number | null;
  name: string;
  servics_id: ServiceTypeId;
}

export interface SeedGoods {
  id: number;
  merchant_id: number;
  servics_id: ServiceTypeId;
  category_id: number;
  name: string;
  /** Standard numbers the service follows, as printed: 'GB/T 19001-2016', 'ISO 9001:2015'. */
  standards: string[];
  /** Words a buyer might search with that are not in the name (synonyms, industries). */
  keywords: string[];
  /** A photo; without one the service's cover is drawn from its data (goods-cover.ts). */
  cover?: string;
  pictures?: string[];
  summary: string;
  /** Rich text (HTML subset) for the detail page. */
  content: string;
  serviceContent: SeedOption[];
  trainingForm: SeedOption[];
  approvalLogo: SeedOption[];
  /** Only for servics_id 4 and 5: the promotion price per unit (yuan). */
  sales_promotion: Partial<Record<'online_wages' | 'spot_wages' | 'project_package_price', number>> | null;
  sales: number;
  recommended: boolean;
}

export interface SeedHotWord {
  id: number;
  keyword: string;
  type: SearchType;
  sort: number;
}

export interface SeedArticle {
  id: number;
  /** announcement = 平台公告; news = 行业资讯 (by category); help = 帮助中心 */
  kind: 'announcement' | 'news' | 'help';
  category_id: number | null;
  title: string;
  summary: string;
  /** Rich text (HTML subset). */
  content: string;
  cover: string | null;
  published_at: string;
}

export interface SeedArticleCategory {
  id: number;
  kind: 'news' | 'help';
  parent_id: number | null;
  name: string;
}

export interface SeedMerchantArticle {
  id: number;
  merchant_id: number;
  /** 5 企业动态 (news), 2 问答, 6 质量控制, 3 计量, 4 咨询 — which shop nav page lists it. */
  nav: 2 | 3 | 4 | 5 | 6;
  title: string;
  content: string;
  published_at: string;
}

/** Static pages /spage?id=. */
export interface SeedPage {
  id: 1 | 3 | 4 | 5 | 6 | 8 | 12 | 13 | 14;
  title: string;
  content: string;
}

export interface SeedCarousel {
  id: number;
  title: string;
  image: string;
  link: string;
  position: 'home' | 'check' | 'approbation' | 'metering' | 'consult' | 'subsidy' | 'greenc';
}

export interface SeedSubsidy {
  id: number;
  title: string;
  /** Issuing authority, e.g. 某市市场监督管理局 */
  issuer: string;
  region: string;
  summary: string;
  content: string;
  /** percent of the order amount refunded, and a cap in yuan */
  rate: number;
  cap: number;
  starts_at: string;
  ends_at: string;
  goods_ids: number[];
}

export interface SeedSubsidyPlatform {
  id: number;
  name: string;
  region: string;
  intro: string;
  logo: string;
}

export interface SeedGreenDiscountCategory {
  id: number;
  name: string;
}

export interface SeedGreenDiscount {
  id: number;
  category_id: number;
  goods_id: number;
  title: string;
  /** e.g. 0.9 for 九折 */
  discount: number;
  carbon_saving_kg: number;
  description: string;
}

export interface SeedConfig {
  site_name: string;
  service_code: string;
  welcome_notice: string;
  hotline: string;
  email: string;
  address: string;
  filing_number: string;
  filing_url: string;
  society_name: string;
  society_url: string;
  service_hours: string;
  licence_image: string;
  qr_codes: Array<{ name: string; image: string }>;
  /** The expert programme: commission rate and the invoice threshold of a withdrawal (yuan). */
  expert_commission_rate: number;
  expert_invoice_threshold: number;
}

/** The licence fields merchants do not hold (credit code and established date are on SeedMerchant). */
export interface SeedMerchantLicense {
  merchant_id: number;
  legal_rep: string;
  company_type: string;
  /** As printed, e.g. '5000 万元人民币'. */
  registered_capital: string;
  business_scope: string;
  image: string;
}
