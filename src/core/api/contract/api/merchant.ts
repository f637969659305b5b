/** Request and response types of the merchant centre; every id is type 2 only. */
import type { GoodsState, QualificationKind } from '../../../rules/goods-states';
import type { InfoData, ListData } from '../envelope';
import type {
  GoodsDetail,
  MerchantArticle,
  MerchantArticleDetail,
  MerchantArticleNav,
  SalesPromotion,
} from '../models';
import type { SampleAddress, SampleAddressInput } from '../models-fulfil';
import type {
  MerchantCenter,
  OptionInput,
  OwnGoods,
  OwnGoodsDetail,
  OwnShop,
  Qualification,
  ShopQuestion,
} from '../models-merchant';
import type { ById, Empty, Id, Paged } from './common';
import type {
  LabContract,
  LabContractCounts,
  LabContractQuery,
  SignCodeSent,
  SignRequest,
} from './contracts';

/** 店铺设置: a new logo or banner is an image upload's id; absent keeps the current one. */
interface ShopEdit {
  org_name: string;
  intro: string;
  nav: number[];
  logo_id?: Id | null;
  banner_id?: Id | null;
}

interface QualificationInput {
  kind: QualificationKind;
  cert_no: string;
  scope: string;
  /** YYYY-MM-DD */
  expires_on: string;
  /** The scan: an attachment/uploadOne id of the lab's own. */
  file_id: Id;
}

/** A service as the lab writes it; prices in yuan, computed into fen on the server. */
export interface GoodsInput {
  name: string;
  servics_id: Id;
  category_id?: Id | null;
  /** Image upload ids: a new cover, the pictures (kept ones by their URL). */
  cover_id?: Id | null;
  cover?: string;
  picture_ids?: Id[];
  pictures?: string[];
  summary?: string;
  content?: string;
  standards?: string[];
  turnaround_days?: number | string | null;
  sample_requirement?: string;
  serviceContent?: OptionInput[];
  trainingForm?: OptionInput[];
  approvalLogo?: OptionInput[];
  /** Types 4 and 5: yuan per unit (online_wages, spot_wages, project_package_price). */
  sales_promotion?: SalesPromotion | null;
  /** 本服务单独的收样地址; null or absent: the shop's. */
  sample_address?: SampleAddressInput | null;
}

interface ArticleInput {
  nav: MerchantArticleNav;
  title: string;
  content: string;
}

export interface MerchantApi {
  /** 合同管理: the lab's contracts, newest first, with counts per state. */
  'merchant_contract/get': {
    req: LabContractQuery;
    res: ListData<LabContract> & { counts: LabContractCounts };
  };
  /** The lab's signing code for contract `id`, to the lab account's registered mobile. */
  'merchant_contract/sendSignCode': { req: ById; res: SignCodeSent };
  'merchant_contract/sign': { req: SignRequest; res: InfoData<LabContract> };
  'merchant_center/info': { req: Empty; res: InfoData<MerchantCenter> };
  'merchant_center/shop': { req: Empty; res: InfoData<OwnShop> };
  /** After 已驳回: the corrected organisation goes back to review. */
  'merchant_center/resubmit': {
    req: { org_name: string; credit_code: string; contact_name: string };
    res: InfoData<MerchantCenter>;
  };
  'merchant_style/edit': { req: ShopEdit; res: InfoData<OwnShop> };
  /** 店铺设置's 收样地址: where buyers of sample-based services send their samples. */
  'merchant_center/sampleAddress': { req: SampleAddressInput; res: InfoData<SampleAddress> };
  'merchant_qualification/get': { req: Paged; res: ListData<Qualification> };
  'merchant_qualification/add': { req: QualificationInput; res: InfoData<Qualification> };
  'merchant_qualification/delete': { req: ById; res: null };
  'merchant_goods/get': {
    req: Paged & { state?: GoodsState | '' | null; keyword?: string };
    res: ListData<OwnGoods>;
  };
  'merchant_goods/info': { req: ById; res: InfoData<OwnGoodsDetail> };
  /** Saved as 草稿; `submit: true` sends it to review at once. */
  'merchant_goods/add': { req: GoodsInput & { submit?: boolean }; res: InfoData<OwnGoodsDetail> };
  'merchant_goods/edit': { req: GoodsInput & ById; res: InfoData<OwnGoodsDetail> };
  'merchant_goods/submit': { req: ById; res: InfoData<OwnGoods> };
  'merchant_goods/shelf': { req: ById; res: InfoData<OwnGoods> };
  'merchant_goods/offShelf': { req: ById; res: InfoData<OwnGoods> };
  'merchant_goods/delete': { req: ById; res: null };
  /** 撤回修改: the listed service's pending revision is dropped; the live version stays. */
  'merchant_goods/withdrawRevision': { req: ById; res: InfoData<OwnGoods> };
  /** 撤回审核: a service waiting for review goes back to 草稿 and out of the review queue. */
  'merchant_goods/withdraw': { req: ById; res: InfoData<OwnGoods> };
  /** The lab's own service as its detail page would show it (any state; an edit under review included). */
  'merchant_goods/preview': { req: ById; res: InfoData<GoodsDetail> };
  /** The lab's own articles, published or not yet public (shop under review). */
  'merchant_article/mine': {
    req: Paged & { nav?: MerchantArticleNav | '' | null };
    res: ListData<MerchantArticle>;
  };
  'merchant_article/detail': { req: ById; res: InfoData<MerchantArticleDetail> };
  'merchant_article/add': { req: ArticleInput; res: InfoData<MerchantArticle> };
  'merchant_article/edit': { req: ArticleInput & ById; res: InfoData<MerchantArticle> };
  'merchant_article/delete': { req: ById; res: null };
  /** 问答: '' or absent lists all, 0 waiting for an answer, 1 answered. */
  'merchant_qa/get': { req: Paged & { answered?: 0 | 1 | '' | null }; res: ListData<ShopQuestion> };
  /** Answers (or corrects the answer to) a question: plain text, shown on the shop's 问答 at once. */
  'merchant_qa/answer': { req: ById & { answer: string }; res: InfoData<ShopQuestion> };
  /** A buyer asks a shop (and optionally one of its services) a question. */
  'shop_qa/ask': {
    req: { merchant_id: Id; goods_id?: Id | null; question: string };
    res: InfoData<{ id: number }>;
  };
}
