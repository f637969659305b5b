import type { SeedConfig } from './types';

export const config: SeedConfig = {
  site_name: '检验检测认证服务商城',
  service_code: '/help?from=service',
  welcome_notice:
    '欢迎来到检验检测认证服务商城！平台汇集数百家资质齐全的检测、认证、计量与培训机构，下单即签电子合同，报告可在线查验。如需帮助，请拨打客服热线 400-860-1990。',
  hotline: '400-860-1990',
  email: 'service@tic-mall.example.cn',
  address: '北京市海淀区学院南路 86 号华夏检测大厦 6 层',
  filing_number: '京ICP备20260517号-1',
  filing_url: 'https://beian.miit.gov.cn/',
  society_name: '华夏检验检测学会',
  society_url: 'https://www.hxjcxh.example.cn/',
  service_hours: '周一至周五 9:00-18:00',
  licence_image: '/images/licence.svg',
  qr_codes: [
    { name: '学会公众号', image: '/images/qr-wechat.svg' },
    { name: '商城小程序', image: '/images/qr-miniapp.svg' },
  ],
  expert_commission_rate: 0.03,
  expert_invoice_threshold: 800,
};
