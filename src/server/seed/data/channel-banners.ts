/** Banner strips of the channel pages without a carousel (channel_banner/get?channel=). */
export interface SeedChannelBanner {
  id: number;
  channel: 'news' | 'notice' | 'help' | 'recommend' | 'orgs' | 'pages';
  title: string;
  subtitle: string;
  /** '' draws the title over the channel colour. */
  image: string;
  link: string;
}

export const channelBanners: SeedChannelBanner[] = [
  {
    id: 1,
    channel: 'news',
    title: '内容资讯',
    subtitle: '政策法规、行业动态、标准发布与技术前沿，检验检测认证行业资讯一站获取',
    image: '',
    link: '',
  },
  {
    id: 2,
    channel: 'notice',
    title: '平台公告',
    subtitle: '商城规则调整、系统维护、机构入驻与服务安排，第一时间告知',
    image: '',
    link: '',
  },
  {
    id: 3,
    channel: 'help',
    title: '帮助中心',
    subtitle: '下单、支付、发票、合同与售后，常见问题一查便知',
    image: '',
    link: '',
  },
  {
    id: 4,
    channel: 'recommend',
    title: '推荐服务',
    subtitle: '平台精选高频检测、认证、计量与培训咨询服务，资质机构直接下单',
    image: '',
    link: '',
  },
  {
    id: 5,
    channel: 'orgs',
    title: '检测机构名录',
    subtitle: '已通过平台资质核验的检验检测机构，按地区查找离您最近的实验室',
    image: '',
    link: '',
  },
  {
    id: 6,
    channel: 'pages',
    title: '服务说明',
    subtitle: '订购流程、售后与发票规则、商家入驻与合作',
    image: '',
    link: '',
  },
];
