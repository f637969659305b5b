/**
 * The meta description of each public page, by route path (a page not listed has the home
 * page's). The server writes a page's own into its HTML (page-heads.json, server/page-head.ts);
 * in the browser this module is a chunk of its own, loaded at the first navigation to another
 * page (components/page-meta.ts): the first load, whose HTML already says it, does not carry it.
 * Short: search engines show about 80 characters, and each costs the HTML its bytes.
 */
export const PAGE_DESCRIPTIONS: Record<string, string> = {
  '/': '检验检测、认证认可、计量校准与培训咨询服务，资质机构在线下单。',
  '/searchResult': '按关键词、类别与地区查找检测认证服务与机构，比较价格与周期。',
  '/check': '检验检测服务与资质机构，在线比价下单。',
  '/check/index copy': '检验检测机构名录：按地区与类别查找资质机构。',
  '/approbation': '体系认证、产品认证等认证认可服务。',
  '/metering': '计量校准服务与相关标准查询。',
  '/metering/more': '计量校准服务列表。',
  '/metering/moreo': '计量校准机构列表。',
  '/consult': '质量管理培训与咨询服务。',
  '/subsidy': '检验检测认证补贴政策、服务与申请。',
  '/subsidy/more': '检验检测认证相关补贴政策。',
  '/subsidy/moreg': '可申请补贴的检测认证服务。',
  '/subsidy/moreo': '参与补贴联盟的服务机构。',
  '/greenc': '绿色低碳相关检测认证服务与优惠。',
  '/greenc/more': '绿色碳惠服务列表。',
  '/news': '检验检测认证行业资讯与平台公告。',
  '/notice': '检验检测认证服务商城平台公告。',
  '/help': '下单、支付、合同、发票与报告的常见问题。',
  '/blockchain': '按订单、合同、发票或报告编号查询区块链存证。',
  '/report/verify': '按报告编号查询检测报告真伪与报告信息。',
  '/recommend': '平台推荐的检验检测认证服务。',
  '/recommend/shop': '平台推荐的检验检测认证机构。',
  '/seekhelp/list': '企业发布的检验检测认证需求，机构在线报价。',
  '/agreement': '检验检测认证服务商城用户协议。',
  '/agreement/privacy': '检验检测认证服务商城隐私政策。',
  '/agreement/addindex': '机构入驻检验检测认证服务商城的协议。',
};

/** The description of a route path. */
export const describePage = (path: string): string => PAGE_DESCRIPTIONS[path] ?? PAGE_DESCRIPTIONS['/'] ?? '';
