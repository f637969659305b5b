import type { SeedCarousel } from './types';

const image = (id: number) => `/images/carousel/${id}.svg`;

export const carousels: SeedCarousel[] = [
  {
    id: 1,
    title: '一站式检验检测认证服务 · 资质机构在线下单',
    image: image(1),
    link: '/check',
    position: 'home',
  },
  {
    id: 2,
    title: '生活饮用水 97 项全分析 · 新国标 GB 5749-2022',
    image: image(2),
    link: '/home/goodsdetail?id=1',
    position: 'home',
  },
  {
    id: 3,
    title: '补贴联盟上线 · 小微企业检测认证最高补贴 50%',
    image: image(3),
    link: '/subsidy',
    position: 'home',
  },
  {
    id: 4,
    title: 'EMC 电磁兼容测试 · 3 米法暗室快速排期',
    image: image(4),
    link: '/home/goodsdetail?id=14',
    position: 'check',
  },
  {
    id: 5,
    title: '室内空气检测 · 持证工程师上门布点',
    image: image(5),
    link: '/home/goodsdetail?id=5',
    position: 'check',
  },
  {
    id: 6,
    title: '三体系一体化认证 · ISO 9001 / 14001 / 45001 一次审核三张证书',
    image: image(6),
    link: '/home/goodsdetail?id=29',
    position: 'approbation',
  },
  {
    id: 7,
    title: 'CCC 强制性产品认证 · 家电与 IT 设备',
    image: image(7),
    link: '/home/goodsdetail?id=34',
    position: 'approbation',
  },
  {
    id: 8,
    title: '计量校准 · 上门服务 · CNAS 校准证书',
    image: image(8),
    link: '/metering',
    position: 'metering',
  },
  {
    id: 9,
    title: 'ISO 9001 内审员培训 · 线上直播与线下面授',
    image: image(9),
    link: '/home/goodsdetail?id=57',
    position: 'consult',
  },
  {
    id: 10,
    title: 'CMA / CNAS 资质申请辅导 · 专家全程陪跑',
    image: image(10),
    link: '/home/goodsdetail?id=40',
    position: 'consult',
  },
  {
    id: 11,
    title: '检测认证补贴 · 在线申请 · 进度可查',
    image: image(11),
    link: '/subsidy/more',
    position: 'subsidy',
  },
  {
    id: 12,
    title: '绿色碳惠 · 碳核查与绿色认证专享折扣',
    image: image(12),
    link: '/greenc/more',
    position: 'greenc',
  },
];
